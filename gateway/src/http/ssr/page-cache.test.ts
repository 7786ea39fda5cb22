import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_TTL_SECONDS, PageCache, pageTtl } from './page-cache.ts';

describe('pageTtl', () => {
  it('keeps a found or not-found page for the lowest max-age of its data', () => {
    expect(pageTtl(200, 60)).toBe(60);
    expect(pageTtl(404, 300)).toBe(300);
  });

  it('never keeps a page whose data may not be kept, or an error', () => {
    expect(pageTtl(200, 0)).toBe(0);
    expect(pageTtl(500, 60)).toBe(0);
    expect(pageTtl(301, 60)).toBe(0);
  });

  it('caps long max-ages', () => {
    expect(pageTtl(200, 86_400)).toBe(MAX_PAGE_TTL_SECONDS);
  });
});

describe('PageCache', () => {
  it('stores per build and URL, with the ttl', async () => {
    const store = new InMemoryLRUCache<string>();
    const ttls: (number | null | undefined)[] = [];
    const set = store.set.bind(store);
    store.set = (key, value, options) => {
      ttls.push(options?.ttl);
      return set(key, value, options);
    };
    const cache = new PageCache(store);
    await cache.set('b1', '/en/about', { status: 200, html: '<p>about</p>' }, 60);
    expect(await cache.get('b1', '/en/about')).toEqual({ status: 200, html: '<p>about</p>' });
    expect(await cache.get('b2', '/en/about')).toBeUndefined();
    expect(await cache.get('b1', '/zhTw/about')).toBeUndefined();
    expect(ttls).toEqual([60]);
  });

  it('does not store what may not be kept', async () => {
    const store = new InMemoryLRUCache<string>();
    const cache = new PageCache(store);
    await cache.set('b1', '/en/news/now', { status: 200, html: 'x' }, 0);
    await cache.set('b1', '/en/broken', { status: 500, html: 'x' }, 60);
    expect(await store.get(PageCache.key('b1', '/en/news/now'))).toBeUndefined();
    expect(await store.get(PageCache.key('b1', '/en/broken'))).toBeUndefined();
  });
});
