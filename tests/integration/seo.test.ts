// What crawlers and link previews read, from the real backend and gateway: /robots.txt, a
// /sitemap.xml that lists every public page in both languages (every article by its id), and each
// public page's own <head> (title, description, og:*, canonical, hreflang) in its language, fetched
// as a preview crawler does (`Accept: */*`, its user agent).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startBackend, startGateway, type Tier } from '../support/stack.ts';

const site = 'https://yip.example.org';
const crawler = { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' };
const langs = ['zhTw', 'en'] as const;
type Lang = (typeof langs)[number];
const catalogues = Object.fromEntries(
  langs.map((lang) => [lang, JSON.parse(readFileSync(join(repoRoot, `web/src/i18n/messages/${lang}.json`), 'utf8')) as Record<string, string>]),
) as Record<Lang, Record<string, string>>;

let backend: Tier;
let gateway: Tier;

beforeAll(async () => {
  backend = await startBackend();
  gateway = await startGateway(backend.url, { PUBLIC_URL: site, REQUEST_LOG: 'off' });
});

afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
});

/** A published list straight from the REST backend (as a visitor). */
async function restList<T>(family: string): Promise<T[]> {
  const res = await fetch(`${backend.url}/api/${family}/pub/list?page=1&pageSize=100`, { headers: { 'content-language': 'en' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: T[] }).items;
}

/** Well-formed XML: every element closed in order, attributes quoted, no bare `&` or `<`. */
function assertWellFormed(xml: string): void {
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, '');
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>|([^<]+)/y;
  let at = 0;
  while (at < body.length) {
    token.lastIndex = at;
    const match = token.exec(body);
    if (!match) throw new Error(`not well-formed at ${at}: ${body.slice(at, at + 60)}`);
    const [whole, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bare & in ${text}`);
    } else if (closing) {
      expect(stack.pop(), `</${name}>`).toBe(name);
    } else if (!selfClosing) {
      stack.push(name ?? '');
    }
    at += whole.length;
  }
  expect(stack).toEqual([]);
}

describe('robots.txt', () => {
  it('allows the public site, keeps member pages and /graphql out and names the sitemap', async () => {
    const res = await fetch(`${gateway.url}/robots.txt`, { headers: crawler });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ['/zhTw/user', '/en/user', '/zhTw/login', '/en/register', '/zhTw/invention-apply', '/en/incubator-apply', '/en/incubator-final', '/graphql']) {
      expect(text).toContain(`\nDisallow: ${path}\n`);
    }
    expect(text).toContain(`\nSitemap: ${site}/sitemap.xml\n`);
  });
});

describe('sitemap.xml', () => {
  let xml = '';
  let locs: string[] = [];

  beforeAll(async () => {
    const res = await fetch(`${gateway.url}/sitemap.xml`, { headers: crawler });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    xml = await res.text();
    locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1] ?? '');
  });

  it('is a well-formed urlset with the sitemap and xhtml namespaces', () => {
    assertWellFormed(xml);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists every public page in both languages, each with its alternates, and no member page', () => {
    const paths = ['', 'about', 'invention', 'incubator', 'academy/landing', 'academy/history', 'study/landing', 'study/SRIO', 'study/FUN', 'news/landing', 'news/now', 'news/social', 'news/teams', 'subscribe-edm', 'policy-terms'];
    for (const lang of langs) for (const path of paths) expect(locs).toContain(`${site}/${lang}/${path}`);
    expect(locs.filter((loc) => /\/(user|login|register|invention-apply|incubator-apply|incubator-final)(\/|$)/.test(loc))).toEqual([]);
    for (const url of xml.match(/<url>.*?<\/url>/g) ?? []) {
      const path = /<loc>[^<]*?\/(?:zhTw|en)\/([^<]*)<\/loc>/.exec(url)?.[1] ?? '';
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hant-TW" href="${site}/zhTw/${path}"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${site}/en/${path}"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}/zhTw/${path}"/>`);
    }
  });

  it('lists every published article, academy review, impact report and publication by id, with its last change', async () => {
    const articles = await restList<{ id: number; column: string; updatedAt: string }>('article/article');
    expect(articles.length).toBeGreaterThan(3);
    for (const article of articles) {
      for (const lang of langs) {
        const url = xml.match(new RegExp(`<url><loc>${site}/${lang}/news/${article.column}/${article.id}</loc>.*?</url>`))?.[0];
        expect(url, `article ${article.id} in ${lang}`).toBeDefined();
        expect(url).toContain(`<lastmod>${article.updatedAt}</lastmod>`);
      }
    }
    const details: [string, string, (item: { kind?: string }) => boolean][] = [
      ['education/history', 'academy/history', () => true],
      ['book/report', 'study/FUN', (report) => report.kind === 'impact'],
      ['book/history', 'study/history', () => true],
    ];
    for (const [family, path, listed] of details) {
      const items = (await restList<{ id: number; kind?: string }>(family)).filter(listed);
      expect(items.length, family).toBeGreaterThan(0);
      for (const item of items) for (const lang of langs) expect(locs).toContain(`${site}/${lang}/${path}/${item.id}`);
    }
  });
});

