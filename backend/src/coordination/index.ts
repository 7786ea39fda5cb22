// What several backend processes share besides the database (issue 19): the rate limits' counts
// and the leases on scheduled work. Redis when REDIS_URL is set; else the database (PostgreSQL:
// several processes) or, for the counts on SQLite (one process), this process's memory.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Store } from '../db/store.ts';
import { databaseCounter, failingOver, memoryCounter, rateLimitStore, redisCounter } from './counters.ts';
import { databaseLeases, redisLeases, type Leases } from './leases.ts';
import { Outage } from './outage.ts';
import { connectRedis } from './redis.ts';
import { every } from './schedule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Leases on scheduled work, shared by every backend process (leases.ts). */
    leases: Leases;
  }
}

/** Where the rate limits count. */
export type Counting = 'memory' | 'database' | 'redis';

export const defaultCounting = (config: Config, store: Store): Counting => (config.redisUrl ? 'redis' : store.engine === 'postgres' ? 'database' : 'memory');

/** How often expired rows of `rate_counters` are deleted. */
export const rateCountersSweepMs = 10 * 60_000;

const meanwhile = 'until it answers again, each process counts the rate limits on its own and scheduled work waits';

/**
 * Decorates `app.leases` and answers the store for @fastify/rate-limit (undefined: the plugin's own,
 * in memory). `counting` defaults to `defaultCounting`; tests choose `database` on SQLite.
 */
export async function openCoordination(app: FastifyInstance, counting = defaultCounting(app.config, app.store)): Promise<FastifyRateLimitStoreCtor | undefined> {
  const { config, store, log } = app;
  if (counting === 'redis') {
    if (!config.redisUrl) throw new Error('the rate limits count in Redis only with REDIS_URL set');
    const outage = new Outage(log, 'Redis', meanwhile);
    const redis = await connectRedis(config.redisUrl, outage);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    app.decorate('leases', redisLeases(redis, outage));
    return rateLimitStore(failingOver(redisCounter(redis), memoryCounter(), outage));
  }
  const outage = new Outage(log, 'the database', counting === 'memory' ? 'scheduled work waits until it answers again' : meanwhile);
  app.decorate('leases', databaseLeases(store, outage));
  if (counting === 'memory') return undefined;
  const counter = databaseCounter(store);
  every(app, 'rate-counters-sweep', rateCountersSweepMs, () => counter.sweep());
  return rateLimitStore(failingOver(counter, memoryCounter(), outage));
}
