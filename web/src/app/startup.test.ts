import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './startup.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('yieldToBrowser', () => {
  it('resolves after the current task, not within it', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('after the yield'));
    await Promise.resolve().then(() => order.push('microtask'));
    order.push('same task');
    await yielded;
    expect(order).toEqual(['microtask', 'same task', 'after the yield']);
  });

  it('resolves while timers are frozen (a paused clock, a background tab)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask'] });
    await expect(yieldToBrowser()).resolves.toBeUndefined();
  });
});

describe('loadLocaleData', () => {
  /** A stand-in for the browser's Worker: records what it is sent and answers as told. */
  class FakeWorker {
    static made: FakeWorker[] = [];
    static answer: 'ready' | 'error' | 'never' = 'ready';
    onmessage: (() => void) | null = null;
    onerror: (() => void) | null = null;
    sent: unknown[] = [];
    terminated = false;
    constructor(readonly url: URL) {
      FakeWorker.made.push(this);
    }
    postMessage(message: unknown) {
      this.sent.push(message);
      if (FakeWorker.answer === 'ready') queueMicrotask(() => this.onmessage?.());
      if (FakeWorker.answer === 'error') queueMicrotask(() => this.onerror?.());
    }
    terminate() {
      this.terminated = true;
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
  });

  async function freshModule() {
    vi.resetModules();
    vi.stubGlobal('Worker', FakeWorker);
    return import('./startup.ts');
  }

  it('asks one worker per locale for the locale and the site time zone, and resolves when it is ready', async () => {
    FakeWorker.answer = 'ready';
    const { loadLocaleData } = await freshModule();
    const first = loadLocaleData('zh-Hant-TW');
    expect(loadLocaleData('zh-Hant-TW')).toBe(first);
    await first;
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.url.pathname).toMatch(/localeData\.worker\.ts$/);
    expect(FakeWorker.made[0]!.sent).toEqual([{ locale: 'zh-Hant-TW', timeZone: 'Asia/Taipei' }]);
    await loadLocaleData('en');
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('goes on without the data when the worker fails', async () => {
    FakeWorker.answer = 'error';
    const { loadLocaleData } = await freshModule();
    await expect(loadLocaleData('en')).resolves.toBeUndefined();
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('stops waiting for a worker that never answers after a second', async () => {
    FakeWorker.answer = 'never';
    const { loadLocaleData } = await freshModule();
    vi.useFakeTimers();
    const loaded = loadLocaleData('en');
    let settled = false;
    void loaded.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('resolves at once where there are no workers', async () => {
    vi.resetModules();
    vi.stubGlobal('Worker', undefined);
    const { loadLocaleData } = await import('./startup.ts');
    await expect(loadLocaleData('en')).resolves.toBeUndefined();
  });
});