// ---- each page's head, as a link preview reads it ----

interface Head {
  status: number;
  htmlLang: string | undefined;
  title: string | undefined;
  meta: (key: string) => string | undefined;
  links: (rel: string) => { href: string; hreflang?: string }[];
  jsonLd: Record<string, unknown>[];
}

const unescape = (text: string) =>
  text.replace(/&(lt|gt|amp|quot|#39);/g, (_, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'" })[name] ?? '');

const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], unescape(m[2] ?? '')]));

async function headOf(path: string): Promise<Head> {
  const res = await fetch(`${gateway.url}${path}`, { headers: crawler });
  const html = await res.text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const metas = [...head.matchAll(/<meta [^>]*>/g)].map((m) => attributes(m[0]));
  return {
    status: res.status,
    htmlLang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta: (key) => metas.find((m) => m.name === key || m.property === key)?.content,
    links: (rel) => [...head.matchAll(/<link [^>]*>/g)].map((m) => attributes(m[0])).filter((l) => l.rel === rel) as { href: string; hreflang?: string }[],
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>),
  };
}

function expectPageHead(head: Head, lang: Lang, path: string, title: string, description: string) {
  const url = `${site}/${lang}/${path}`;
  const siteName = catalogues[lang]['app.siteName'];
  expect(head.status, url).toBe(200);
  expect(head.htmlLang).toBe(lang === 'en' ? 'en' : 'zh-Hant-TW');
  expect(head.title).toBe(`${title} | ${siteName}`);
  expect(head.meta('description')).toBe(description);
  expect(head.links('canonical')).toEqual([expect.objectContaining({ href: url })]);
  expect(head.links('alternate')).toEqual([
    expect.objectContaining({ hreflang: 'zh-Hant-TW', href: `${site}/zhTw/${path}` }),
    expect.objectContaining({ hreflang: 'en', href: `${site}/en/${path}` }),
    expect.objectContaining({ hreflang: 'x-default', href: `${site}/zhTw/${path}` }),
  ]);
  expect(head.meta('og:url')).toBe(url);
  expect(head.meta('og:description')).toBe(description);
  expect(head.meta('og:site_name')).toBe(siteName);
  expect(head.meta('og:locale')).toBe(lang === 'en' ? 'en_US' : 'zh_TW');
  expect(head.meta('og:locale:alternate')).toBe(lang === 'en' ? 'zh_TW' : 'en_US');
  expect(head.meta('og:image')).toMatch(new RegExp(`^${site}/.+\\.(png|jpe?g)$`));
  expect(head.meta('og:image:alt')).toBeTruthy();
  expect(head.meta('twitter:card')).toBe('summary_large_image');
  expect(head.meta('robots')).toBeUndefined();
}

