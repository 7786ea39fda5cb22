// Apollo's response cache over the gateway's store, each answer stored with the content families it
// was made of (content-tags.ts) and indexed by them, so a content change deletes just those answers.
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { contentReads, noteContentReads, readsAreFresh } from './content-tags.ts';
import type { TagIndex } from './tag-index.ts';

// An entry is its tags on a first line, then Apollo's own value, untouched (so it reads as before in Redis).
const tagLine = 'tags:';

export class TaggedCache implements KeyValueCache<string> {
  constructor(
    private readonly store: KeyValueCache<string>,
    private readonly index: TagIndex,
  ) {}

  async get(key: string): Promise<string | undefined> {
    const raw = await this.store.get(key);
    if (raw === undefined || !raw.startsWith(tagLine)) return raw;
    const end = raw.indexOf('\n');
    // A hit is made of what the stored answer was made of: a page rendered from it carries its tags.
    noteContentReads(raw.slice(tagLine.length, end).split(',').filter(Boolean));
    return raw.slice(end + 1);
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    if (!readsAreFresh()) return;
    const tags = contentReads();
    await this.store.set(key, `${tagLine}${tags.join(',')}\n${value}`, options);
    // Indexed once stored: a drop that takes the index in between misses it, but the next one (its
    // second pass, another instance's) finds it; indexed before, a drop in between would take the
    // key before the entry was there and leave it unindexed for good.
    await this.index.add(tags, key);
  }

  delete(key: string): Promise<boolean | void> {
    return this.store.delete(key);
  }
}
