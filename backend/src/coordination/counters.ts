// Where the rate limits (auth/rate-limits.ts) count: the counters behind @fastify/rate-limit's store.
// One counter per key and fixed window: the first request starts the window, each request adds one,
// and the first request after the window ends starts the next one.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, lte, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { rateCounters } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import type { Outage } from './outage.ts';
import { redisPrefix } from './redis.ts';

/** The requests counted in the key's current window, this one included, and the window's time left. */
export interface Count {
  current: number;
  ttl: number;
}

export interface Counter {
  incr(key: string, windowMs: number): Promise<Count>;
}

/** This process's own counts, at most `maxKeys` keys (the oldest window goes first). */
export function memoryCounter(maxKeys = 10_000, now = () => Date.now()): Counter {
  const windows = new Map<string, { current: number; resetsAt: number }>();
  return {
    async incr(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetsAt <= at) {
        // Re-inserted, so the map stays in the order the windows began.
        windows.delete(key);
        const oldest = windows.keys().next();
        if (windows.size >= maxKeys && !oldest.done) windows.delete(oldest.value);
        window = { current: 0, resetsAt: at + windowMs };
        windows.set(key, window);
      }
      window.current += 1;
      return { current: window.current, ttl: window.resetsAt - at };
    },
  };
}

// The count and the window's expiry in one step: a key without an expiry (the first request of a
// window) gets the window's.
const countInWindow = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type CountingRedis = Redis & { yipCountInWindow(key: string, windowMs: number): Promise<[number, number]> };

/** Counts in the shared Redis, under `yip:backend:rate:`; Redis drops a key when its window ends. */
export function redisCounter(redis: Redis): Counter {
  if (!('yipCountInWindow' in redis)) redis.defineCommand('yipCountInWindow', { numberOfKeys: 1, lua: countInWindow });
  const counting = redis as CountingRedis;
  return {
    async incr(key, windowMs) {
      const [current, ttl] = await counting.yipCountInWindow(`${redisPrefix}rate:${key}`, windowMs);
      return { current, ttl };
    },
  };
}

/**
 * Counts in the database's `rate_counters`, one atomic upsert per request: a new row, or the row
 * counted up, or (its window over) started again at 1. Under the key's lock, so on PostgreSQL
 * concurrent requests of one visitor take turns instead of failing serialisation and retrying.
 */
export function databaseCounter(store: Store, now = () => Date.now()): Counter & { sweep(): Promise<void> } {
  return {
    async incr(key, windowMs) {
      const at = new Date(now());
      const over = lte(rateCounters.resetsAt, at);
      const [row] = await store.transaction(
        (tx) =>
          tx
            .insert(rateCounters)
            .values({ key, count: 1, resetsAt: new Date(at.getTime() + windowMs) })
            .onConflictDoUpdate({
              target: rateCounters.key,
              set: {
                count: sql`case when ${over} then 1 else ${rateCounters.count} + 1 end`,
                resetsAt: sql`case when ${over} then excluded.${sql.identifier(rateCounters.resetsAt.name)} else ${rateCounters.resetsAt} end`,
              },
            })
            .returning({ count: rateCounters.count, resetsAt: rateCounters.resetsAt }),
        { lock: `rate:${key}` },
      );
      if (!row) throw new Error('rate_counters: the upsert returned no row');
      return { current: row.count, ttl: Math.max(0, row.resetsAt.getTime() - at.getTime()) };
    },

    /** Deletes the rows whose window is over (a later request would start them again anyway). */
    async sweep() {
      await store.transaction((tx) => tx.delete(rateCounters).where(lt(rateCounters.resetsAt, new Date(now()))));
    },
  };
}

/**
 * The shared counter, or while it fails this process's own. The choice (fail open, to per-process
 * counts): the limits guard sign-in, registration, password reset and the newsletter, and failing
 * closed would turn an outage of Redis into nobody being able to log in or register. Failing wide
 * open would drop every limit while it lasts. Counting in memory keeps each limit per process (with
 * n processes, n times the allowance) for the outage only; the login lock (login-throttle.ts) counts
 * in the database meanwhile, as always. The outage is logged once (outage.ts).
 */
export function failingOver(shared: Counter, fallback: Counter, outage: Outage): Counter {
  return {
    async incr(key, windowMs) {
      let count: Count;
      try {
        count = await shared.incr(key, windowMs);
      } catch (error) {
        outage.failed(error);
        return fallback.incr(key, windowMs);
      }
      outage.worked();
      return count;
    },
  };
}

/**
 * @fastify/rate-limit's store over a counter. The plugin's own Redis store is not used: for the
 * limiters `createRateLimit` makes (rate-limits.ts) its child store prefixes every key with the
 * route's method and URL, which such a limiter does not have, so every limiter's keys would share
 * one prefix and limiters counting the same visitor would count together; and it has no failover.
 * Keys arrive already naming their limiter (rate-limits.ts), so a child is the store itself.
 */
export function rateLimitStore(counter: Counter): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow = 60_000): void {
      counter.incr(key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
