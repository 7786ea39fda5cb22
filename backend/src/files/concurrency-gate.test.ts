import { describe, expect, it } from 'vitest';
import { concurrencyGate } from './concurrency-gate.ts';

describe('concurrencyGate', () => {
  it('runs at most its limit at once, in arrival order, and passes on results and failures', async () => {
    const gate = concurrencyGate(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (i === 3) throw new Error('three');
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => gate(task(i))));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([0, 1, 2, 'three', 4, 5]);
    // Free again: a later task starts at once.
    expect(await gate(async () => 'later')).toBe('later');
  });
});
