import { Redis } from 'ioredis';
import type { Outage } from './outage.ts';

/** Every key the backend writes starts with this; the gateways' start with `yip:gateway:`. */
export const redisPrefix = 'yip:backend:';

/**
 * The backend's client of the shared Redis (REDIS_URL). While Redis is away a command fails at once
 * rather than waiting in a queue, and one that gets no answer fails after a second, so a login never
 * waits on Redis; the client keeps reconnecting by itself. Connection errors go to `outage`.
 */
export async function connectRedis(url: string, outage: Outage): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000 });
  redis.on('error', (error: Error) => outage.failed(error));
  redis.on('ready', () => outage.worked());
  // Unreachable at start, the backend still starts (the limits count in memory meanwhile).
  await redis.connect().catch((error: unknown) => outage.failed(error));
  return redis;
}
