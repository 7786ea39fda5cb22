// /sitemap.xml: the pages the page manifest lists (web/src/app/pageManifest.ts `sitemap`) in both
// languages, each with its alternates and, where the REST data has one, the date its content last
// changed. Detail pages (articles, academy reviews, impact reports, publications) are listed by the
// ids the backend publishes. What each listed page shows is REST knowledge, so it stays here.
import type { RequestHandler } from 'express';
import { pageEntries, type OncePageName, type PerRecordPageName } from '../../../web/src/app/pageManifest.ts';
import { allPages } from '../rest/all-pages.ts';
import type { RestClient, RestClientFactory } from '../rest/client.ts';
import type { Article, ArticleColumn, ResourceRecord } from '../rest/dto.ts';
import { publicOrigin } from './public-origin.ts';

/** A page without its language prefix (`news/now/3`; '' is home), and its content's last change. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

const langs = [
  { prefix: 'zhTw', hreflang: 'zh-Hant-TW' },
  { prefix: 'en', hreflang: 'en' },
] as const;
/** x-default: the site's default language. */
const defaultPrefix = 'zhTw';

/** How long the page list is kept: new content appears within this time. */
const ttlMs = 5 * 60_000;
/** The latest `updatedAt` of some records, or none. */
function latest(records: ResourceRecord[]): string | undefined {
  let max: string | undefined;
  for (const { updatedAt } of records) if (updatedAt && (!max || Date.parse(updatedAt) > Date.parse(max))) max = updatedAt;
  return max;
}

const page = (path: string, records: ResourceRecord[] = []): SitemapPage => {
  const lastmod = latest(records);
  return lastmod ? { path, lastmod } : { path };
};

const allArticles = (rest: RestClient) => allPages((page, pageSize) => rest.articles({ page, pageSize }));

/** The backend's public lists the sitemap reads, as a visitor. */
interface PublicLists {
  articles: Article[];
  banners: ResourceRecord[];
  events: ResourceRecord[];
  reviews: ResourceRecord[];
  sroi: ResourceRecord[];
  reports: Array<ResourceRecord & { kind: string }>;
  publications: ResourceRecord[];
}

async function readLists(rest: RestClient): Promise<PublicLists> {
  const [articles, banners, events, reviews, sroi, reports, publications] = await Promise.all([
    allArticles(rest),
    rest.homeBanners(),
    Promise.all([rest.contentList('education/think'), rest.contentList('education/walk')]).then((lists) => lists.flat()),
    rest.contentList('education/history'),
    rest.contentList('book/sori'),
    rest.contentList('book/report'),
    rest.contentList('book/history'),
  ]);
  return { articles, banners, events, reviews, sroi, reports, publications };
}

type Shown = (lists: PublicLists) => ResourceRecord[];
const column = (name: ArticleColumn): Shown => (lists) => lists.articles.filter((article) => article.column === name);
const impact: Shown = (lists) => lists.reports.filter((report) => report.kind === 'impact');

/**
 * The records each listed page shows: they date it (lastmod), and a page listed per record is
 * listed once for each, its id as `:id`. The compiler asks for every per-record page of the manifest.
 */
const shownOn: Partial<Record<OncePageName, Shown>> & Record<PerRecordPageName, Shown> = {
  // Home shows the banners and the latest news.
  home: (lists) => [...lists.banners, ...column('now')(lists)],
  academyLanding: (lists) => lists.events,
  academyHistory: (lists) => lists.reviews,
  academyHistoryDetail: (lists) => lists.reviews,
  studyLanding: (lists) => [...lists.sroi, ...lists.reports, ...lists.publications],
  studySroi: (lists) => lists.sroi,
  studyFun: impact,
  studyFunDetail: impact,
  studyHistoryDetail: (lists) => lists.publications,
  newsLanding: (lists) => lists.articles,
  newsNow: column('now'),
  newsNowArticle: column('now'),
  newsSocial: column('social'),
  newsSocialArticle: column('social'),
  newsTeams: column('teams'),
  newsTeamsArticle: column('teams'),
};

/** Every listed page, read from the backend's public lists (the ids are the same in both languages). */
export async function listPages(rest: RestClient): Promise<SitemapPage[]> {
  const lists = await readLists(rest);
  return pageEntries.flatMap(([name, entry]) => {
    if (!entry.sitemap) return [];
    const records = shownOn[name as keyof typeof shownOn]?.(lists) ?? [];
    if (entry.sitemap === 'once') return [page(entry.path, records)];
    return records.map((record) => page(entry.path.replace(':id', String(record.id)), [record]));
  });
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The sitemap document: one `<url>` per page and language, each naming all its alternates. */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const href = (prefix: string, path: string) => escapeXml(`${origin}/${prefix}/${path}`);
  const urls = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...langs.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang.hreflang}" href="${href(lang.prefix, path)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(defaultPrefix, path)}"/>`,
    ].join('');
    return langs.map(
      (lang) => `<url><loc>${href(lang.prefix, path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface SitemapOptions {
  restClients: RestClientFactory;
  publicUrl: string | undefined;
  /** For tests: the clock. */
  now?: () => number;
}

/**
 * GET /sitemap.xml. The page list is read as a visitor (no token) and kept for five minutes, one
 * read shared by concurrent requests; a failed read is not kept. The origin is applied per request.
 */
/** The content families the page list is read from: a change to one of them drops the kept list. */
export const sitemapFamilies: readonly string[] = ['article/article', 'home/banner', 'education/think', 'education/walk', 'education/history', 'book/sori', 'book/report', 'book/history'];

export function sitemap({ restClients, publicUrl, now = Date.now }: SitemapOptions): RequestHandler & { drop(tags: readonly string[]): void } {
  let cached: { until: number; pages: Promise<SitemapPage[]> } | undefined;
  const pages = () => {
    if (cached && cached.until > now()) return cached.pages;
    const read = listPages(restClients.create('zhTw'));
    const entry = { until: now() + ttlMs, pages: read };
    cached = entry;
    read.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return read;
  };
  const handler: RequestHandler = async (req, res) => {
    try {
      const xml = sitemapXml(publicOrigin(req, publicUrl), await pages());
      res.set('Cache-Control', `public, max-age=${ttlMs / 1000}`).type('application/xml').send(xml);
    } catch (error) {
      console.error('sitemap: the public lists could not be read:', error instanceof Error ? error.message : error);
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send('Service unavailable');
    }
  };
  return Object.assign(handler, {
    drop(tags: readonly string[]) {
      if (tags.some((tag) => sitemapFamilies.includes(tag))) cached = undefined;
    },
  });
}
