// The words for the families' fields and their choices. The schema names fields as the families do
// (`question`, `imageDes`); the console labels them here, one label per name, and per family only
// where one name means two things (a mentor's `title` is a job title, not a heading). A name the
// console does not know yet (a field added on the server first) shows as itself.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ContentFamily, StaffLanguage } from '../../../generated/types.ts';

const fields: Record<string, MessageDescriptor> = defineMessages({
  alt: { id: 'staff.content.field.alt' },
  amount: { id: 'staff.content.field.amount' },
  anchor: { id: 'staff.content.field.anchor' },
  answer: { id: 'staff.content.field.answer' },
  author: { id: 'staff.content.field.author' },
  award: { id: 'staff.content.field.award' },
  bio: { id: 'staff.content.field.bio' },
  column: { id: 'staff.content.field.column' },
  content: { id: 'staff.content.field.content' },
  cover: { id: 'staff.content.field.cover' },
  date: { id: 'staff.content.field.date' },
  description: { id: 'staff.content.field.description' },
  endAt: { id: 'staff.content.field.endAt' },
  file: { id: 'staff.content.field.file' },
  group: { id: 'staff.content.field.group' },
  image: { id: 'staff.content.field.image' },
  imageDes: { id: 'staff.content.field.imageDes' },
  imageMob: { id: 'staff.content.field.imageMob' },
  issue: { id: 'staff.content.field.issue' },
  kind: { id: 'staff.content.field.kind' },
  link: { id: 'staff.content.field.link' },
  members: { id: 'staff.content.field.members' },
  name: { id: 'staff.content.field.name' },
  ogImage: { id: 'staff.content.field.ogImage' },
  ogImageAlt: { id: 'staff.content.field.ogImageAlt' },
  org: { id: 'staff.content.field.org' },
  pdf: { id: 'staff.content.field.pdf' },
  person: { id: 'staff.content.field.person' },
  photo: { id: 'staff.content.field.photo' },
  photos: { id: 'staff.content.field.photos' },
  place: { id: 'staff.content.field.place' },
  publishedAt: { id: 'staff.content.field.publishedAt' },
  question: { id: 'staff.content.field.question' },
  quota: { id: 'staff.content.field.quota' },
  quote: { id: 'staff.content.field.quote' },
  rank: { id: 'staff.content.field.rank' },
  role: { id: 'staff.content.field.role' },
  school: { id: 'staff.content.field.school' },
  signupUrl: { id: 'staff.content.field.signupUrl' },
  startAt: { id: 'staff.content.field.startAt' },
  status: { id: 'staff.content.field.status' },
  subtitle: { id: 'staff.content.field.subtitle' },
  summary: { id: 'staff.content.field.summary' },
  tagIds: { id: 'staff.content.field.tagIds' },
  title: { id: 'staff.content.field.title' },
  year: { id: 'staff.content.field.year' },
});

/** Where a family's field means something else than the name says elsewhere. */
const familyFields: Partial<Record<ContentFamily, Record<string, MessageDescriptor>>> = {
  INCUBATOR_TEACHER: defineMessages({ title: { id: 'staff.content.field.teacherTitle' } }),
};

/** A choice's words by field and value; public words are reused where the site already has them. */
const choices: Record<string, Record<string, MessageDescriptor>> = {
  anchor: defineMessages({
    description: { id: 'staff.content.choice.anchor.description' },
    eligibility: { id: 'staff.content.choice.anchor.eligibility' },
    selection: { id: 'staff.content.choice.anchor.selection' },
    schedule: { id: 'staff.content.choice.anchor.schedule' },
    rewards: { id: 'staff.content.choice.anchor.rewards' },
    template: { id: 'staff.content.choice.anchor.template' },
    summary: { id: 'staff.content.choice.anchor.summary' },
    introduction: { id: 'staff.content.choice.anchor.introduction' },
    apply: { id: 'staff.content.choice.anchor.apply' },
  }),
  group: defineMessages({
    college: { id: 'invention.group.college' },
    vocational: { id: 'invention.group.vocational' },
    'taiwan-incubation': { id: 'incubatorApply.property.taiwanIncubation' },
    'taiwan-acceleration': { id: 'incubatorApply.property.taiwanAcceleration' },
    'asia-pacific': { id: 'incubatorApply.property.asiaPacific' },
  }),
  status: defineMessages({
    ongoing: { id: 'academy.status.ongoing' },
    past: { id: 'academy.status.past' },
  }),
  kind: defineMessages({
    workshop: { id: 'academy.kind.workshop' },
    tour: { id: 'academy.kind.tour' },
    impact: { id: 'staff.content.choice.kind.impact' },
    alumni: { id: 'study.alumni.title' },
  }),
  column: defineMessages({
    now: { id: 'page.news.now.title' },
    social: { id: 'page.news.social.title' },
    teams: { id: 'page.news.teams.title' },
  }),
  issue: defineMessages({
    charity: { id: 'incubator.issue.charity' },
    healthcare: { id: 'incubator.issue.healthcare' },
    education: { id: 'incubator.issue.education' },
    environment: { id: 'incubator.issue.environment' },
    'circular-economy': { id: 'incubator.issue.circularEconomy' },
    'youth-senior': { id: 'incubator.issue.youthSenior' },
    food: { id: 'incubator.issue.food' },
    disaster: { id: 'incubator.issue.disaster' },
    local: { id: 'incubator.issue.local' },
  }),
};

const languageNames = defineMessages<StaffLanguage>({
  ZH_TW: { id: 'staff.content.language.zhTw' },
  EN: { id: 'staff.content.language.en' },
});

/** A field's label in the officer's language. */
export function fieldLabel(intl: IntlShape, family: ContentFamily, name: string): string {
  const descriptor = familyFields[family]?.[name] ?? (Object.hasOwn(fields, name) ? fields[name] : undefined);
  return descriptor ? intl.formatMessage(descriptor) : name;
}

/** A choice's words, or the value itself when the console has none for it. */
export function choiceLabel(intl: IntlShape, field: string, value: string): string {
  const descriptor = Object.hasOwn(choices, field) && Object.hasOwn(choices[field]!, value) ? choices[field]![value] : undefined;
  return descriptor ? intl.formatMessage(descriptor) : value;
}

/** "Chinese" / "English" (中文 / 英文). */
export const languageName = (intl: IntlShape, language: StaffLanguage): string => intl.formatMessage(languageNames[language]);