/** Public pages whose head comes from the catalogue: path, page title id, description id. */
const catalogued: [string, string, string][] = [
  ['', 'page.home.title', 'seo.home.description'],
  ['about', 'page.about.title', 'seo.about.description'],
  ['invention', 'page.invention.title', 'seo.invention.description'],
  ['incubator', 'page.incubator.title', 'seo.incubator.description'],
  ['academy/landing', 'page.academy.title', 'seo.academy.description'],
  ['academy/history', 'page.academy.history.title', 'seo.academyHistory.description'],
  ['study/landing', 'page.study.title', 'seo.study.description'],
  ['study/SRIO', 'page.study.sroi.title', 'seo.studySroi.description'],
  ['study/FUN', 'page.study.fun.title', 'seo.studyFun.description'],
  ['news/landing', 'page.news.title', 'news.landing.intro'],
  ['news/now', 'page.news.now.title', 'news.column.now.intro'],
  ['news/social', 'page.news.social.title', 'news.column.social.intro'],
  ['news/teams', 'page.news.teams.title', 'news.column.teams.intro'],
  ['subscribe-edm', 'page.subscribeEdm.title', 'seo.subscribe.description'],
  ['policy-terms', 'page.policyTerms.title', 'seo.policy.description'],
];

describe.each(langs)('each public page’s head in %s, as a link preview reads it', (lang) => {
  it.each(catalogued)('/%s', async (path, titleId, descriptionId) => {
    const head = await headOf(`/${lang}/${path}`);
    expectPageHead(head, lang, path, catalogues[lang][titleId] ?? titleId, catalogues[lang][descriptionId] ?? descriptionId);
    expect(head.meta('og:type')).toBe('website');
    if (path === '') expect(head.jsonLd).toEqual([expect.objectContaining({ '@type': 'Organization', name: catalogues[lang]['app.siteName'] })]);
  });

  it('an article: its own title, summary, cover, NewsArticle', async () => {
    const res = await fetch(`${backend.url}/api/article/article/pub/list?page=1&pageSize=1&column=social`, { headers: { 'content-language': lang } });
    const [article] = ((await res.json()) as { items: { id: number; title: string; summary: string; cover: string }[] }).items;
    expect(article).toBeDefined();
    if (!article) return;
    const path = `news/social/${article.id}`;
    const head = await headOf(`/${lang}/${path}`);
    expectPageHead(head, lang, path, article.title, article.summary);
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:title')).toBe(article.title);
    expect(head.meta('og:image')).toBe(`${site}${article.cover.replace(/\.svg$/, '.png')}`);
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.jsonLd).toEqual([expect.objectContaining({ '@type': 'NewsArticle', headline: article.title, inLanguage: lang === 'en' ? 'en' : 'zh-Hant-TW' })]);
    // The preview image itself is served as an image.
    const image = await fetch(`${gateway.url}${new URL(head.meta('og:image') ?? '').pathname}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/(png|jpeg)/);
  });

  it.each([
    ['education/history', 'academy/history', 'photos'],
    ['book/report', 'study/FUN', 'cover'],
    ['book/history', 'study/history', 'cover'],
  ] as const)('a %s record: its own title, summary and image', async (family, route, imageField) => {
    const res = await fetch(`${backend.url}/api/${family}/pub/list?page=1&pageSize=100`, { headers: { 'content-language': lang } });
    const items = ((await res.json()) as { items: { id: number; kind?: string; title: string; summary: string; cover?: string; photos?: string[] }[] }).items;
    const item = items.find((record) => family !== 'book/report' || record.kind === 'impact');
    expect(item).toBeDefined();
    if (!item) return;
    const path = `${route}/${item.id}`;
    const head = await headOf(`/${lang}/${path}`);
    expectPageHead(head, lang, path, item.title, item.summary);
    expect(head.meta('og:type')).toBe('article');
    const image = imageField === 'photos' ? item.photos?.[0] : item.cover;
    expect(head.meta('og:image')).toBe(`${site}${image?.replace(/\.svg$/, '.png')}`);
  });

  it('academy events as Event JSON-LD on the academy page', async () => {
    const head = await headOf(`/${lang}/academy/landing`);
    const events = head.jsonLd.filter((item) => item['@type'] === 'Event');
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event).toEqual(expect.objectContaining({ name: expect.any(String), startDate: expect.any(String), location: expect.objectContaining({ '@type': 'Place' }) }));
  });

  it('an unknown article answers 404, not to be indexed', async () => {
    const head = await headOf(`/${lang}/news/now/987654`);
    expect(head.status).toBe(404);
    expect(head.meta('robots')).toBe('noindex');
    expect(head.title).toBe(`${catalogues[lang]['seo.notFound.title']} | ${catalogues[lang]['app.siteName']}`);
  });
});
