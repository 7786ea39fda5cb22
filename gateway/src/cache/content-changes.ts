// A change in the content studio, told to everything that keeps public answers (issue 21): the
// entries of the shared store tagged with the changed families (Apollo's response cache, rendered
// pages) are deleted once, here; every instance drops its own in-process copies (front cache,
// sitemap), told over Redis pub/sub when instances share a Redis.
import { randomBytes } from 'node:crypto';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { Redis } from 'ioredis';
import type { TagIndex } from './tag-index.ts';

/** Drops this process's own copies of answers made of `tags`. */
export type LocalDrop = (tags: readonly string[]) => void;

export interface ContentChanges {
  /** The families whose content changed; resolves once the shared store and this process are fresh. */
  changed(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

const channel = 'yip:gateway:content-changed';

/**
 * An answer read from the backend just before a change and stored just after it would outlive
 * the drop: the drop is made again this long after, past any request in flight at the change.
 */
export const secondDropMs = 1_500;

export function createContentChanges(options: { store: KeyValueCache<string>; index: TagIndex; local: LocalDrop[]; redis?: Redis }): ContentChanges {
  const { store, index, local, redis } = options;
  // Our own messages come back on the channel: already dropped.
  const instance = randomBytes(9).toString('base64url');
  const timers = new Set<NodeJS.Timeout>();
  const dropLocally = (tags: readonly string[]) => {
    for (const drop of local) drop(tags);
  };

  let subscriber: Redis | undefined;
  if (redis) {
    // Subscribed as soon as it connects, and again after each reconnection (ioredis resubscribes).
    subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    subscriber.on('error', (error: Error) => console.warn(`content changes: redis ${error.message}`));
    subscriber.subscribe(channel).catch((error: unknown) => console.warn(`content changes: cannot subscribe: ${(error as Error).message}`));
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { from, tags } = JSON.parse(message) as { from?: unknown; tags?: unknown };
        if (from !== instance && Array.isArray(tags)) dropLocally(tags.filter((tag): tag is string => typeof tag === 'string'));
      } catch {
        // Not ours: ignored.
      }
    });
  }

  async function drop(tags: readonly string[]): Promise<void> {
    const keys = await index.take(tags);
    await Promise.all(keys.map((key) => store.delete(key)));
    dropLocally(tags);
    if (redis) await redis.publish(channel, JSON.stringify({ from: instance, tags })).catch((error: unknown) => console.warn(`content changes: cannot publish: ${(error as Error).message}`));
  }

  return {
    async changed(tags) {
      if (tags.length === 0) return;
      await drop(tags);
      const timer = setTimeout(() => {
        timers.delete(timer);
        drop(tags).catch((error: unknown) => console.warn(`content changes: the second drop failed: ${(error as Error).message}`));
      }, secondDropMs);
      timer.unref();
      timers.add(timer);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      // A subscriber still connecting would hold a QUIT until it connects.
      if (subscriber?.status === 'ready') await subscriber.quit().catch(() => subscriber?.disconnect());
      else subscriber?.disconnect();
    },
  };
}
