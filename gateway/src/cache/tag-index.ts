// Which stored entries carry each content tag (content-tags.ts), kept beside the entries: in this
// process's memory, or as a Redis set per tag in the Redis every gateway instance shares.
import type { Redis } from 'ioredis';

export interface TagIndex {
  /** Notes that the entry `key` (a key of the cache store) carries each of `tags`. */
  add(tags: readonly string[], key: string): Promise<void>;
  /** The keys that carry any of `tags`, forgotten as they are answered (their entries are about to go). */
  take(tags: readonly string[]): Promise<string[]>;
}

/** At most this many keys a tag in memory; past it the oldest are forgotten (their entries expire by their own ttl). */
const maxKeysPerTag = 10_000;

export class MemoryTagIndex implements TagIndex {
  private readonly keys = new Map<string, Set<string>>();

  async add(tags: readonly string[], key: string): Promise<void> {
    for (const tag of tags) {
      let keys = this.keys.get(tag);
      if (!keys) this.keys.set(tag, (keys = new Set()));
      keys.delete(key);
      keys.add(key);
      if (keys.size > maxKeysPerTag) keys.delete(keys.values().next().value as string);
    }
  }

  async take(tags: readonly string[]): Promise<string[]> {
    const taken = new Set<string>();
    for (const tag of tags) {
      for (const key of this.keys.get(tag) ?? []) taken.add(key);
      this.keys.delete(tag);
    }
    return [...taken];
  }
}

/**
 * A Redis set per tag (`yip:gateway:tag:<tag>`), kept a day after its last addition: longer than
 * any entry it names lives (a public answer at most five minutes, a page ten), and a key whose
 * entry has already expired costs a deletion of nothing.
 */
export class RedisTagIndex implements TagIndex {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'yip:gateway:tag:',
    private readonly ttlSeconds = 24 * 60 * 60,
  ) {}

  async add(tags: readonly string[], key: string): Promise<void> {
    if (tags.length === 0) return;
    const batch = this.redis.multi();
    for (const tag of tags) batch.sadd(this.prefix + tag, key).expire(this.prefix + tag, this.ttlSeconds);
    await batch.exec();
  }

  async take(tags: readonly string[]): Promise<string[]> {
    if (tags.length === 0) return [];
    const batch = this.redis.multi();
    for (const tag of tags) batch.smembers(this.prefix + tag).del(this.prefix + tag);
    const answers = (await batch.exec()) ?? [];
    const keys = answers.flatMap(([error, value]) => (error === null && Array.isArray(value) ? (value as string[]) : []));
    return [...new Set(keys)];
  }
}

/** An index that fails softly as the cache store does (store.ts): a lost tag costs freshness until the entry's ttl, never a request. */
export function failSoftly(index: TagIndex, connected: () => boolean): TagIndex {
  const softly = async <T>(what: string, run: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (connected()) console.warn(`content tags: redis ${what} failed: ${(error as Error).message}`);
      return fallback;
    }
  };
  return {
    add: (tags, key) => softly('add', () => index.add(tags, key), undefined),
    take: (tags) => softly('take', () => index.take(tags), []),
  };
}
