// Leases on scheduled work, so that of several backend processes one runs each job per period.
import { lte } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { leases } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import type { Outage } from './outage.ts';
import { redisPrefix } from './redis.ts';

export interface Leases {
  /**
   * Runs `job` if this process takes the lease `name`, and answers whether it did. A taken lease is
   * held for `ttlMs` from the moment it was taken, whether the job has ended or not, and is not
   * released: until it expires nobody takes it again, this process neither, so a job behind a
   * lease of the period's length runs once per period across every process. A process that dies
   * holding one simply lets it expire. While the place the leases are kept cannot be used, the job
   * waits (false): run anyway, it could run in every process at once, and the jobs here can wait a
   * period (the outage is logged once, outage.ts). A failing job's error is thrown.
   */
  withLease(name: string, ttlMs: number, job: () => Promise<void>): Promise<boolean>;
}

/** Who holds a lease, for someone reading the `leases` table: host, process and a random part. */
export const newHolder = () => `${hostname()}:${process.pid}:${randomBytes(6).toString('base64url')}`;

function leasesOver(take: (name: string, ttlMs: number) => Promise<boolean>, outage: Outage): Leases {
  return {
    async withLease(name, ttlMs, job) {
      let taken: boolean;
      try {
        taken = await take(name, ttlMs);
      } catch (error) {
        outage.failed(error);
        return false;
      }
      outage.worked();
      if (!taken) return false;
      await job();
      return true;
    },
  };
}

/** In the shared Redis: `SET yip:backend:lease:<name> <holder> NX PX <ttl>`, which Redis expires. */
export function redisLeases(redis: Redis, outage: Outage, holder = newHolder()): Leases {
  return leasesOver(async (name, ttlMs) => (await redis.set(`${redisPrefix}lease:${name}`, holder, 'PX', ttlMs, 'NX')) === 'OK', outage);
}

/**
 * In the database's `leases`: one row per name, taken by an upsert that writes only when the row's
 * lease has expired (or there is none), so of two processes at once only one gets a row back. The
 * expiry is this process's clock: the backends' clocks must agree (NTP) far better than a ttl.
 */
export function databaseLeases(store: Store, outage: Outage, holder = newHolder(), now = () => Date.now()): Leases {
  return leasesOver(async (name, ttlMs) => {
    const at = now();
    const lease = { holder, expiresAt: new Date(at + ttlMs) };
    const taken = await store.transaction(
      (tx) =>
        tx
          .insert(leases)
          .values({ name, ...lease })
          .onConflictDoUpdate({ target: leases.name, set: lease, setWhere: lte(leases.expiresAt, new Date(at)) })
          .returning({ holder: leases.holder }),
      { lock: `lease:${name}` },
    );
    return taken.length > 0;
  }, outage);
}
