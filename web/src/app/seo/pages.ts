// What each public page tells its <head> about itself, read back from the request's Apollo cache
// after the page rendered (the same arguments as the page's own query, so a cache read only).
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { PageKey } from '../i18n/pageTitles.ts';
import { localPath, LOCALE, type Lang } from '../paths.ts';
import { documentText } from '@yip/rules/rich-text';
import { clip } from './descriptions.ts';
import type { HeadImage } from './head.ts';
import { imageSizes, previewImage } from './images.ts';
import { event, newsArticle, organization, type Publisher } from './jsonLd.ts';
import {
  SeoArticleDocument,
  SeoEducationEventsDocument,
  SeoEducationHistoryEntryDocument,
  SeoHomeDocument,
  SeoSectionBannerDocument,
  SeoStudyHistoryEntryDocument,
  SeoStudyReportDocument,
} from './seo.generated.ts';

export interface PageContext {
  client: ApolloClient;
  lang: Lang;
  origin: string;
  params: Record<string, string | undefined>;
  /** The page's canonical URL as requested. */
  url: string;
  publisher: Publisher;
}

/** What a page knows of itself; anything missing falls back to the page's title and texts. */
export interface PageFacts {
  /** The record's own title (detail pages). */
  title?: string;
  description?: string;
  image?: HeadImage;
  ogType?: 'website' | 'article';
  jsonLd?: object[];
  /** The record's own path when the requested one is not it (an article under another column). */
  canonicalPath?: string;
  publishedAt?: string;
  /** A detail page whose record does not exist: the page rendered its not-found state. */
  missing?: boolean;
}

/** The cached answer of a query, or null when the page did not (fully) load it. */
function read<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): TData | null {
  try {
    return client.readQuery<TData, OperationVariables>({ query, variables });
  } catch {
    return null;
  }
}

const columnSlugs = { NOW: 'now', SOCIAL: 'social', TEAMS: 'teams' } as const;

function home({ client, origin, publisher }: PageContext): PageFacts {
  const data = read(client, SeoHomeDocument);
  const banner = data?.homeBanners[0];
  const sameAs = (data?.siteSettings.socialLinks ?? []).map((link) => link.url);
  return {
    image: banner ? previewImage(origin, banner.imageDesktop, imageSizes.homeBanner, banner.alt) : undefined,
    jsonLd: [organization(publisher, sameAs)],
  };
}

function article({ client, lang, origin, params, publisher }: PageContext): PageFacts {
  const found = read(client, SeoArticleDocument, { id: params.id ?? '' })?.article;
  if (found === null) return { missing: true };
  if (!found) return {};
  const canonicalPath = localPath(lang, 'news', columnSlugs[found.column], found.id);
  const description = clip(found.summary || documentText(found.body));
  const cover = previewImage(origin, found.cover, imageSizes.cover, found.title);
  // Link previews show the article's own preview image when it has one; search keeps the cover the page shows.
  const image = found.ogImage ? previewImage(origin, found.ogImage.src, found.ogImage, found.ogImage.alt) : cover;
  const ld = newsArticle(
    {
      url: origin + canonicalPath,
      headline: found.title,
      description,
      image: cover.url,
      datePublished: found.publishedAt,
      author: found.author,
      inLanguage: LOCALE[lang],
    },
    publisher,
  );
  return { title: found.title, description, image, ogType: 'article', jsonLd: [ld], canonicalPath, publishedAt: found.publishedAt };
}

/** A section landing page: its first top banner is its image. */
const sectionLanding = (section: 'ACADEMY' | 'STUDY' | 'NEWS') => (ctx: PageContext): PageFacts => {
  const banner = read(ctx.client, SeoSectionBannerDocument, { section })?.sectionBanners[0];
  return banner ? { image: previewImage(ctx.origin, banner.image, imageSizes.cover, banner.title) } : {};
};

function academy(ctx: PageContext): PageFacts {
  const facts = sectionLanding('ACADEMY')(ctx);
  const events = read(ctx.client, SeoEducationEventsDocument)?.educationEvents ?? [];
  const jsonLd = events.map((item) =>
    event(
      {
        name: item.title,
        description: item.summary,
        startDate: item.startAt,
        endDate: item.endAt,
        place: item.place,
        image: previewImage(ctx.origin, item.cover, imageSizes.cover, item.title).url,
        url: ctx.url,
        inLanguage: LOCALE[ctx.lang],
      },
      ctx.publisher,
    ),
  );
  return { ...facts, jsonLd };
}

interface RecordFacts {
  title: string;
  summary: string;
  cover: string | undefined;
}

/** A detail page of one record: its title, summary and cover, or not found. */
function record(found: RecordFacts | null | undefined, origin: string): PageFacts {
  if (found === null) return { missing: true };
  if (!found) return {};
  return {
    title: found.title,
    description: clip(found.summary),
    image: found.cover ? previewImage(origin, found.cover, imageSizes.cover, found.title) : undefined,
    ogType: 'article',
  };
}

const readers: Partial<Record<PageKey, (ctx: PageContext) => PageFacts>> = {
  home,
  newsArticle: article,
  news: sectionLanding('NEWS'),
  study: sectionLanding('STUDY'),
  academy,
  academyHistoryDetail: ({ client, origin, params }) => {
    const entry = read(client, SeoEducationHistoryEntryDocument, { id: params.id ?? '' })?.educationHistoryEntry;
    return record(entry && { title: entry.title, summary: entry.summary, cover: entry.photos[0] }, origin);
  },
  studyFunDetail: ({ client, origin, params }) =>
    record(read(client, SeoStudyReportDocument, { kind: 'IMPACT', id: params.id ?? '' })?.studyReport, origin),
  studyHistoryDetail: ({ client, origin, params }) =>
    record(read(client, SeoStudyHistoryEntryDocument, { id: params.id ?? '' })?.studyHistoryEntry, origin),
};

export function pageFacts(page: PageKey | undefined, ctx: PageContext): PageFacts {
  const reader = page ? readers[page] : undefined;
  return reader ? reader(ctx) : {};
}
