import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { Redis } from 'ioredis';
import { failSoftly, MemoryTagIndex, RedisTagIndex, type TagIndex } from './tag-index.ts';

/** Apollo's KeyValueCache over ioredis: the same three calls a Keyv adapter would make, without the extra layers. */
export class RedisCache implements KeyValueCache<string> {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'yip:gateway:',
  ) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(this.prefix + key)) ?? undefined;
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    if (options?.ttl) await this.redis.set(this.prefix + key, value, 'EX', options.ttl);
    else await this.redis.set(this.prefix + key, value);
  }

  async delete(key: string): Promise<boolean> {
    return (await this.redis.del(this.prefix + key)) > 0;
  }
}

/**
 * The shared cache while Redis may be away: a failed read is a miss and a failed write is lost, so
 * every caller (Apollo's caches, a logout's shared mark) carries on from the backend. Apollo's
 * ErrorsAreMissesCache covers reads only, and a logout during an outage answered an error though
 * the backend had ended the session. A failure on a live connection is logged; an outage is
 * already logged once per reconnection attempt by the client's error event.
 */
class FailSoftCache implements KeyValueCache<string> {
  constructor(
    private readonly cache: RedisCache,
    private readonly connected: () => boolean,
  ) {}

  async get(key: string): Promise<string | undefined> {
    return this.softly('get', () => this.cache.get(key), undefined);
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    return this.softly('set', () => this.cache.set(key, value, options), undefined);
  }

  async delete(key: string): Promise<boolean> {
    return this.softly('delete', () => this.cache.delete(key), false);
  }

  private async softly<T>(command: string, run: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (this.connected()) console.warn(`response cache: redis ${command} failed: ${(error as Error).message}`);
      return fallback;
    }
  }
}

/**
 * An entry's bytes in memory: its value and key at two bytes a character, as V8 holds a string with
 * any Chinese in it (Apollo's default counts characters, and a key not at all, so the 64 MB bound
 * held up to twice that in rendered pages).
 */
export const memorySize = (value: string, key: string) => 2 * (value.length + key.length);

export interface CacheStore {
  cache: KeyValueCache<string>;
  /** Which entries of `cache` carry each content tag (content-tags.ts), kept in the same place. */
  tags: TagIndex;
  /** The shared Redis, when there is one (content changes are told to the other instances through it). */
  redis?: Redis;
  close(): Promise<void>;
}

/**
 * The gateway's shared cache (responses, persisted queries, marks of ended sessions): a shared Redis when REDIS_URL is
 * set, so every gateway instance serves what one of them stored; else this process's memory.
 */
export function createCacheStore(redisUrl: string | undefined): CacheStore {
  if (!redisUrl) {
    return { cache: new InMemoryLRUCache<string>({ maxSize: 64 * 1024 * 1024, sizeCalculation: memorySize }), tags: new MemoryTagIndex(), close: async () => undefined };
  }
  // Fail fast while Redis is away instead of queueing; a failed read or write is a cache miss.
  const redis = new Redis(redisUrl, { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => console.warn(`response cache: redis ${error.message}`));
  const connected = () => redis.status === 'ready';
  return {
    cache: new FailSoftCache(new RedisCache(redis), connected),
    tags: failSoftly(new RedisTagIndex(redis), connected),
    redis,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
