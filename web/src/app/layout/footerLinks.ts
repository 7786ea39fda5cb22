import { defineMessages, type MessageDescriptor } from 'react-intl';
import { pageTitles } from '../i18n/pageTitles.ts';

// The footer's in-page anchors of spec §2, grouped under the pages they belong to.

const anchors = defineMessages({
  'four-main': { id: 'footer.anchor.fourMain' },
  partner: { id: 'footer.anchor.partner' },
  explain: { id: 'footer.anchor.explain' },
  registration: { id: 'footer.anchor.registration' },
  'q-and-a': { id: 'footer.anchor.qAndA' },
  recommend: { id: 'footer.anchor.recommend' },
  'history-team': { id: 'footer.anchor.historyTeam' },
  qualification: { id: 'footer.anchor.qualification' },
  'history-teacher': { id: 'footer.anchor.historyTeacher' },
  curriculum: { id: 'footer.anchor.curriculum' },
  block: { id: 'footer.anchor.block' },
  history: { id: 'footer.anchor.history' },
  SROI: { id: 'footer.anchor.sroi' },
  FUN: { id: 'footer.anchor.fun' },
  now: { id: 'footer.anchor.now' },
  'social-innovation': { id: 'footer.anchor.socialInnovation' },
  teams: { id: 'footer.anchor.teams' },
});

export type FooterAnchor = keyof typeof anchors;

export interface FooterGroup {
  page: string;
  title: MessageDescriptor;
  links: Array<{ anchor: FooterAnchor; label: MessageDescriptor }>;
}

const group = (page: string, title: MessageDescriptor, ids: FooterAnchor[]): FooterGroup => ({
  page,
  title,
  links: ids.map((anchor) => ({ anchor, label: anchors[anchor] })),
});

export const footerGroups: FooterGroup[] = [
  group('about', pageTitles.about, ['four-main', 'partner']),
  group('invention', pageTitles.invention, ['explain', 'registration', 'q-and-a', 'recommend', 'history-team']),
  group('incubator', pageTitles.incubator, ['qualification', 'history-teacher']),
  group('academy', pageTitles.academy, ['curriculum', 'block', 'history']),
  group('study', pageTitles.study, ['SROI', 'FUN']),
  group('news', pageTitles.news, ['now', 'social-innovation', 'teams']),
];
