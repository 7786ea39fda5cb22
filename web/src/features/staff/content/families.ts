// The content families as the console names and groups them: the public page each fills, its name
// in the officer's language, and its segment in the console's paths (`INVENTION_QA` ↔ `invention-qa`).
import { defineMessages } from 'react-intl';
import type { ContentFamily } from '../../../generated/types.ts';

/** The public pages, in the site's order, and the families that fill each. */
export const contentPages = ['home', 'competition', 'incubator', 'academy', 'study', 'news'] as const;
export type ContentPage = (typeof contentPages)[number];

const pageOfPrefix: Record<string, ContentPage> = {
  HOME: 'home',
  INVENTION: 'competition',
  INCUBATOR: 'incubator',
  EDUCATION: 'academy',
  BOOK: 'study',
  ARTICLE: 'news',
};

/** The public page a family fills, from its name's first word. */
export const pageOf = (family: ContentFamily): ContentPage => pageOfPrefix[family.split('_')[0] ?? ''] ?? 'news';

/** The families grouped by page, each group in the order given (the schema's, the site's). */
export function groupByPage<T extends { family: ContentFamily }>(specs: readonly T[]): Array<{ page: ContentPage; specs: T[] }> {
  return contentPages
    .map((page) => ({ page, specs: specs.filter((spec) => pageOf(spec.family) === page) }))
    .filter((group) => group.specs.length > 0);
}

/** `INVENTION_QA` → `invention-qa`. */
export const familySegment = (family: ContentFamily): string => family.toLowerCase().replaceAll('_', '-');

/** `invention-qa` → `INVENTION_QA`, or null when the segment names no family (the page is then a 404). */
export function familyOfSegment(segment: string | undefined): ContentFamily | null {
  if (!segment || !/^[a-z]+(-[a-z]+)*$/.test(segment)) return null;
  const family = segment.toUpperCase().replaceAll('-', '_');
  return Object.hasOwn(familyNames, family) ? (family as ContentFamily) : null;
}

export const pageNames = defineMessages<ContentPage>({
  home: { id: 'staff.content.page.home' },
  competition: { id: 'staff.content.page.competition' },
  incubator: { id: 'staff.content.page.incubator' },
  academy: { id: 'staff.content.page.academy' },
  study: { id: 'staff.content.page.study' },
  news: { id: 'staff.content.page.news' },
});

export const familyNames = defineMessages<ContentFamily>({
  HOME_BANNER: { id: 'staff.content.family.homeBanner' },
  HOME_RECOMMEND: { id: 'staff.content.family.homeRecommend' },
  INVENTION_CONTENT: { id: 'staff.content.family.inventionContent' },
  INVENTION_PRIZE: { id: 'staff.content.family.inventionPrize' },
  INVENTION_QA: { id: 'staff.content.family.inventionQa' },
  INVENTION_RECOMMEND: { id: 'staff.content.family.inventionRecommend' },
  INVENTION_TEAM: { id: 'staff.content.family.inventionTeam' },
  INCUBATOR_CONTENT: { id: 'staff.content.family.incubatorContent' },
  INCUBATOR_QA: { id: 'staff.content.family.incubatorQa' },
  INCUBATOR_RECOMMEND: { id: 'staff.content.family.incubatorRecommend' },
  INCUBATOR_TEACHER: { id: 'staff.content.family.incubatorTeacher' },
  INCUBATOR_TEAM: { id: 'staff.content.family.incubatorTeam' },
  EDUCATION_BANNER: { id: 'staff.content.family.educationBanner' },
  EDUCATION_THINK: { id: 'staff.content.family.educationThink' },
  EDUCATION_WALK: { id: 'staff.content.family.educationWalk' },
  EDUCATION_HISTORY: { id: 'staff.content.family.educationHistory' },
  BOOK_BANNER: { id: 'staff.content.family.bookBanner' },
  BOOK_SORI: { id: 'staff.content.family.bookSori' },
  BOOK_REPORT: { id: 'staff.content.family.bookReport' },
  BOOK_HISTORY: { id: 'staff.content.family.bookHistory' },
  ARTICLE_BANNER: { id: 'staff.content.family.articleBanner' },
  ARTICLE_TAG: { id: 'staff.content.family.articleTag' },
  ARTICLE: { id: 'staff.content.family.article' },
});
