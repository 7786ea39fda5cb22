import { describe, expect, it } from 'vitest';
import type { RestClient } from '../rest/client.ts';
import { listPages, sitemapXml } from './sitemap.ts';

/** A visitor's client over fixed public lists (only what listPages reads). */
function lists(records: Record<string, object[]> = {}): RestClient {
  const items = (name: string) => (records[name] ?? []) as never[];
  return {
    articles: async () => ({ items: items('articles'), total: items('articles').length }),
    homeBanners: async () => items('banners'),
    contentList: async (family: string) => items(family),
  } as unknown as RestClient;
}

const at = (day: number) => `2026-10-${String(day).padStart(2, '0')}T08:00:00.000Z`;
const record = (id: number, day: number, more: object = {}) => ({ id, position: id, published: true, createdAt: at(1), updatedAt: at(day), ...more });

describe('listPages', () => {
  it('lists the static public pages, in the order it did before the page manifest', async () => {
    expect((await listPages(lists())).map((page) => page.path)).toEqual([
      '',
      'about',
      'invention',
      'incubator',
      'academy/landing',
      'academy/history',
      'study/landing',
      'study/SRIO',
      'study/FUN',
      'news/landing',
      'news/now',
      'news/social',
      'news/teams',
      'subscribe-edm',
      'policy-terms',
    ]);
  });

  it('lists every published record by id, each page dated by the content it shows', async () => {
    const pages = await listPages(
      lists({
        articles: [record(7, 3, { column: 'now' }), record(8, 4, { column: 'teams' }), record(9, 2, { column: 'social' })],
        banners: [record(1, 5)],
        'education/think': [record(2, 6)],
        'education/walk': [record(3, 7)],
        'education/history': [record(4, 8)],
        'book/sori': [record(5, 9)],
        'book/report': [record(6, 10, { kind: 'impact' }), record(10, 11, { kind: 'other' })],
        'book/history': [record(11, 12)],
      }),
    );
    const byPath = Object.fromEntries(pages.map((page) => [page.path, page.lastmod]));
    expect(byPath).toEqual({
      '': at(5),
      about: undefined,
      invention: undefined,
      incubator: undefined,
      'academy/landing': at(7),
      'academy/history': at(8),
      'academy/history/4': at(8),
      'study/landing': at(12),
      'study/SRIO': at(9),
      'study/FUN': at(10),
      'study/FUN/6': at(10),
      'study/history/11': at(12),
      'news/landing': at(4),
      'news/now': at(3),
      'news/social': at(2),
      'news/teams': at(4),
      'news/now/7': at(3),
      'news/teams/8': at(4),
      'news/social/9': at(2),
      'subscribe-edm': undefined,
      'policy-terms': undefined,
    });
    expect(pages).toHaveLength(Object.keys(byPath).length);
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml('https://yip.example.org', [{ path: '' }, { path: 'news/now/7', lastmod: '2026-10-01T08:00:00.000Z' }, { path: 'a&b' }]);

  it('is a urlset with the sitemap and xhtml namespaces', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists each page in both languages, each naming every alternate and x-default', () => {
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(6);
    const article = urls.filter((url) => url.includes('news/now/7'));
    expect(article.map((url) => /<loc>(.*?)<\/loc>/.exec(url)?.[1])).toEqual(['https://yip.example.org/zhTw/news/now/7', 'https://yip.example.org/en/news/now/7']);
    for (const url of article) {
      expect(url).toContain('<lastmod>2026-10-01T08:00:00.000Z</lastmod>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="zh-Hant-TW" href="https://yip.example.org/zhTw/news/now/7"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://yip.example.org/en/news/now/7"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://yip.example.org/zhTw/news/now/7"/>');
    }
    expect(urls[0]).toContain('<loc>https://yip.example.org/zhTw/</loc>');
    expect(urls[0]).not.toContain('<lastmod>');
  });

  it('escapes what XML must not hold raw', () => {
    expect(xml).toContain('<loc>https://yip.example.org/en/a&amp;b</loc>');
    expect(xml).not.toContain('a&b');
  });
});
