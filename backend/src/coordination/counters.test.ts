// The counters behind the rate limits, on this process's memory and on the database (here SQLite;
// tests/integration/shared-limits*.test.ts: Redis, and PostgreSQL), and the failover between them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateCounters } from '../db/schema.ts';
import { openSqliteStore } from '../db/sqlite.ts';
import type { Store } from '../db/store.ts';
import { clock, fakeLog } from '../testing/doubles.ts';
import { databaseCounter, failingOver, memoryCounter, rateLimitStore, type Counter } from './counters.ts';
import { Outage } from './outage.ts';

const counts = async (counter: Counter, key: string, times: number, windowMs = 60_000) => {
  const seen = [];
  for (let i = 0; i < times; i += 1) seen.push((await counter.incr(key, windowMs)).current);
  return seen;
};

describe('memoryCounter', () => {
  it('counts per key in a fixed window, then starts again', async () => {
    const time = clock();
    const counter = memoryCounter(100, time.now);
    expect(await counts(counter, 'a', 3)).toEqual([1, 2, 3]);
    expect(await counts(counter, 'b', 1)).toEqual([1]);
    time.advance(59_000);
    expect(await counter.incr('a', 60_000)).toEqual({ current: 4, ttl: 1_000 });
    time.advance(1_000);
    expect(await counter.incr('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('keeps at most its number of keys, forgetting the oldest window first', async () => {
    const counter = memoryCounter(2, clock().now);
    await counts(counter, 'first', 2);
    await counts(counter, 'second', 2);
    await counts(counter, 'third', 1);
    expect(await counts(counter, 'second', 1)).toEqual([3]);
    expect(await counts(counter, 'first', 1)).toEqual([1]);
  });
});

describe('databaseCounter (SQLite)', () => {
  let dataDir: string;
  let store: Store;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'yip-counters-'));
    store = await openSqliteStore(dataDir);
  });
  afterAll(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts the requests of every counter over one database together, per key and window', async () => {
    const time = clock();
    const one = databaseCounter(store, time.now);
    const other = databaseCounter(store, time.now);
    expect(await one.incr('login:ip:x', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    time.advance(10_000);
    expect(await other.incr('login:ip:x', 60_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(await counts(one, 'login:ip:x', 2)).toEqual([3, 4]);
    expect(await counts(other, 'login:ip:y', 1)).toEqual([1]);
    // The window is over: the next request starts a new one.
    time.advance(50_000);
    expect(await other.incr('login:ip:x', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('sweeps the rows whose window is over', async () => {
    const time = clock(Date.parse('2026-04-01T00:00:00Z'));
    const counter = databaseCounter(store, time.now);
    await counter.incr('sweep:short', 1_000);
    await counter.incr('sweep:long', 120_000);
    time.advance(5_000);
    await counter.sweep();
    const keys = (await store.read.select({ key: rateCounters.key }).from(rateCounters)).map((row) => row.key);
    expect(keys).toContain('sweep:long');
    expect(keys).not.toContain('sweep:short');
  });
});

describe('failingOver', () => {
  it('counts in memory while the shared counter fails, and logs the outage and its end once each', async () => {
    let away = false;
    const shared = memoryCounter();
    const flaky: Counter = {
      incr: (key, windowMs) => (away ? Promise.reject(new Error('connection refused')) : shared.incr(key, windowMs)),
    };
    const log = fakeLog();
    const counter = failingOver(flaky, memoryCounter(), new Outage(log, 'Redis', 'each process counts on its own'));
    expect(await counts(counter, 'k', 2)).toEqual([1, 2]);
    away = true;
    // The fallback has its own count, from 1.
    expect(await counts(counter, 'k', 3)).toEqual([1, 2, 3]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[1]).toMatch(/Redis cannot be used; each process counts on its own/);
    away = false;
    expect(await counts(counter, 'k', 2)).toEqual([3, 4]);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

describe('rateLimitStore', () => {
  it('hands the plugin the counter’s count, or its error, and is its own child', async () => {
    const Store = rateLimitStore(memoryCounter());
    const store = new Store({});
    const incr = (key: string) =>
      new Promise<unknown>((resolve) => (store.incr as (key: string, cb: (e: Error | null, r?: unknown) => void, windowMs: number) => void)(key, (e, r) => resolve(e ?? r), 30_000));
    expect(await incr('a')).toEqual({ current: 1, ttl: 30_000 });
    expect(await incr('a')).toEqual({ current: 2, ttl: expect.any(Number) });
    expect(store.child({} as never)).toBe(store);
    const Failing = rateLimitStore({ incr: () => Promise.reject(new Error('no')) });
    expect(await new Promise((resolve) => new Failing({}).incr('a', (e) => resolve(e)))).toEqual(new Error('no'));
  });
});
