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
}
