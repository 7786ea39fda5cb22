// Shapes of the REST backend's answers (docs/rest-contract.md), as read by `pub` calls: localised
// fields arrive as plain strings in the language of Content-Language. Each is a zod schema the
// answer is checked against at the client boundary (rest/request.ts), its type inferred from it.
// Kept to plain objects, strings and numbers (no formats, no transforms but the rich-text bodies'
// allowlist walk, rest/rich-text.ts, linear and without counting graphemes): the check runs on every
// answer of every request, lists of 100 included.
import { z } from 'zod';
import { richBody } from './rich-text.ts';

const optionalText = z.string().nullish();

/** Fields every record of a resource family carries. */
const resourceRecord = z.object({
  id: z.number(),
  position: z.number(),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResourceRecord = z.output<typeof resourceRecord>;

export interface ListPage<T> {
  items: T[];
  total: number;
}

/** A page of a paged list (`{ items, total }`). */
export function listPage<S extends z.ZodType>(item: S) {
  return z.object({ items: z.array(item), total: z.number() });
}

export const homeBanner = resourceRecord.extend({
  title: z.string(),
  /** Desktop image path (1920×720). */
  imageDes: z.string(),
  /** Mobile image path (750×900). */
  imageMob: z.string(),
  link: optionalText,
  alt: z.string(),
});
export type HomeBanner = z.output<typeof homeBanner>;

export const homeRecommend = resourceRecord.extend({ title: z.string(), content: z.string(), image: optionalText, link: optionalText });
export type HomeRecommend = z.output<typeof homeRecommend>;

export const articleTag = resourceRecord.extend({ name: z.string() });
export type ArticleTag = z.output<typeof articleTag>;

const articleColumn = z.enum(['now', 'social', 'teams']);
export type ArticleColumn = z.output<typeof articleColumn>;

export const article = resourceRecord.extend({
  column: articleColumn,
  title: z.string(),
  summary: z.string(),
  content: richBody,
  cover: z.string(),
  tagIds: z.array(z.number()),
  publishedAt: z.string(),
  author: optionalText,
  /** The link-preview image's path (1200×630) and what it shows; absent on most articles. */
  ogImage: optionalText,
  ogImageAlt: optionalText,
});
export type Article = z.output<typeof article>;

const impactUnit = z.enum(['percent', 'count', 'plus']);
export type ImpactUnit = z.output<typeof impactUnit>;

export const impactFigure = z.object({ key: z.string(), value: z.number(), unit: impactUnit });
export type ImpactFigure = z.output<typeof impactFigure>;

const socialNetwork = z.enum(['facebook', 'instagram', 'youtube']);
export type SocialNetwork = z.output<typeof socialNetwork>;

export const socialLink = z.object({ network: socialNetwork, url: z.string() });
export type SocialLink = z.output<typeof socialLink>;

/** `GET {role}/info`. */
export const memberInfo = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string().nullable(),
  birthday: z.string().nullable(),
  contactEmail: z.string().nullable(),
  subscribed: z.boolean(),
  role: z.enum(['user', 'manager']),
  /** False for a Google account until a password is set. */
  hasPassword: z.boolean(),
});
export type MemberInfo = z.output<typeof memberInfo>;

// --- Content families (docs/rest-contract.md, "Fields of the families"). ---

export type ProgrammeFamily = 'invention' | 'incubator';

const session = resourceRecord.extend({
  name: z.string(),
  applyStart: z.string(),
  applyEnd: z.string(),
  finalUploadEnd: z.string(),
  active: z.boolean(),
});
export type Session = z.output<typeof session>;

const sectionBanner = resourceRecord.extend({ title: z.string(), subtitle: optionalText, image: z.string() });
export type SectionBanner = z.output<typeof sectionBanner>;

const eventStatus = z.enum(['ongoing', 'past']);
export type EventStatus = z.output<typeof eventStatus>;

/** education/think (Impact Workshop) and education/walk (Impact Tour). */
const educationEvent = resourceRecord.extend({
  title: z.string(),
  summary: z.string(),
  content: richBody,
  startAt: z.string(),
  endAt: z.string(),
  place: z.string(),
  status: eventStatus,
  cover: z.string(),
  signupUrl: optionalText,
});
export type EducationEvent = z.output<typeof educationEvent>;

const educationHistoryKind = z.enum(['workshop', 'tour']);
export type EducationHistoryKind = z.output<typeof educationHistoryKind>;

const educationHistoryEntry = resourceRecord.extend({
  kind: educationHistoryKind,
  title: z.string(),
  summary: z.string(),
  content: richBody,
  date: z.string(),
  photos: z.array(z.string()),
});
export type EducationHistoryEntry = z.output<typeof educationHistoryEntry>;

/** book/sori; book/report adds `kind`. */
const report = resourceRecord.extend({ title: z.string(), summary: z.string(), year: z.number(), pdf: z.string(), cover: z.string() });
export type Report = z.output<typeof report>;

const reportKind = z.enum(['impact', 'alumni']);
export type ReportKind = z.output<typeof reportKind>;

const kindedReport = report.extend({ kind: reportKind });
export type KindedReport = z.output<typeof kindedReport>;

