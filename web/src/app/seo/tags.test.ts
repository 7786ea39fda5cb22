import { describe, expect, it } from 'vitest';
import type { PageHead } from './head.ts';
import { headHtml, scriptJson } from './tags.ts';

const hostile = 'Say "hi"</script><script>alert(1)</script> & <b>';

const head: PageHead = {
  title: `${hostile} | Site`,
  ogTitle: hostile,
  siteName: 'Site',
  description: `It's ${hostile}`,
  canonical: 'https://example.org/en/news/now/1?x="y"',
  alternates: [
    { hreflang: 'zh-Hant-TW', href: 'https://example.org/zhTw/news/now/1' },
    { hreflang: 'en', href: 'https://example.org/en/news/now/1' },
    { hreflang: 'x-default', href: 'https://example.org/zhTw/news/now/1' },
  ],
  ogType: 'article',
  locale: 'en_US',
  image: { url: 'https://example.org/files/a.png', width: 1200, height: 800, alt: hostile },
  jsonLd: [{ '@type': 'NewsArticle', headline: hostile, note: 'line\u2028break' }],
  publishedAt: '2026-10-01T00:00:00.000Z',
};

describe('headHtml', () => {
  const html = headHtml(head);

  it('escapes every value: nothing the content says opens or closes an element', () => {
    expect(html).not.toContain('</script><script>alert');
    expect(html).not.toContain('<b>');
    // Only our own elements: one title, one JSON-LD script.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('<title>Say &quot;hi&quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt; | Site</title>');
    expect(html).toContain('<meta name="description" content="It&#39;s Say &quot;hi&quot;');
    expect(html).toContain('<link rel="canonical" href="https://example.org/en/news/now/1?x=&quot;y&quot;">');
  });

  it('JSON-LD keeps its data with < > & and line separators escaped', () => {
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(script)).toEqual(head.jsonLd[0]);
    expect(scriptJson({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
  });

  it('writes Open Graph, Twitter card, hreflang and locale tags', () => {
    for (const tag of [
      '<link rel="alternate" hreflang="zh-Hant-TW" href="https://example.org/zhTw/news/now/1">',
      '<link rel="alternate" hreflang="en" href="https://example.org/en/news/now/1">',
      '<link rel="alternate" hreflang="x-default" href="https://example.org/zhTw/news/now/1">',
      '<meta property="og:type" content="article">',
      '<meta property="og:site_name" content="Site">',
      '<meta property="og:locale" content="en_US">',
      '<meta property="og:locale:alternate" content="zh_TW">',
      '<meta property="article:published_time" content="2026-10-01T00:00:00.000Z">',
      '<meta property="og:image" content="https://example.org/files/a.png">',
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="800">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:image" content="https://example.org/files/a.png">',
    ]) {
      expect(html).toContain(tag);
    }
    expect(html).toContain('<meta property="og:title" content="Say &quot;hi&quot;');
    expect(html).not.toContain('name="robots"');
  });

  it('says noindex for a page that must not be listed, and a plain card without an image', () => {
    const notFound = headHtml({ ...head, robots: 'noindex', image: undefined, alternates: [], jsonLd: [] });
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    expect(notFound).toContain('<meta name="twitter:card" content="summary">');
    expect(notFound).not.toContain('og:image');
    expect(notFound).not.toContain('hreflang');
  });
});
