// A content change drops exactly the stored answers made of the changed family (issue 21): Apollo's
// response cache entries through their tags, and each process's own copies.
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { describe, expect, it } from 'vitest';
import { createContentChanges } from './content-changes.ts';
import { collectContentReads, contentReads, noteContentReads, tagOfPath } from './content-tags.ts';
import { TaggedCache } from './tagged-cache.ts';
import { MemoryTagIndex } from './tag-index.ts';

/** Runs `work` as a request whose resolvers read `tags` would. */
function asRequest<T>(tags: string[], work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    (collectContentReads as (req: unknown, res: unknown, next: () => void) => void)({}, {}, () => {
      noteContentReads(tags);
      work().then(resolve, reject);
    });
  });
}

describe('content changes', () => {
  it('tags answers by the families read, drops only those of a changed family, and tells the process', async () => {
    expect(tagOfPath('article/tag/pub/list')).toBe('article/tag');
    expect(tagOfPath('setting/pub/info')).toBe('setting');
    expect(tagOfPath('article/article/pvt/list')).toBeUndefined();

    const store = new InMemoryLRUCache<string>();
    const index = new MemoryTagIndex();
    const cache = new TaggedCache(store, index);
    await asRequest(['invention/qa', 'setting'], () => cache.set('fqc:faqs', '{"data":1}'));
    await asRequest(['home/banner'], () => cache.set('fqc:banners', '{"data":2}'));

    // A hit answers Apollo's value, and notes what it was made of for whatever stores it next.
    const hit = await asRequest([], async () => ({ value: await cache.get('fqc:faqs'), noted: contentReads() }));
    expect(hit.value).toBe('{"data":1}');
    expect(hit.noted.sort()).toEqual(['invention/qa', 'setting']);

    const dropped: string[][] = [];
    const changes = createContentChanges({ store, index, local: [(tags) => dropped.push([...tags])] });
    // A request that read the FAQs before the change stores its answer only after the drop.
    let answered: (value?: unknown) => void = () => undefined;
    const gate = new Promise((resolve) => (answered = resolve));
    const late = asRequest(['invention/qa'], async () => {
      await gate;
      await cache.set('fqc:late', '{"data":3}');
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await changes.changed(['invention/qa']);
    expect(await store.get('fqc:faqs')).toBeUndefined();
    expect(await cache.get('fqc:banners')).toBe('{"data":2}');
    expect(dropped).toEqual([['invention/qa']]);
    answered();
    await late;
    expect(await store.get('fqc:late')).toBeUndefined();
    await changes.close();
  });
});
