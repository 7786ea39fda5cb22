// Shapes of the REST backend's answers (docs/rest-contract.md), as read by `pub` calls: localised
// fields arrive as plain strings in the language of Content-Language.

/** Fields every record of a resource family carries. */
export interface ResourceRecord {
  id: number;
  position: number;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ListPage<T> {
  items: T[];
  total: number;
}

export interface HomeBanner extends ResourceRecord {
  title: string;
  /** Desktop image path (1920×720). */
  imageDes: string;
  /** Mobile image path (750×900). */
  imageMob: string;
  link?: string | null;
  alt: string;
}

export interface HomeRecommend extends ResourceRecord {
  title: string;
  content: string;
  image?: string | null;
  link?: string | null;
}

export interface ArticleTag extends ResourceRecord {
  name: string;
}

export type ArticleColumn = 'now' | 'social' | 'teams';

export interface Article extends ResourceRecord {
  column: ArticleColumn;
  title: string;
  summary: string;
  /** Paragraphs separated by blank lines. */
  content: string;
  cover: string;
  tagIds: number[];
  publishedAt: string;
  author?: string | null;
}

export type ImpactUnit = 'percent' | 'count' | 'plus';

export interface ImpactFigure {
  key: string;
  value: number;
  unit: ImpactUnit;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** `setting/pub/info`: public keys only; a key may be missing when it was never set. */
export interface PublicSettings {
  impactFigures?: ImpactFigure[];
  socialLinks?: SocialLink[];
  homeSupport?: TextBlock[];
  homeTestimonials?: Testimonial[];
  slogans?: string[];
  about?: AboutSettings;
  [key: string]: unknown;
}

/** `GET {role}/info`. */
export interface MemberInfo {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  birthday: string | null;
  contactEmail: string | null;
  subscribed: boolean;
  role: 'user' | 'manager';
  /** False for a Google account until a password is set. */
  hasPassword: boolean;
}

// --- Content families (docs/rest-contract.md, "Fields of the families"). ---

export type ProgrammeFamily = 'invention' | 'incubator';

export interface Session extends ResourceRecord {
  name: string;
  applyStart: string;
  applyEnd: string;
  finalUploadEnd: string;
  active: boolean;
}

export interface SectionBanner extends ResourceRecord {
  title: string;
  subtitle?: string | null;
  image: string;
}

export type EventStatus = 'ongoing' | 'past';

/** education/think (Impact Workshop) and education/walk (Impact Tour). */
export interface EducationEvent extends ResourceRecord {
  title: string;
  summary: string;
  content: string;
  startAt: string;
  endAt: string;
  place: string;
  status: EventStatus;
  cover: string;
  signupUrl?: string | null;
}

export type EducationHistoryKind = 'workshop' | 'tour';

export interface EducationHistoryEntry extends ResourceRecord {
  kind: EducationHistoryKind;
  title: string;
  summary: string;
  content: string;
  date: string;
  photos: string[];
}

/** book/sori; book/report adds `kind`. */
export interface Report extends ResourceRecord {
  title: string;
  summary: string;
  year: number;
  pdf: string;
  cover: string;
}

export type ReportKind = 'impact' | 'alumni';

export interface KindedReport extends Report {
  kind: ReportKind;
}

export interface StudyHistoryEntry extends ResourceRecord {
  title: string;
  summary: string;
  content: string;
  year: number;
  cover: string;
  pdf?: string | null;
}

export type CompetitionGroup = 'college' | 'vocational';
export type InventionAnchor = 'description' | 'eligibility' | 'selection' | 'schedule' | 'rewards' | 'template' | 'summary';

export interface InventionSection extends ResourceRecord {
  anchor: InventionAnchor;
  group?: CompetitionGroup | null;
  title: string;
  content: string;
  file?: string | null;
}

export interface Prize extends ResourceRecord {
  group: CompetitionGroup;
  rank: number;
  title: string;
  amount: number;
  quota: number;
  description?: string | null;
}

export interface Faq extends ResourceRecord {
  question: string;
  answer: string;
}

/** invention/recommend and incubator/recommend records; home testimonials (a setting) have no record fields. */
export interface Testimonial extends Partial<ResourceRecord> {
  quote: string;
  person: string;
  role: string;
  image?: string | null;
}

export interface InventionTeam extends ResourceRecord {
  name: string;
  school: string;
  year: number;
  award: string;
  summary: string;
  members: string[];
  image: string;
}

export type IncubatorGroup = 'taiwan-incubation' | 'taiwan-acceleration' | 'asia-pacific';

export interface IncubatorSection extends ResourceRecord {
  anchor: 'introduction' | 'apply' | 'eligibility';
  group?: IncubatorGroup | null;
  title: string;
  content: string;
}

export interface Mentor extends ResourceRecord {
  name: string;
  title: string;
  org: string;
  photo: string;
  bio: string;
}

export type IncubatorIssue =
  | 'charity'
  | 'healthcare'
  | 'education'
  | 'environment'
  | 'circular-economy'
  | 'youth-senior'
  | 'food'
  | 'disaster'
  | 'local';

export interface IncubatorTeam extends ResourceRecord {
  name: string;
  year: number;
  issue: IncubatorIssue;
  summary: string;
  image: string;
}

/** Content families read through `pub/list` and `pub/resource/{id}`, with the record each answers. */
export interface ContentFamilies {
  'invention/session': Session;
  'incubator/session': Session;
  'education/banner': SectionBanner;
  'book/banner': SectionBanner;
  'article/banner': SectionBanner;
  'education/think': EducationEvent;
  'education/walk': EducationEvent;
  'education/history': EducationHistoryEntry;
  'book/sori': Report;
  'book/report': KindedReport;
  'book/history': StudyHistoryEntry;
  'invention/content': InventionSection;
  'invention/prize': Prize;
  'invention/qa': Faq;
  'invention/recommend': Testimonial;
  'invention/team': InventionTeam;
  'incubator/content': IncubatorSection;
  'incubator/qa': Faq;
  'incubator/recommend': Testimonial;
  'incubator/teacher': Mentor;
  'incubator/team': IncubatorTeam;
}

export type ContentFamily = keyof ContentFamilies;

export interface TextBlock {
  title: string;
  content: string;
}

export interface CeoMessage {
  name: string;
  title: string;
  content: string;
  photo: string;
}

export type ThemeKey = 'ventures' | 'academy' | 'study' | 'news';

export interface AboutTheme {
  key: ThemeKey;
  title: string;
  content: string;
}

/** The `about` setting. */
export interface AboutSettings {
  ceoMessage: CeoMessage;
  themes: AboutTheme[];
  partners: { name: string; logo: string; url?: string | null }[];
  coreSlogans: string[];
}
