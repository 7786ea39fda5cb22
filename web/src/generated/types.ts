export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 instant in UTC, e.g. `2026-11-21T16:00:00.000Z`. */
  DateTime: { input: string; output: string; }
};

/** The news section's columns. */
export type ArticleColumn =
  /** Latest news. */
  | 'NOW'
  /** The social innovation column. */
  | 'SOCIAL'
  /** The team column. */
  | 'TEAMS';

/** Cache policy hint for the gateway's response cache (public content only). */
export type CacheControlScope =
  | 'PRIVATE'
  | 'PUBLIC';

/** The competition's two groups. */
export type CompetitionGroup =
  | 'COLLEGE'
  /** Vocational high school. */
  | 'VOCATIONAL';

/** The academy's two kinds of event. */
export type EducationEventKind =
  /** Impact Tour (education/walk). */
  | 'TOUR'
  /** Impact Workshop (education/think). */
  | 'WORKSHOP';

export type EventStatus =
  /** Upcoming or open for sign-up. */
  | 'ONGOING'
  | 'PAST';

/** Completes a Google sign-up: the socialToken from `loginWithGoogle` and the member data. */
export type GoogleSignUpInput = {
  birthday: Scalars['String']['input'];
  contactEmail: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
  socialToken: Scalars['String']['input'];
  subscribed: Scalars['Boolean']['input'];
};

/** How an impact figure is written. */
export type ImpactUnit =
  /** A plain count, e.g. 77. */
  | 'COUNT'
  /** A percentage, e.g. 92%. */
  | 'PERCENT'
  /** A lower bound, e.g. 19,800+. */
  | 'PLUS';

/** The incubator's three groups. */
export type IncubatorGroup =
  | 'ASIA_PACIFIC'
  | 'TAIWAN_ACCELERATION'
  | 'TAIWAN_INCUBATION';

/** The incubator's issues (spec §3). */
export type IncubatorIssue =
  | 'CHARITY'
  | 'CIRCULAR_ECONOMY'
  | 'DISASTER'
  | 'EDUCATION'
  | 'ENVIRONMENT'
  | 'FOOD'
  | 'HEALTHCARE'
  | 'LOCAL'
  | 'YOUTH_SENIOR';

export type IncubatorSectionAnchor =
  | 'APPLY'
  /** An eligibility statement; `group` says whose. */
  | 'ELIGIBILITY'
  | 'INTRODUCTION';

/** Where a competition section goes on the page. */
export type InventionSectionAnchor =
  | 'DESCRIPTION'
  /** Eligibility (#qualification). */
  | 'ELIGIBILITY'
  | 'REWARDS'
  | 'SCHEDULE'
  | 'SELECTION'
  /** Summary by group; `group` says which. */
  | 'SUMMARY'
  /** The proposal template; `file` is the download. */
  | 'TEMPLATE';

/** The member data of spec §3 (without the login e-mail and password). */
export type ProfileInput = {
  /** `YYYY-MM-DD`. */
  birthday: Scalars['String']['input'];
  contactEmail: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** `09xxxxxxxx` or `+8869xxxxxxxx`. */
  mobile: Scalars['String']['input'];
  subscribed: Scalars['Boolean']['input'];
};

/** The two application programmes. */
export type Programme =
  /** The youth public-interest incubator. */
  | 'INCUBATOR'
  /** The compassion-technology innovation competition (invention). */
  | 'INVENTION';

/** Registration: the member data, the login e-mail and a password of 8+ characters with upper case, lower case, a digit and a special character. */
export type RegisterInput = {
  birthday: Scalars['String']['input'];
  contactEmail: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
  password: Scalars['String']['input'];
  subscribed: Scalars['Boolean']['input'];
};

/** Section pages with a top banner. */
export type Section =
  /** academy (education/banner). */
  | 'ACADEMY'
  /** news (article/banner). */
  | 'NEWS'
  /** study (book/banner). */
  | 'STUDY';

/** A social network. */
export type SocialNetwork =
  | 'FACEBOOK'
  | 'INSTAGRAM'
  | 'YOUTUBE';

/** The study section's kinds of report. */
export type StudyReportKind =
  /** Alumni reports (book/report, kind alumni). */
  | 'ALUMNI'
  /** Impact reports (book/report, kind impact). */
  | 'IMPACT'
  /** The social return on investment report (book/sori). */
  | 'SROI';

/** The four themes (also the home page's theme buttons). */
export type ThemeKey =
  | 'ACADEMY'
  | 'NEWS'
  | 'STUDY'
  | 'VENTURES';
