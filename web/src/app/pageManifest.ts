// Every page of the site (spec §2) as data, in one place: its path, its title, and what the
// server, crawlers and the catalogue loader must know of it. routes.tsx takes each route's path,
// title and guard from here (it keeps only the lazy chunks); ssr/serverRendered.ts,
// i18n/catalogueParts.ts, seo/head.ts (noindex) and the gateway's robots.txt, X-Robots-Tag and
// sitemap.xml derive from it. Data only, importing nothing at run time: the browser's app chunk carries it
// and the gateway's esbuild bundle compiles it in.
import type { PageKey } from './i18n/pageTitles.ts';

/** Parts of the message catalogue (web/scripts/message-parts.mjs says which ids each holds). */
export type CataloguePart = 'public' | 'account' | 'apply' | 'staff';

/** Members only (spec §6): a visitor is sent to log in and back; `apply`/`upload` say why. */
export type MemberOnly = 'member' | 'apply' | 'upload';

/**
 * What every page under one first path segment shares (`register`, `user`, a future `staff`).
 * A section not named in `sections` is public: server-rendered, open to crawlers, `public` part.
 * A members' section is one line here and its pages are entries without `sitemap`; robots.txt,
 * the sitemap and the server's rendering follow without touching their code. A staff console:
 * `staff: { serverRendered: false, disallow: true, parts: everything, memberOnly: … }`. A page of
 * a disallowed section the server does not render cannot carry a `noindex` meta (it is the empty
 * index.html): the gateway sends `X-Robots-Tag: noindex, nofollow` with every answer under such a
 * section instead (gateway/src/http/robots.ts), for crawlers that ignore robots.txt. The entry's
 * `noindex` is for rendered pages (a test refuses it on any other, and refuses a listed page in a
 * disallowed or client-rendered section).
 */
export interface Section {
  /** Rendered by the server (under a language prefix only); else the empty index.html. */
  serverRendered: boolean;
  /** robots.txt disallows the section (`/{lang}/{section}`; an unprefixed page by its path). */
  disallow: boolean;
  parts: readonly CataloguePart[];
  /** The section's pages are for members only, guarded once around the whole section. */
  memberOnly?: MemberOnly;
  /** The section brings its own frame (header, nav, `<main>`): the site's header and footer stay out. */
  ownFrame?: true;
}

export interface PageEntry {
  /** Path pattern under `/:lang` (under `/` when `unprefixed`), in react-router's syntax; '' is home. */
  path: string;
  /** Its title in `pageTitles` (document.title, the "coming soon" page, headings), when not its name. */
  title?: PageKey;
  /** Outside the language prefix: rendered in the visitor's last language, never by the server. */
  unprefixed?: true;
  /** A section's own path redirects to this child path (the server answers 301): `academy` → `landing`. */
  redirectTo?: string;
  /**
   * Listed in sitemap.xml in both languages: `once`, or `perRecord`, once for each record of the
   * public list the gateway reads for this page (gateway/src/http/sitemap.ts), its id as `:id`.
   */
  sitemap?: 'once' | 'perRecord';
  /** Shown to visitors who follow a link but not worth a search result: `<meta name="robots" content="noindex">`. */
  noindex?: true;
}

const account: readonly CataloguePart[] = ['public', 'account'];
// The member's own pages list applications, so they need the apply part too.
const everything: readonly CataloguePart[] = ['public', 'account', 'apply'];

// The staff console reads the applicants' labels (apply), the form kit (account) and its own part.
const staff: readonly CataloguePart[] = ['public', 'account', 'apply', 'staff'];

const publicSection: Section = { serverRendered: true, disallow: false, parts: ['public'] };

