// The <head> of a server-rendered public page (issue 10): its own title and description in its
// language, canonical and hreflang links, Open Graph / Twitter card tags and JSON-LD. Computed on
// the server after the page rendered, from the route and the data in the request's Apollo cache.
import type { ApolloClient } from '@apollo/client';
import type { IntlShape } from 'react-intl';
import type { PageKey } from '../i18n/pageTitles.ts';
import { pageTitles } from '../i18n/pageTitles.ts';
import { pageEntries, sectionOf, titleOf } from '../pageManifest.ts';
import { DEFAULT_LANG, switchLangPath, type Lang } from '../paths.ts';
import { pageDescriptionIds, siteDescriptionId } from './descriptions.ts';
import { sitePreviewImage } from './images.ts';
import { pageFacts } from './pages.ts';

export { headHtml } from './tags.ts';

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

export interface HeadImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  alternates: HeadLink[];
  ogType: 'website' | 'article';
  locale: 'zh_TW' | 'en_US';
  image?: HeadImage;
  jsonLd: object[];
  /** `noindex` for pages that must not be listed (not found). */
  robots?: string;
  /** og:title / twitter:title: the page's own title without the site's name (else `title`). */
  ogTitle?: string;
  /** og:site_name. */
  siteName?: string;
  /** article:published_time of an article (ISO instant). */
  publishedAt?: string;
}

const hreflangs: Record<Lang, HeadLink['hreflang']> = { zhTw: 'zh-Hant-TW', en: 'en' };

/**
 * The pages kept out of search results, by their title: the manifest's placeholders, and the
 * members' pages, rendered as their empty frame for whoever asks (robots.txt keeps crawlers out;
 * the meta tells one that followed a link).
 */
const unlisted = new Set<PageKey | undefined>(pageEntries.filter(([, entry]) => entry.noindex || sectionOf(entry).memberOnly).map(([name]) => titleOf(name)));

/** A catalogue text, or undefined when the loaded catalogue lacks it (a fallback takes over). */
function text(intl: IntlShape, id: string): string | undefined {
  return id in intl.messages ? intl.formatMessage({ id }) : undefined;
}

/** One spelling per page: the home page with its slash, every other path without a trailing one. */
function canonicalPath(pathname: string): string {
  if (/^\/(zhTw|en)\/?$/.test(pathname)) return pathname.replace(/\/?$/, '/');
  return pathname.replace(/\/+$/, '');
}

function alternates(origin: string, path: string): HeadLink[] {
  return [
    ...(['zhTw', 'en'] as const).map((lang) => ({ hreflang: hreflangs[lang], href: origin + switchLangPath(path, lang) })),
    { hreflang: 'x-default', href: origin + switchLangPath(path, DEFAULT_LANG) },
  ];
}

export function pageHead(input: HeadInput): PageHead {
  const { intl, lang, origin, page } = input;
  const site = intl.formatMessage({ id: 'app.siteName' });
  const withSite = (name: string) => intl.formatMessage({ id: 'app.title.format' }, { page: name, site });
  const requested = canonicalPath(input.pathname);
  const facts = pageFacts(page, {
    client: input.client,
    lang,
    origin,
    params: input.params,
    url: origin + requested,
    publisher: { name: site, url: `${origin}/${lang}/` },
  });
  const common = {
    locale: lang === 'en' ? ('en_US' as const) : ('zh_TW' as const),
    siteName: site,
    image: facts.image ?? sitePreviewImage(origin, site),
  };
  const siteDescription = text(intl, siteDescriptionId) ?? site;

  if (input.notFound || facts.missing) {
    const title = text(intl, 'seo.notFound.title');
    return {
      ...common,
      title: title ? withSite(title) : site,
      ogTitle: title,
      description: text(intl, 'seo.notFound.body') ?? siteDescription,
      canonical: origin + requested,
      alternates: [],
      ogType: 'website',
      jsonLd: [],
      robots: 'noindex',
    };
  }

  const path = facts.canonicalPath ?? requested;
  const name = facts.title ?? (page ? intl.formatMessage(pageTitles[page]) : undefined);
  const descriptionId = page ? pageDescriptionIds[page] : undefined;
  return {
    ...common,
    title: name ? withSite(name) : site,
    ogTitle: page === 'home' ? site : name,
    description: facts.description ?? (descriptionId ? text(intl, descriptionId) : undefined) ?? siteDescription,
    canonical: origin + path,
    alternates: alternates(origin, path),
    ogType: facts.ogType ?? 'website',
    jsonLd: facts.jsonLd ?? [],
    ...(facts.publishedAt ? { publishedAt: facts.publishedAt } : {}),
    ...(unlisted.has(page) ? { robots: 'noindex' } : {}),
  };
}
