// Where the public site shows a previewed record (issue 21 item 5): its own page where it has one
// (an article, a history entry, an impact report), else the page that lists it, scrolled to its
// section (pages scroll to their #anchor once their content is in: useScrollToHash).
import { localPath, type Lang, type NewsColumnSlug } from '../../../app/paths.ts';
import type { ContentFamily, ContentFieldInput } from '../../../generated/types.ts';

/** The id the gateway previews a record not created yet under. */
export const unsavedPreviewId = '0';

/** The families a preview shows, each on its page: `[page path, #anchor]`, or a function of the record's fields. */
type Place = readonly [string, string?] | ((text: (name: string) => string | undefined, id: string) => readonly [string, string?]);

const columnSlugs: readonly NewsColumnSlug[] = ['now', 'social', 'teams'];
// Each page's section of a content block, by the block's `anchor` (InventionPage, IncubatorPage).
const inventionSections: Record<string, string> = {
  description: 'explain',
  eligibility: 'qualification',
  selection: 'selection',
  schedule: 'schedule',
  rewards: 'rewards',
  template: 'template',
  summary: 'summary',
};
const incubatorSections: Record<string, string> = { introduction: 'introduction', eligibility: 'qualification', apply: 'registration' };

const places: Partial<Record<ContentFamily, Place>> = {
  HOME_BANNER: [''],
  HOME_RECOMMEND: ['', 'home-recommend-title'],
  INVENTION_CONTENT: (text) => ['invention', inventionSections[text('anchor') ?? '']],
  INVENTION_PRIZE: ['invention', 'rewards'],
  INVENTION_QA: ['invention', 'q-and-a'],
  INVENTION_RECOMMEND: ['invention', 'recommend'],
  INVENTION_TEAM: ['invention', 'history-team'],
  INCUBATOR_CONTENT: (text) => ['incubator', incubatorSections[text('anchor') ?? '']],
  INCUBATOR_QA: ['incubator', 'q-and-a'],
  INCUBATOR_RECOMMEND: ['incubator', 'recommend'],
  INCUBATOR_TEACHER: ['incubator', 'history-teacher'],
  INCUBATOR_TEAM: ['incubator', 'history-team'],
  EDUCATION_BANNER: ['academy/landing'],
  EDUCATION_THINK: ['academy/landing', 'curriculum'],
  EDUCATION_WALK: ['academy/landing', 'block'],
  EDUCATION_HISTORY: (_text, id) => [`academy/history/${id}`],
  BOOK_BANNER: ['study/landing'],
  BOOK_SORI: ['study/SRIO'],
  // Impact reports have a page of their own; alumni reports are listed on the landing page only.
  BOOK_REPORT: (text, id) => (text('kind') === 'alumni' ? ['study/landing', 'alumni'] : [`study/FUN/${id}`]),
  BOOK_HISTORY: (_text, id) => [`study/history/${id}`],
  ARTICLE_BANNER: ['news/landing'],
  ARTICLE: (text, id) => [`news/${columnSlugs.find((each) => each === text('column')) ?? 'now'}/${id}`],
};

/** The families whose public page a preview renders (the gateway's `previewFamilies`): a tag shows only on its articles. */
export const previewFamilies: ReadonlySet<ContentFamily> = new Set(Object.keys(places) as ContentFamily[]);

/** The public path (with its #anchor) showing the record; null for a family no page previews. */
export function previewPath(lang: Lang, family: ContentFamily, id: string | null, fields: readonly ContentFieldInput[]): string | null {
  const place = places[family];
  if (!place) return null;
  const text = (name: string) => fields.find((field) => field.name === name)?.text ?? undefined;
  const [path, anchor] = typeof place === 'function' ? place(text, id ?? unsavedPreviewId) : place;
  return localPath(lang, path) + (anchor ? `#${anchor}` : '');
}
