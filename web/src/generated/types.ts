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
  /** The answer belongs to one member and is never shared. */
  | 'PRIVATE'
  /** Any visitor may receive the cached answer. */
  | 'PUBLIC';

/** The competition's two groups. */
export type CompetitionGroup =
  /** College and university students. */
  | 'COLLEGE'
  /** Vocational high school. */
  | 'VOCATIONAL';

/** The academy's two kinds of event. */
export type EducationEventKind =
  /** Impact Tour (education/walk). */
  | 'TOUR'
  /** Impact Workshop (education/think). */
  | 'WORKSHOP';

/** Whether an academy event is still to come. */
export type EventStatus =
  /** Upcoming or open for sign-up. */
  | 'ONGOING'
  /** Already held. */
  | 'PAST';

/** Completes a Google sign-up: the socialToken from `loginWithGoogle` and the member data. */
export type GoogleSignUpInput = {
  /** Birth date, `YYYY-MM-DD`. */
  birthday: Scalars['String']['input'];
  /** Mailing e-mail (may equal the Google e-mail). */
  contactEmail: Scalars['String']['input'];
  /** Given name. */
  firstName: Scalars['String']['input'];
  /** Family name. */
  lastName: Scalars['String']['input'];
  /** Mobile phone, `09xxxxxxxx` or `+8869xxxxxxxx`. */
  mobile: Scalars['String']['input'];
  /** The socialToken of GoogleSignUpRequired (valid 30 minutes). */
  socialToken: Scalars['String']['input'];
  /** Whether to receive the newsletter. */
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
  /** Asia-Pacific group (teams from the Asia-Pacific outside Taiwan). */
  | 'ASIA_PACIFIC'
  /** Taiwan acceleration group (registered Taiwanese organisations). */
  | 'TAIWAN_ACCELERATION'
  /** Taiwan incubation group (early-stage Taiwanese teams). */
  | 'TAIWAN_INCUBATION';

/** The incubator's issues (spec §3). */
export type IncubatorIssue =
  /** Charity innovation. */
  | 'CHARITY'
  /** Circular economy. */
  | 'CIRCULAR_ECONOMY'
  /** Disaster prevention. */
  | 'DISASTER'
  /** Education innovation. */
  | 'EDUCATION'
  /** Environmental protection. */
  | 'ENVIRONMENT'
  /** Food supply innovation. */
  | 'FOOD'
  /** Healthcare. */
  | 'HEALTHCARE'
  /** Local revitalisation (community building). */
  | 'LOCAL'
  /** Youth-senior co-creation. */
  | 'YOUTH_SENIOR';

/** Where an incubator section goes on the page. */
export type IncubatorSectionAnchor =
  /** How to apply. */
  | 'APPLY'
  /** An eligibility statement; `group` says whose. */
  | 'ELIGIBILITY'
  /** The introduction of the incubator. */
  | 'INTRODUCTION';

/** Where a competition section goes on the page. */
export type InventionSectionAnchor =
  /** What the competition is about. */
  | 'DESCRIPTION'
  /** Eligibility (#qualification). */
  | 'ELIGIBILITY'
  /** The rewards; the prize table itself is InventionPage.prizes. */
  | 'REWARDS'
  /** The timetable of rounds. */
  | 'SCHEDULE'
  /** How entries are selected and judged. */
  | 'SELECTION'
  /** Summary by group; `group` says which. */
  | 'SUMMARY'
  /** The proposal template; `file` is the download. */
  | 'TEMPLATE';

/** The member data of spec §3 (without the login e-mail and password). */
export type ProfileInput = {
  /** Birth date, `YYYY-MM-DD`. */
  birthday: Scalars['String']['input'];
  /** Mailing e-mail (may equal the login e-mail). */
  contactEmail: Scalars['String']['input'];
  /** Given name. */
  firstName: Scalars['String']['input'];
  /** Family name. */
  lastName: Scalars['String']['input'];
  /** Mobile phone, `09xxxxxxxx` or `+8869xxxxxxxx`. */
  mobile: Scalars['String']['input'];
  /** Whether to receive the newsletter. */
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
  /** Birth date, `YYYY-MM-DD`. */
  birthday: Scalars['String']['input'];
  /** Mailing e-mail (may equal the login e-mail). */
  contactEmail: Scalars['String']['input'];
  /** The login e-mail; it cannot be changed later. */
  email: Scalars['String']['input'];
  /** Given name. */
  firstName: Scalars['String']['input'];
  /** Family name. */
  lastName: Scalars['String']['input'];
  /** Mobile phone, `09xxxxxxxx` or `+8869xxxxxxxx`. */
  mobile: Scalars['String']['input'];
  /** 8+ characters with upper case, lower case, a digit and a special character. */
  password: Scalars['String']['input'];
  /** Whether to receive the newsletter. */
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
  /** Facebook. */
  | 'FACEBOOK'
  /** Instagram. */
  | 'INSTAGRAM'
  /** YouTube. */
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
  /** The academy: Impact Workshops and Impact Tours. */
  | 'ACADEMY'
  /** News: event news, columns and team stories. */
  | 'NEWS'
  /** Study: reports and research. */
  | 'STUDY'
  /** Social ventures: the competition and the incubator. */
  | 'VENTURES';
