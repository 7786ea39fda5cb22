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
