import { ErrorsAreMissesCache, InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { Redis } from 'ioredis';

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

export interface CacheStore {
  cache: KeyValueCache<string>;
  close(): Promise<void>;
}

/**
 * The gateway's shared cache (responses and persisted queries): a shared Redis when REDIS_URL is
 * set, so every gateway instance serves what one of them stored; else this process's memory.
 */
export function createCacheStore(redisUrl: string | undefined): CacheStore {
  if (!redisUrl) return { cache: new InMemoryLRUCache<string>({ maxSize: 64 * 1024 * 1024 }), close: async () => undefined };
  // Fail fast while Redis is away instead of queueing; a failed read or write is a cache miss.
  const redis = new Redis(redisUrl, { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => console.warn(`response cache: redis ${error.message}`));
  return {
    cache: new ErrorsAreMissesCache(new RedisCache(redis)),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
