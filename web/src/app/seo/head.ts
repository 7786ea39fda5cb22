// The <head> of a server-rendered public page (issue 10): its own title and description in its
// language, canonical and hreflang links, Open Graph / Twitter card tags and JSON-LD. Computed on
// the server after the page rendered, from the route and the data in the request's Apollo cache.
import type { ApolloClient } from '@apollo/client';
import type { IntlShape } from 'react-intl';
import type { PageKey } from '../i18n/pageTitles.ts';
import { pageTitles } from '../i18n/pageTitles.ts';
import type { Lang } from '../paths.ts';

export interface HeadInput {
  lang: Lang;
  /** The page's path as requested, without the query: `/en/news/now/80`. */
  pathname: string;
  /** The deepest matched route's page key (routes.tsx `handle.page`). */
  page: PageKey | undefined;
  params: Record<string, string | undefined>;
  /** The request's Apollo client after rendering: its cache holds the page's data. */
  client: ApolloClient;
  intl: IntlShape;
  /** Absolute origin for canonical and og:* URLs, without a trailing slash: `https://example.org`. */
  origin: string;
  /** The page rendered its not-found state (answered with 404). */
  notFound: boolean;
}

export interface HeadLink {
  hreflang: 'zh-Hant-TW' | 'en' | 'x-default';
  href: string;
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  alternates: HeadLink[];
  ogType: 'website' | 'article';
  locale: 'zh_TW' | 'en_US';
  image?: { url: string; width?: number; height?: number; alt: string };
  jsonLd: object[];
  /** `noindex` for pages that must not be listed (not found). */
  robots?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A first version: the page title and the site's description (the SEO work refines it). */
export function pageHead(input: HeadInput): PageHead {
  const { intl, lang, origin, pathname, page } = input;
  const site = intl.formatMessage({ id: 'app.siteName' });
  const title = page ? intl.formatMessage({ id: 'app.title.format' }, { page: intl.formatMessage(pageTitles[page]), site }) : site;
  const other = lang === 'en' ? 'zhTw' : 'en';
  const otherPath = pathname.replace(/^\/(zhTw|en)(?=\/|$)/, `/${other}`);
  return {
    title,
    description: site,
    canonical: origin + pathname,
    alternates: [
      { hreflang: lang === 'en' ? 'en' : 'zh-Hant-TW', href: origin + pathname },
      { hreflang: other === 'en' ? 'en' : 'zh-Hant-TW', href: origin + otherPath },
      { hreflang: 'x-default', href: origin + (lang === 'zhTw' ? pathname : otherPath) },
    ],
    ogType: 'website',
    locale: lang === 'en' ? 'en_US' : 'zh_TW',
    jsonLd: [],
    ...(input.notFound ? { robots: 'noindex' } : {}),
  };
}

/** The tags that replace the template's <title> and description. */
export function headHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map((link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}">`),
    ...(head.robots ? [`<meta name="robots" content="${escapeHtml(head.robots)}">`] : []),
  ];
  return tags.join('');
}