// The member's session is in the browser's storage: the server never knows who is logged in.
// Login is rendered for a visitor (the render never sees the request's Authorization or cookies)
// and sends a member on once hydrated, so its form paints before the form code loads (issue 10).
// The member's area and the apply and final flows are rendered so too, as their frame without
// any member's data (headings, stepper, the form's space held), filled once hydrated (issue 23;
// `RequireMember`). The other account flows stay client-rendered. robots.txt lists the sections in
// this order.
export const sections: Readonly<Record<string, Section>> = {
  user: { serverRendered: true, disallow: true, parts: everything, memberOnly: 'member' },
  login: { serverRendered: true, disallow: true, parts: account },
  register: { serverRendered: false, disallow: true, parts: account },
  'forget-password': { serverRendered: false, disallow: true, parts: account },
  'reset-password': { serverRendered: false, disallow: true, parts: account },
  'invention-apply': { serverRendered: true, disallow: true, parts: everything, memberOnly: 'apply' },
  'incubator-apply': { serverRendered: true, disallow: true, parts: everything, memberOnly: 'apply' },
  'incubator-final': { serverRendered: true, disallow: true, parts: everything, memberOnly: 'upload' },
  'google-login': { serverRendered: false, disallow: true, parts: account },
  // The programme officers' console (issue 20): its own frame, its own session (features/staff/session).
  staff: { serverRendered: false, disallow: true, parts: staff, ownFrame: true },
};

/** A page whose name is not a title in `pageTitles` must name its title. */
type Titled<T> = { [K in keyof T]: K extends PageKey ? PageEntry : PageEntry & { title: PageKey } };

/** The entries as written (their literal types kept for the names below), each checked for a title. */
function declarePages<const T extends Record<string, PageEntry>>(entries: T & Titled<T>): T {
  return entries;
}

