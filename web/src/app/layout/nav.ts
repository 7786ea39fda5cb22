import { defineMessages } from 'react-intl';

/** The top menu of spec §2, in order. */
export const mainNav = [
  { path: 'about', label: defineMessages({ m: { id: 'nav.about' } }).m },
  { path: 'invention', label: defineMessages({ m: { id: 'nav.invention' } }).m },
  { path: 'incubator', label: defineMessages({ m: { id: 'nav.incubator' } }).m },
  { path: 'academy', label: defineMessages({ m: { id: 'nav.academy' } }).m },
  { path: 'study', label: defineMessages({ m: { id: 'nav.study' } }).m },
  { path: 'news', label: defineMessages({ m: { id: 'nav.news' } }).m },
] as const;
