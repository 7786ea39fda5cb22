import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.ts';

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
