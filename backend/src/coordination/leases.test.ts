// Leases kept in the database (here SQLite; tests/integration/shared-limits*.test.ts: Redis, and
// PostgreSQL), and the schedule that runs a job under one.
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { leases as leaseRows } from '../db/schema.ts';
import { openSqliteStore } from '../db/sqlite.ts';
import type { Store } from '../db/store.ts';
import { clock, fakeLog } from '../testing/doubles.ts';
import { databaseLeases, type Leases } from './leases.ts';
import { Outage } from './outage.ts';
import { every } from './schedule.ts';

/** Runs the job under the lease and answers who ran it. */
const attempt = async (leases: Leases, who: string, ran: string[], name = 'sweep', ttlMs = 60_000) => {
  await leases.withLease(name, ttlMs, async () => {
    ran.push(who);
  });
};

describe('databaseLeases (SQLite)', () => {
  let dataDir: string;
  let store: Store;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'yip-leases-'));
    store = await openSqliteStore(dataDir);
  });
  afterAll(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets one of two holders run a job per period, and hands the lease over when it expires', async () => {
    const time = clock();
    const outage = new Outage(fakeLog(), 'the database', 'scheduled work waits');
    const a = databaseLeases(store, outage, 'process-a', time.now);
    const b = databaseLeases(store, outage, 'process-b', time.now);
    const ran: string[] = [];
    await Promise.all([attempt(a, 'a', ran), attempt(b, 'b', ran)]);
    expect(ran).toHaveLength(1);
    const first = ran[0];
    // Neither runs it again in the period, the holder neither.
    time.advance(59_999);
    await attempt(a, 'a', ran);
    await attempt(b, 'b', ran);
    expect(ran).toEqual([first]);
    // The holder is gone (no release): once the lease expires, the other takes it.
    time.advance(1);
    const other = first === 'a' ? b : a;
    await attempt(other, first === 'a' ? 'b' : 'a', ran);
    expect(ran).toEqual([first, first === 'a' ? 'b' : 'a']);
    const [row] = await store.read.select().from(leaseRows);
    expect(row).toMatchObject({ name: 'sweep', holder: first === 'a' ? 'process-b' : 'process-a', expiresAt: new Date(time.now() + 60_000) });
  });

  it('keeps each name its own lease', async () => {
    const time = clock(Date.parse('2026-05-01T00:00:00Z'));
    const leases = databaseLeases(store, new Outage(fakeLog(), 'the database', 'scheduled work waits'), 'p', time.now);
    const ran: string[] = [];
    await attempt(leases, 'one', ran, 'job-one');
    await attempt(leases, 'two', ran, 'job-two');
    expect(ran).toEqual(['one', 'two']);
  });

  it('throws the job’s error, and keeps the lease until it expires', async () => {
    const time = clock(Date.parse('2026-06-01T00:00:00Z'));
    const leases = databaseLeases(store, new Outage(fakeLog(), 'the database', 'scheduled work waits'), 'p', time.now);
    await expect(leases.withLease('failing', 1_000, () => Promise.reject(new Error('job failed')))).rejects.toThrow('job failed');
    expect(await leases.withLease('failing', 1_000, async () => undefined)).toBe(false);
    time.advance(1_000);
    expect(await leases.withLease('failing', 1_000, async () => undefined)).toBe(true);
  });

  it('skips the job while the database fails, logging it once', async () => {
    const broken = { ...store, transaction: () => Promise.reject(new Error('disk I/O error')) } as Store;
    const log = fakeLog();
    const leases = databaseLeases(broken, new Outage(log, 'the database', 'scheduled work waits'));
    const job = vi.fn(async () => undefined);
    expect(await leases.withLease('any', 1_000, job)).toBe(false);
    expect(await leases.withLease('any', 1_000, job)).toBe(false);
    expect(job).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

describe('every', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every period, runs the job only under its lease, and stops when the app closes', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const granted = [true, false, true];
    const asked: [string, number][] = [];
    app.decorate('leases', {
      async withLease(name: string, ttlMs: number, job: () => Promise<void>) {
        asked.push([name, ttlMs]);
        if (!granted.shift()) return false;
        await job();
        return true;
      },
    } satisfies Leases);
    const job = vi.fn(async () => undefined);
    every(app, 'tidy', 10_000, job);
    await app.ready();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(20_001);
    expect(asked).toEqual([
      ['tidy', 9_000],
      ['tidy', 9_000],
      ['tidy', 9_000],
    ]);
    expect(job).toHaveBeenCalledTimes(2);
    await app.close();
    await vi.advanceTimersByTimeAsync(50_000);
    expect(asked).toHaveLength(3);
  });
});