// The sitemap lists its pages in this order.
export const pages = declarePages({
  home: { path: '', sitemap: 'once' },
  login: { path: 'login' },
  register: { path: 'register', redirectTo: 'member-data' },
  registerMemberData: { path: 'register/member-data' },
  registerEmailValidate: { path: 'register/email-validate' },
  registerSuccess: { path: 'register/success' },
  user: { path: 'user', redirectTo: 'profile' },
  userProfile: { path: 'user/profile' },
  userChangePassword: { path: 'user/change-password' },
  userIncubatorList: { path: 'user/incubator-list' },
  userInventionList: { path: 'user/invention-list' },
  forgetPassword: { path: 'forget-password' },
  resetPassword: { path: 'reset-password/:token' },
  about: { path: 'about', sitemap: 'once' },
  invention: { path: 'invention', sitemap: 'once' },
  inventionApply: { path: 'invention-apply' },
  inventionApplyTeamData: { path: 'invention-apply/team-data/:id' },
  inventionApplyProposal: { path: 'invention-apply/proposal/:id' },
  inventionApplyTerms: { path: 'invention-apply/terms/:id' },
  inventionApplyConfirm: { path: 'invention-apply/confirm/:id' },
  inventionApplyComplete: { path: 'invention-apply/complete/:id' },
  incubator: { path: 'incubator', sitemap: 'once' },
  incubatorApply: { path: 'incubator-apply' },
  incubatorApplyTeamData: { path: 'incubator-apply/team-data/:id' },
  incubatorApplyProposal: { path: 'incubator-apply/proposal/:id' },
  incubatorApplyConfirm: { path: 'incubator-apply/confirm/:id' },
  incubatorApplyComplete: { path: 'incubator-apply/complete/:id' },
  incubatorFinal: { path: 'incubator-final' },
  incubatorFinalUpload: { path: 'incubator-final/upload/:id' },
  incubatorFinalComplete: { path: 'incubator-final/complete/:id' },
  academy: { path: 'academy', redirectTo: 'landing' },
  academyLanding: { path: 'academy/landing', title: 'academy', sitemap: 'once' },
  academyHistory: { path: 'academy/history', sitemap: 'once' },
  academyHistoryDetail: { path: 'academy/history/:id', sitemap: 'perRecord' },
  study: { path: 'study', redirectTo: 'landing' },
  studyLanding: { path: 'study/landing', title: 'study', sitemap: 'once' },
  studySroi: { path: 'study/SRIO', sitemap: 'once' },
  studyFun: { path: 'study/FUN', sitemap: 'once' },
  studyFunDetail: { path: 'study/FUN/:id', sitemap: 'perRecord' },
  studyHistoryDetail: { path: 'study/history/:id', sitemap: 'perRecord' },
  news: { path: 'news', redirectTo: 'landing' },
  newsLanding: { path: 'news/landing', title: 'news', sitemap: 'once' },
  newsNow: { path: 'news/now', sitemap: 'once' },
  newsNowArticle: { path: 'news/now/:id', title: 'newsArticle', sitemap: 'perRecord' },
  newsSocial: { path: 'news/social', sitemap: 'once' },
  newsSocialArticle: { path: 'news/social/:id', title: 'newsArticle', sitemap: 'perRecord' },
  newsTeams: { path: 'news/teams', sitemap: 'once' },
  newsTeamsArticle: { path: 'news/teams/:id', title: 'newsArticle', sitemap: 'perRecord' },
  subscribeEdm: { path: 'subscribe-edm', sitemap: 'once' },
  policyTerms: { path: 'policy-terms', sitemap: 'once' },
  building: { path: 'building', noindex: true },
  unpublic: { path: 'unpublic', noindex: true },
  // The staff console: sign-in and invitation outside the console's guard, the rest inside it.
  staffLogin: { path: 'staff/login' },
  staffInvite: { path: 'staff/invite' },
  staff: { path: 'staff', redirectTo: 'invention/applications' },
  staffApplications: { path: 'staff/:programme/applications' },
  staffApplication: { path: 'staff/:programme/applications/:id' },
  staffSessions: { path: 'staff/:programme/sessions' },
  staffSessionNew: { path: 'staff/:programme/sessions/new' },
  staffSession: { path: 'staff/:programme/sessions/:id' },
  staffMembers: { path: 'staff/members' },
  staffMember: { path: 'staff/members/:id' },
  staffSubscribers: { path: 'staff/subscribers' },
  staffAudit: { path: 'staff/audit' },
  staffManagers: { path: 'staff/managers' },
  // The content studio (issue 21): the families by page, one family's records, a record, the bin.
  staffContent: { path: 'staff/content' },
  staffContentBin: { path: 'staff/content/bin' },
  staffContentList: { path: 'staff/content/:family' },
  staffContentNew: { path: 'staff/content/:family/new' },
  staffContentRecord: { path: 'staff/content/:family/:id' },
  // A record on its public page, shown in the record's editor (outside the console's frame).
  staffContentPreview: { path: 'staff/preview/:family/:id' },
  staffSiteSettings: { path: 'staff/settings' },
  // robots.txt disallows these two by their paths, in this order.
  resetPasswordUnprefixed: { path: 'reset-password/:token', title: 'resetPassword', unprefixed: true },
  googleLogin: { path: 'google-login', unprefixed: true },
});

export type PageName = keyof typeof pages;

/** Every entry with its name, in the manifest's order. */
export const pageEntries = Object.entries(pages) as Array<[PageName, PageEntry]>;

/** The pages the sitemap lists once for each record of a list. */
export type PerRecordPageName = { [K in PageName]: (typeof pages)[K] extends { sitemap: 'perRecord' } ? K : never }[PageName];
/** The pages the sitemap lists once. */
export type OncePageName = { [K in PageName]: (typeof pages)[K] extends { sitemap: 'once' } ? K : never }[PageName];

/** A page's title in `pageTitles`. */
export function titleOf(name: PageName): PageKey {
  const entry: PageEntry = pages[name];
  return entry.title ?? (name as PageKey);
}

/** The first segment of a path (`news/now/:id` → `news`; '' for home). */
export function sectionName(path: string): string {
  return path.split('/')[0] ?? '';
}

/** A section's rules by its name (own keys only: a path segment may be `constructor`). */
export function sectionRules(name: string): Section {
  return Object.hasOwn(sections, name) ? (sections[name] as Section) : publicSection;
}

/** What a page shares with its section. */
export function sectionOf(entry: PageEntry): Section {
  return sectionRules(sectionName(entry.path));
}
