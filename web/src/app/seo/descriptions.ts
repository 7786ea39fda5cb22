// The description of each public page that has no record of its own to describe it: the same
// catalogue text the page itself gives to usePageMeta, so the server's head and the client's agree.
import type { PageKey } from '../i18n/pageTitles.ts';

export const siteDescriptionId = 'seo.home.description';

export const pageDescriptionIds: Partial<Record<PageKey, string>> = {
  home: siteDescriptionId,
  about: 'seo.about.description',
  invention: 'seo.invention.description',
  incubator: 'seo.incubator.description',
  academy: 'seo.academy.description',
  academyHistory: 'seo.academyHistory.description',
  study: 'seo.study.description',
  studySroi: 'seo.studySroi.description',
  studyFun: 'seo.studyFun.description',
  news: 'news.landing.intro',
  newsNow: 'news.column.now.intro',
  newsSocial: 'news.column.social.intro',
  newsTeams: 'news.column.teams.intro',
  subscribeEdm: 'seo.subscribe.description',
  policyTerms: 'seo.policy.description',
  building: 'seo.building.description',
  unpublic: 'seo.unpublic.description',
};

/** Longest description kept: search results cut around 160 characters. */
const maxLength = 160;

/** A text shortened to a description at a word (or, in Chinese, a character) boundary. */
export function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > maxLength * 0.6 ? cut.slice(0, space) : cut}…`;
}
