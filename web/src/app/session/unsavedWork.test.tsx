// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLUSH_TIMEOUT_MS, flushUnsavedWork, registerUnsavedWork, useUnsavedWork } from './unsavedWork.ts';

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('unsaved work saved before the inactivity logout', () => {
  const unregister: Array<() => void> = [];
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const remove of unregister.splice(0)) remove();
    cleanup();
    vi.useRealTimers();
  });

  it('awaits every registered save, together', async () => {
    const done: string[] = [];
    unregister.push(registerUnsavedWork(() => later(3000).then(() => void done.push('team'))));
    unregister.push(registerUnsavedWork(() => later(5000).then(() => void done.push('proposal'))));
    let result: boolean | undefined;
    void flushUnsavedWork().then(({ saved }) => (result = saved));
    await vi.advanceTimersByTimeAsync(4999);
    expect(done).toEqual(['team']);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual(['team', 'proposal']);
    expect(result).toBe(true);
  });

  it('nothing registered: saved at once', async () => {
    await expect(flushUnsavedWork()).resolves.toEqual({ saved: true, movedTo: null });
  });

  it('a failed save (rejected or thrown) is reported, and the others still run', async () => {
    const other = vi.fn(() => Promise.resolve());
    unregister.push(registerUnsavedWork(() => Promise.reject(new Error('UPSTREAM_UNAVAILABLE'))));
    unregister.push(registerUnsavedWork(other));
    await expect(flushUnsavedWork()).resolves.toEqual({ saved: false, movedTo: null });
    expect(other).toHaveBeenCalledTimes(1);
    unregister.splice(0).forEach((remove) => remove());
    unregister.push(
      registerUnsavedWork(() => {
        throw new Error('before any promise');
      }),
    );
    await expect(flushUnsavedWork()).resolves.toEqual({ saved: false, movedTo: null });
  });

  it('waits at most 10 s for a save that does not answer', async () => {
    unregister.push(registerUnsavedWork(() => new Promise(() => undefined)));
    let result: boolean | undefined;
    void flushUnsavedWork().then(({ saved }) => (result = saved));
    await vi.advanceTimersByTimeAsync(FLUSH_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
  });

  it('says where a save moved its work (a new application that got its id)', async () => {
    unregister.push(registerUnsavedWork(() => Promise.resolve()));
    unregister.push(registerUnsavedWork(() => Promise.resolve('/en/invention-apply/team-data/42')));
    await expect(flushUnsavedWork()).resolves.toEqual({ saved: true, movedTo: '/en/invention-apply/team-data/42' });
  });

  it('a removed save is no longer awaited', async () => {
    const flush = vi.fn(() => Promise.resolve());
    registerUnsavedWork(flush)();
    await flushUnsavedWork();
    expect(flush).not.toHaveBeenCalled();
  });

  it('useUnsavedWork registers while the page is mounted, with its latest save', async () => {
    const calls: string[] = [];
    function Page({ text }: { text: string }) {
      useUnsavedWork(async () => void calls.push(text));
      return null;
    }
    const view = render(<Page text="first" />);
    view.rerender(<Page text="typed since" />);
    await act(() => flushUnsavedWork());
    expect(calls).toEqual(['typed since']);
    view.unmount();
    await flushUnsavedWork();
    expect(calls).toEqual(['typed since']);
  });
});
