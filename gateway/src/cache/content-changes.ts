// A change in the content studio, told to everything that keeps public answers (issue 21): the
// entries of the store tagged with the changed families (Apollo's response cache, rendered pages)
// are deleted, and this process's own copies (front cache, sitemap) dropped; told over Redis
// pub/sub when instances share a Redis, every other instance does the same, so whatever it stored
// before it heard goes too.
import { randomBytes } from 'node:crypto';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { Redis } from 'ioredis';
import { markChanged } from './content-tags.ts';
import type { TagIndex } from './tag-index.ts';

/** Drops this process's own copies of answers made of `tags`. */
export type LocalDrop = (tags: readonly string[]) => void;

export interface ContentChanges {
  /**
   * The families whose content changed; resolves once the shared store and this process are fresh.
   * `tell: false` when every instance learns of it anyway (the backend's change feed, backend-changes.ts).
   */
  changed(tags: readonly string[], options?: { tell?: boolean }): Promise<void>;
  close(): Promise<void>;
}

const channel = 'yip:gateway:content-changed';

/**
 * Nothing begun before a change is stored after it (content-tags.ts `markChanged`); a write already
 * past that check when the drop ran could still land after it, so the drop is made again this long after.
 */
export const secondDropMs = 1_500;

export function createContentChanges(options: { store: KeyValueCache<string>; index: TagIndex; local: LocalDrop[]; redis?: Redis }): ContentChanges {
  const { store, index, local, redis } = options;
  // Our own messages come back on the channel: already dropped.
  const instance = randomBytes(9).toString('base64url');
  const timers = new Set<NodeJS.Timeout>();
  const dropLocally = (tags: readonly string[]) => {
    for (const dropOwn of local) dropOwn(tags);
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
        if (from !== instance && Array.isArray(tags)) {
          // What this instance stored before it heard goes too (from the shared store as well).
          drop(tags.filter((tag): tag is string => typeof tag === 'string'), false).catch((error: unknown) => console.warn(`content changes: ${(error as Error).message}`));
        }
      } catch {
        // Not ours: ignored.
      }
    });
  }

  /** Drops what is made of `tags` (nothing begun before now is stored any more), and tells the other instances when `tell`. */
  async function drop(tags: readonly string[], tell: boolean): Promise<void> {
    markChanged(tags);
    dropLocally(tags);
    const keys = await index.take(tags);
    await Promise.all(keys.map((key) => store.delete(key)));
    if (redis && tell) await redis.publish(channel, JSON.stringify({ from: instance, tags })).catch((error: unknown) => console.warn(`content changes: cannot publish: ${(error as Error).message}`));
  }

  return {
    async changed(tags, { tell = true } = {}) {
      if (tags.length === 0) return;
      await drop(tags, tell);
      const timer = setTimeout(() => {
        timers.delete(timer);
        drop(tags, tell).catch((error: unknown) => console.warn(`content changes: the second drop failed: ${(error as Error).message}`));
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