const studyHistoryEntry = resourceRecord.extend({
  title: z.string(),
  summary: z.string(),
  content: richBody,
  year: z.number(),
  cover: z.string(),
  pdf: optionalText,
});
export type StudyHistoryEntry = z.output<typeof studyHistoryEntry>;

export const competitionGroup = z.enum(['college', 'vocational']);
export type CompetitionGroup = z.output<typeof competitionGroup>;
const inventionAnchor = z.enum(['description', 'eligibility', 'selection', 'schedule', 'rewards', 'template', 'summary']);
export type InventionAnchor = z.output<typeof inventionAnchor>;

const inventionSection = resourceRecord.extend({
  anchor: inventionAnchor,
  group: competitionGroup.nullish(),
  title: z.string(),
  content: richBody,
  file: optionalText,
});
export type InventionSection = z.output<typeof inventionSection>;

const prize = resourceRecord.extend({
  group: competitionGroup,
  rank: z.number(),
  title: z.string(),
  amount: z.number(),
  quota: z.number(),
  description: optionalText,
});
export type Prize = z.output<typeof prize>;

const faq = resourceRecord.extend({ question: z.string(), answer: z.string() });
export type Faq = z.output<typeof faq>;

const testimonialFields = { quote: z.string(), person: z.string(), role: z.string(), image: optionalText };
/** invention/recommend and incubator/recommend records; home testimonials (a setting) have no record fields. */
const testimonial = resourceRecord.partial().extend(testimonialFields);
export type Testimonial = z.output<typeof testimonial>;

const inventionTeam = resourceRecord.extend({
  name: z.string(),
  school: z.string(),
  year: z.number(),
  award: z.string(),
  summary: z.string(),
  members: z.array(z.string()),
  image: z.string(),
});
export type InventionTeam = z.output<typeof inventionTeam>;

const incubatorGroup = z.enum(['taiwan-incubation', 'taiwan-acceleration', 'asia-pacific']);
export type IncubatorGroup = z.output<typeof incubatorGroup>;

const incubatorSection = resourceRecord.extend({
  anchor: z.enum(['introduction', 'apply', 'eligibility']),
  group: incubatorGroup.nullish(),
  title: z.string(),
  content: richBody,
});
export type IncubatorSection = z.output<typeof incubatorSection>;

const mentor = resourceRecord.extend({ name: z.string(), title: z.string(), org: z.string(), photo: z.string(), bio: z.string() });
export type Mentor = z.output<typeof mentor>;

const incubatorIssue = z.enum(['charity', 'healthcare', 'education', 'environment', 'circular-economy', 'youth-senior', 'food', 'disaster', 'local']);
export type IncubatorIssue = z.output<typeof incubatorIssue>;

const incubatorTeam = resourceRecord.extend({ name: z.string(), year: z.number(), issue: incubatorIssue, summary: z.string(), image: z.string() });
export type IncubatorTeam = z.output<typeof incubatorTeam>;

/** Content families read through `pub/list` and `pub/resource/{id}`, with the record each answers. */
export const contentFamilies = {
  'invention/session': session,
  'incubator/session': session,
  'education/banner': sectionBanner,
  'book/banner': sectionBanner,
  'article/banner': sectionBanner,
  'education/think': educationEvent,
  'education/walk': educationEvent,
  'education/history': educationHistoryEntry,
  'book/sori': report,
  'book/report': kindedReport,
  'book/history': studyHistoryEntry,
  'invention/content': inventionSection,
  'invention/prize': prize,
  'invention/qa': faq,
  'invention/recommend': testimonial,
  'invention/team': inventionTeam,
  'incubator/content': incubatorSection,
  'incubator/qa': faq,
  'incubator/recommend': testimonial,
  'incubator/teacher': mentor,
  'incubator/team': incubatorTeam,
} as const;

export type ContentFamilies = { [F in keyof typeof contentFamilies]: z.output<(typeof contentFamilies)[F]> };
export type ContentFamily = keyof ContentFamilies;

const textBlock = z.object({ title: z.string(), content: z.string() });
export type TextBlock = z.output<typeof textBlock>;

const ceoMessage = z.object({ name: z.string(), title: z.string(), content: z.string(), photo: z.string() });
export type CeoMessage = z.output<typeof ceoMessage>;

const themeKey = z.enum(['ventures', 'academy', 'study', 'news']);
export type ThemeKey = z.output<typeof themeKey>;

const aboutTheme = z.object({ key: themeKey, title: z.string(), content: z.string() });
export type AboutTheme = z.output<typeof aboutTheme>;

/** The `about` setting. */
const aboutSettings = z.object({
  ceoMessage,
  themes: z.array(aboutTheme),
  partners: z.array(z.object({ name: z.string(), logo: z.string(), url: optionalText })),
  coreSlogans: z.array(z.string()),
});
export type AboutSettings = z.output<typeof aboutSettings>;

/** `setting/pub/info`: public keys only; a key may be missing when it was never set, and others pass through. */
export const publicSettings = z.looseObject({
  impactFigures: z.array(impactFigure).optional(),
  socialLinks: z.array(socialLink).optional(),
  homeSupport: z.array(textBlock).optional(),
  homeTestimonials: z.array(z.object(testimonialFields)).optional(),
  slogans: z.array(z.string()).optional(),
  about: aboutSettings.optional(),
});
export type PublicSettings = z.output<typeof publicSettings>;
