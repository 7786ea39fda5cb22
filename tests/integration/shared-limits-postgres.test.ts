// The database's rate counts and leases (backend/src/coordination/) on a real PostgreSQL, from two
// stores on one database as two backend processes have them: concurrent requests are each counted
// once, and of two holders one runs a job per period. (Until openStore picks PostgreSQL from
// DATABASE_URL, the apps themselves cannot run on it; their counting on one SQLite file is in
// shared-limits.test.ts.)
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../backend/src/db/store.ts';
import { Outage } from '../../backend/src/coordination/outage.ts';
import { clock, fakeLog } from '../../backend/src/testing/doubles.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

type Counters = typeof import('../../backend/src/coordination/counters.ts');
type Leases = typeof import('../../backend/src/coordination/leases.ts');

let server: TestPostgres;
let stores: Store[] = [];
let counters: Counters;
let leases: Leases;

beforeAll(async () => {
  // schema.ts hands out the PostgreSQL tables when DATABASE_URL names PostgreSQL (db/engine.ts),
  // decided when it is first imported: so everything that reads tables is imported after this.
  vi.stubEnv('DATABASE_URL', 'postgres://decided-by-db-engine/portal');
  server = await startPostgres();
  const url = await server.createDatabase();
  const { openPostgresStore } = await import('../../backend/src/db/postgres.ts');
  counters = await import('../../backend/src/coordination/counters.ts');
  leases = await import('../../backend/src/coordination/leases.ts');
  const { rateCounters } = await import('../../backend/src/db/schema.ts');
  if (!is(rateCounters, PgTable)) throw new Error('schema.ts handed out the SQLite tables');
  stores = [await openPostgresStore(url, { poolSize: 4 }), await openPostgresStore(url, { poolSize: 4 })];
});

afterAll(async () => {
  for (const store of stores) await store.close();
  await server?.stop();
  vi.unstubAllEnvs();
});

describe('rate counts in PostgreSQL', () => {
  it('counts concurrent requests from two processes each once, then starts a new window', async () => {
    const time = clock();
    const [one, other] = stores.map((store) => counters.databaseCounter(store, time.now));
    const counted = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? one! : other!).incr('login:ip:concurrent', 60_000)));
    expect(counted.map((count) => count.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    time.advance(30_000);
    expect(await one!.incr('login:ip:concurrent', 60_000)).toEqual({ current: 21, ttl: 30_000 });
    time.advance(30_000);
    expect(await other!.incr('login:ip:concurrent', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('sweeps the rows whose window is over', async () => {
    const time = clock(Date.parse('2026-04-01T00:00:00Z'));
    const counter = counters.databaseCounter(stores[0]!, time.now);
    await counter.incr('sweep:short', 1_000);
    await counter.incr('sweep:long', 120_000);
    time.advance(5_000);
    await counter.sweep();
    expect((await counter.incr('sweep:long', 120_000)).current).toBe(2);
    expect((await counter.incr('sweep:short', 1_000)).current).toBe(1);
  });
});

describe('leases in PostgreSQL', () => {
  it('lets one of two processes run a job per period, and hands the lease over when it expires', async () => {
    const time = clock();
    const outage = new Outage(fakeLog(), 'the database', 'scheduled work waits');
    const [a, b] = stores.map((store, i) => leases.databaseLeases(store, outage, `process-${i}`, time.now));
    const ran: string[] = [];
    const job = (who: string) => async () => {
      ran.push(who);
    };
    const attempts = await Promise.all([a!, b!, a!, b!].map((holder, i) => holder.withLease('nightly', 60_000, job(i % 2 === 0 ? 'a' : 'b'))));
    expect(attempts.filter(Boolean)).toHaveLength(1);
    expect(ran).toHaveLength(1);
    time.advance(59_999);
    expect(await a!.withLease('nightly', 60_000, job('a'))).toBe(false);
    expect(await b!.withLease('nightly', 60_000, job('b'))).toBe(false);
    // The holder is gone (it never releases): once its lease expires, the other takes it.
    time.advance(1);
    const next = ran[0] === 'a' ? 'b' : 'a';
    expect(await (next === 'a' ? a! : b!).withLease('nightly', 60_000, job(next))).toBe(true);
    expect(ran).toEqual([ran[0], next]);
  });
});
