/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The news section's columns. */
export type ArticleColumn =
  /** Latest news. */
  | 'NOW'
  /** The social innovation column. */
  | 'SOCIAL'
  /** The team column. */
  | 'TEAMS';

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
  birthday: string;
  contactEmail: string;
  firstName: string;
  lastName: string;
  mobile: string;
  socialToken: string;
  subscribed: boolean;
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
  birthday: string;
  contactEmail: string;
  firstName: string;
  lastName: string;
  /** `09xxxxxxxx` or `+8869xxxxxxxx`. */
  mobile: string;
  subscribed: boolean;
};

/** Registration: the member data, the login e-mail and a password of 8+ characters with upper case, lower case, a digit and a special character. */
export type RegisterInput = {
  birthday: string;
  contactEmail: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  password: string;
  subscribed: boolean;
};

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

export type SiteFrameQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteFrameQuery = { siteSettings: { socialLinks: Array<{ network: SocialNetwork, url: string }> } };

export type RefreshTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshTokenMutation = { refreshToken: { token: string } };

export type SubscribeNewsletterMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: { ok: boolean } };

export type ConfirmNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmNewsletterMutation = { confirmNewsletter: { ok: boolean } };

export type AboutPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AboutPageQuery = { aboutPage: { coreSlogans: Array<string>, ceoMessage: { name: string, title: string, paragraphs: Array<string>, photo: string }, themes: Array<{ key: ThemeKey, title: string, content: string }>, partners: Array<{ name: string, logo: string, url: string | null }> } };

export type EducationEventCardFragment = { id: string, kind: EducationEventKind, title: string, summary: string, startAt: string, endAt: string, place: string, status: EventStatus, cover: string, signupUrl: string | null };

export type EducationHistoryCardFragment = { id: string, kind: EducationEventKind, title: string, summary: string, date: string, photos: Array<string> };

export type AcademyLandingQueryVariables = Exact<{ [key: string]: never; }>;


export type AcademyLandingQuery = { sectionBanners: Array<{ id: string, title: string, subtitle: string | null, image: string }>, educationEvents: Array<{ id: string, kind: EducationEventKind, title: string, summary: string, startAt: string, endAt: string, place: string, status: EventStatus, cover: string, signupUrl: string | null }> };

export type AcademyHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type AcademyHistoryQuery = { educationHistory: Array<{ id: string, kind: EducationEventKind, title: string, summary: string, date: string, photos: Array<string> }> };

export type AcademyHistoryEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type AcademyHistoryEntryQuery = { educationHistoryEntry: { paragraphs: Array<string>, id: string, kind: EducationEventKind, title: string, summary: string, date: string, photos: Array<string> } | null };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string } };

export type LoginWithGoogleMutationVariables = Exact<{
  idToken: string;
  nonce: string;
}>;


export type LoginWithGoogleMutation = { loginWithGoogle:
    | { __typename: 'AuthPayload', token: string }
    | { __typename: 'GoogleSignUpRequired', socialToken: string, profile: { email: string, firstName: string, lastName: string } }
   };

export type CompleteGoogleSignUpMutationVariables = Exact<{
  input: GoogleSignUpInput;
}>;


export type CompleteGoogleSignUpMutation = { completeGoogleSignUp: { token: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { ok: boolean } };

export type ExchangeResetLinkMutationVariables = Exact<{
  otpToken: string;
}>;


export type ExchangeResetLinkMutation = { exchangeResetLink: { resetToken: string } };

export type ResetPasswordMutationVariables = Exact<{
  resetToken: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: { ok: boolean } };

export type GoogleSignInSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GoogleSignInSettingsQuery = { siteSettings: { googleSignIn: { clientId: string, authorizeUrl: string } | null } };

export type MemberProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberProfileQuery = { me: { id: string, email: string, firstName: string, lastName: string, mobile: string | null, birthday: string | null, contactEmail: string | null, subscribed: boolean, hasPassword: boolean } | null };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { token: string } };

export type ChangePasswordMutationVariables = Exact<{
  oldPassword: string;
  password: string;
}>;


export type ChangePasswordMutation = { changePassword: { token: string } };

export type SetPasswordMutationVariables = Exact<{
  password: string;
}>;


export type SetPasswordMutation = { setPassword: { token: string } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { ok: boolean } };

export type ResendRegistrationCodeMutationVariables = Exact<{
  email: string;
}>;


export type ResendRegistrationCodeMutation = { resendRegistrationCode: { ok: boolean } };

export type VerifyEmailMutationVariables = Exact<{
  email: string;
  otp: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { token: string } };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { homeBanners: Array<{ id: string, title: string, alt: string, imageDesktop: string, imageMobile: string, link: string | null }>, latest: { items: Array<{ id: string, title: string, summary: string, cover: string, publishedAt: string, column: ArticleColumn }> }, homeContent: { slogans: Array<string>, recommends: Array<{ id: string, title: string, content: string, image: string | null, link: string | null }>, supportStatements: Array<{ title: string, content: string }>, testimonials: Array<{ id: string | null, quote: string, person: string, role: string, image: string | null }> }, siteSettings: { socialLinks: Array<{ network: SocialNetwork, url: string }>, impactFigures: Array<{ key: string, value: number, unit: ImpactUnit }> } };

export type IncubatorPageQueryVariables = Exact<{ [key: string]: never; }>;


export type IncubatorPageQuery = { incubatorPage: { session: { id: string, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string } | null, sections: Array<{ id: string, anchor: IncubatorSectionAnchor, group: IncubatorGroup | null, title: string, paragraphs: Array<string> }>, faqs: Array<{ id: string, question: string, answer: string }>, testimonials: Array<{ id: string | null, quote: string, person: string, role: string, image: string | null }>, mentors: Array<{ id: string, name: string, title: string, org: string, photo: string, bio: string }>, alumni: Array<{ id: string, name: string, year: number, issue: IncubatorIssue, summary: string, image: string }> } };

export type SessionDeadlineFragment = { id: string, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string };

export type TestimonialCardFragment = { id: string | null, quote: string, person: string, role: string, image: string | null };

export type InventionPageQueryVariables = Exact<{ [key: string]: never; }>;


export type InventionPageQuery = { inventionPage: { session: { id: string, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string } | null, sections: Array<{ id: string, anchor: InventionSectionAnchor, group: CompetitionGroup | null, title: string, paragraphs: Array<string>, file: string | null }>, prizes: Array<{ id: string, group: CompetitionGroup, rank: number, title: string, amount: number, quota: number, description: string | null }>, faqs: Array<{ id: string, question: string, answer: string }>, recommendations: Array<{ id: string | null, quote: string, person: string, role: string, image: string | null }>, teams: Array<{ id: string, name: string, school: string, year: number, award: string, summary: string, members: Array<string>, image: string }> } };

export type ArticleListItemFragment = { id: string, title: string, summary: string, cover: string, publishedAt: string, column: ArticleColumn };

export type NewsLandingQueryVariables = Exact<{
  pageSize?: number | null | undefined;
}>;


export type NewsLandingQuery = { now: { total: number, items: Array<{ id: string, title: string, summary: string, cover: string, publishedAt: string, column: ArticleColumn }> }, social: { total: number, items: Array<{ id: string, title: string, summary: string, cover: string, publishedAt: string, column: ArticleColumn }> }, teams: { total: number, items: Array<{ id: string, title: string, summary: string, cover: string, publishedAt: string, column: ArticleColumn }> }, articleTags: Array<{ id: string, name: string }> };

export type NewsColumnQueryVariables = Exact<{
  column: ArticleColumn;
  tagId?: string | number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type NewsColumnQuery = { articles: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, summary: string, cover: string, publishedAt: string, column: ArticleColumn }> }, articleTags: Array<{ id: string, name: string }> };

export type NewsArticleQueryVariables = Exact<{
  id: string | number;
}>;


export type NewsArticleQuery = { article: { id: string, column: ArticleColumn, title: string, summary: string, paragraphs: Array<string>, cover: string, author: string | null, publishedAt: string, tags: Array<{ id: string, name: string }> } | null };

export type StudyReportCardFragment = { id: string, kind: StudyReportKind, title: string, summary: string, year: number, pdf: string, cover: string };

export type StudyHistoryCardFragment = { id: string, title: string, summary: string, year: number, cover: string, pdf: string | null };

export type StudyLandingQueryVariables = Exact<{ [key: string]: never; }>;


export type StudyLandingQuery = { sectionBanners: Array<{ id: string, title: string, subtitle: string | null, image: string }>, studyReports: Array<{ id: string, kind: StudyReportKind, title: string, summary: string, year: number, pdf: string, cover: string }>, studyHistory: Array<{ id: string, title: string, summary: string, year: number, cover: string, pdf: string | null }> };

export type StudyReportsQueryVariables = Exact<{
  kind: StudyReportKind;
}>;


export type StudyReportsQuery = { studyReports: Array<{ id: string, kind: StudyReportKind, title: string, summary: string, year: number, pdf: string, cover: string }> };

export type StudyReportQueryVariables = Exact<{
  kind: StudyReportKind;
  id: string | number;
}>;


export type StudyReportQuery = { studyReport: { id: string, kind: StudyReportKind, title: string, summary: string, year: number, pdf: string, cover: string } | null };

export type StudyHistoryEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type StudyHistoryEntryQuery = { studyHistoryEntry: { paragraphs: Array<string>, id: string, title: string, summary: string, year: number, cover: string, pdf: string | null } | null };

export const EducationEventCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EducationEventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EducationEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"signupUrl"}}]}}]} as unknown as DocumentNode<EducationEventCardFragment, unknown>;
export const EducationHistoryCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EducationHistoryCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EducationHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<EducationHistoryCardFragment, unknown>;
export const SessionDeadlineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionDeadline"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<SessionDeadlineFragment, unknown>;
export const TestimonialCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"person"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<TestimonialCardFragment, unknown>;
export const ArticleListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]} as unknown as DocumentNode<ArticleListItemFragment, unknown>;
export const StudyReportCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyReportCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}}]}}]} as unknown as DocumentNode<StudyReportCardFragment, unknown>;
export const StudyHistoryCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyHistoryCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}}]}}]} as unknown as DocumentNode<StudyHistoryCardFragment, unknown>;
export const SiteFrameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteFrame"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<SiteFrameQuery, SiteFrameQueryVariables>;
export const RefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const SubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const ConfirmNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<ConfirmNewsletterMutation, ConfirmNewsletterMutationVariables>;
export const AboutPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AboutPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aboutPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ceoMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coreSlogans"}}]}}]}}]} as unknown as DocumentNode<AboutPageQuery, AboutPageQueryVariables>;
export const AcademyLandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AcademyLanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionBanners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"section"},"value":{"kind":"EnumValue","value":"ACADEMY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"educationEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EducationEventCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EducationEventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EducationEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"signupUrl"}}]}}]} as unknown as DocumentNode<AcademyLandingQuery, AcademyLandingQueryVariables>;
export const AcademyHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AcademyHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"educationHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EducationHistoryCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EducationHistoryCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EducationHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<AcademyHistoryQuery, AcademyHistoryQueryVariables>;
export const AcademyHistoryEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AcademyHistoryEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"educationHistoryEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EducationHistoryCard"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EducationHistoryCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EducationHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<AcademyHistoryEntryQuery, AcademyHistoryEntryQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LoginWithGoogleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginWithGoogle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nonce"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithGoogle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"nonce"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nonce"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoogleSignUpRequired"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialToken"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LoginWithGoogleMutation, LoginWithGoogleMutationVariables>;
export const CompleteGoogleSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteGoogleSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GoogleSignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeGoogleSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<CompleteGoogleSignUpMutation, CompleteGoogleSignUpMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ExchangeResetLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExchangeResetLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otpToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeResetLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"otpToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otpToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetToken"}}]}}]}}]} as unknown as DocumentNode<ExchangeResetLinkMutation, ExchangeResetLinkMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resetToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resetToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resetToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const GoogleSignInSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GoogleSignInSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"googleSignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"authorizeUrl"}}]}}]}}]}}]} as unknown as DocumentNode<GoogleSignInSettingsQuery, GoogleSignInSettingsQueryVariables>;
export const MemberProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]}}]} as unknown as DocumentNode<MemberProfileQuery, MemberProfileQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SetPasswordMutation, SetPasswordMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ResendRegistrationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendRegistrationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendRegistrationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<ResendRegistrationCodeMutation, ResendRegistrationCodeMutationVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeBanners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"imageDesktop"}},{"kind":"Field","name":{"kind":"Name","value":"imageMobile"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"latest"},"name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"NOW"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slogans"}},{"kind":"Field","name":{"kind":"Name","value":"recommends"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportStatements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"person"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impactFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const IncubatorPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncubatorPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubatorPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionDeadline"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"anchor"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestimonialCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mentors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"org"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alumni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionDeadline"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"person"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<IncubatorPageQuery, IncubatorPageQueryVariables>;
export const InventionPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventionPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventionPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionDeadline"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"anchor"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestimonialCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"award"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionDeadline"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"person"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<InventionPageQuery, InventionPageQueryVariables>;
export const NewsLandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsLanding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"now"},"name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"NOW"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleListItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"social"},"name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"SOCIAL"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleListItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"teams"},"name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"TEAMS"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleListItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articleTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]} as unknown as DocumentNode<NewsLandingQuery, NewsLandingQueryVariables>;
export const NewsColumnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsColumn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"column"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleColumn"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tagId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"1"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"Variable","name":{"kind":"Name","value":"column"}}},{"kind":"Argument","name":{"kind":"Name","value":"tagId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tagId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleListItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articleTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]} as unknown as DocumentNode<NewsColumnQuery, NewsColumnQueryVariables>;
export const NewsArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<NewsArticleQuery, NewsArticleQueryVariables>;
export const StudyLandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyLanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionBanners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"section"},"value":{"kind":"EnumValue","value":"STUDY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyReportCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyHistoryCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyReportCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyHistoryCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}}]}}]} as unknown as DocumentNode<StudyLandingQuery, StudyLandingQueryVariables>;
export const StudyReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReportKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyReportCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyReportCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}}]}}]} as unknown as DocumentNode<StudyReportsQuery, StudyReportsQueryVariables>;
export const StudyReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReportKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyReportCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyReportCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}}]}}]} as unknown as DocumentNode<StudyReportQuery, StudyReportQueryVariables>;
export const StudyHistoryEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyHistoryEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyHistoryEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyHistoryCard"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyHistoryCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}}]}}]} as unknown as DocumentNode<StudyHistoryEntryQuery, StudyHistoryEntryQueryVariables>;
export function useSiteFrameQuery(options?: useQuery.Options<SiteFrameQuery, SiteFrameQueryVariables>) {
  return useQuery(SiteFrameDocument, options ?? {});
}
export function useSiteFrameLazyQuery(options?: useLazyQuery.Options<SiteFrameQuery, SiteFrameQueryVariables>) {
  return useLazyQuery(SiteFrameDocument, options);
}
export function useRefreshTokenMutation(options?: useMutation.Options<RefreshTokenMutation, RefreshTokenMutationVariables>) {
  return useMutation(RefreshTokenDocument, options);
}
export function useSubscribeNewsletterMutation(options?: useMutation.Options<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>) {
  return useMutation(SubscribeNewsletterDocument, options);
}
export function useConfirmNewsletterMutation(options?: useMutation.Options<ConfirmNewsletterMutation, ConfirmNewsletterMutationVariables>) {
  return useMutation(ConfirmNewsletterDocument, options);
}
export function useAboutPageQuery(options?: useQuery.Options<AboutPageQuery, AboutPageQueryVariables>) {
  return useQuery(AboutPageDocument, options ?? {});
}
export function useAboutPageLazyQuery(options?: useLazyQuery.Options<AboutPageQuery, AboutPageQueryVariables>) {
  return useLazyQuery(AboutPageDocument, options);
}
export function useAcademyLandingQuery(options?: useQuery.Options<AcademyLandingQuery, AcademyLandingQueryVariables>) {
  return useQuery(AcademyLandingDocument, options ?? {});
}
export function useAcademyLandingLazyQuery(options?: useLazyQuery.Options<AcademyLandingQuery, AcademyLandingQueryVariables>) {
  return useLazyQuery(AcademyLandingDocument, options);
}
export function useAcademyHistoryQuery(options?: useQuery.Options<AcademyHistoryQuery, AcademyHistoryQueryVariables>) {
  return useQuery(AcademyHistoryDocument, options ?? {});
}
export function useAcademyHistoryLazyQuery(options?: useLazyQuery.Options<AcademyHistoryQuery, AcademyHistoryQueryVariables>) {
  return useLazyQuery(AcademyHistoryDocument, options);
}
export function useAcademyHistoryEntryQuery(options: useQuery.Options<AcademyHistoryEntryQuery, AcademyHistoryEntryQueryVariables>) {
  return useQuery(AcademyHistoryEntryDocument, options ?? {});
}
export function useAcademyHistoryEntryLazyQuery(options?: useLazyQuery.Options<AcademyHistoryEntryQuery, AcademyHistoryEntryQueryVariables>) {
  return useLazyQuery(AcademyHistoryEntryDocument, options);
}
export function useLoginMutation(options?: useMutation.Options<LoginMutation, LoginMutationVariables>) {
  return useMutation(LoginDocument, options);
}
export function useLoginWithGoogleMutation(options?: useMutation.Options<LoginWithGoogleMutation, LoginWithGoogleMutationVariables>) {
  return useMutation(LoginWithGoogleDocument, options);
}
export function useCompleteGoogleSignUpMutation(options?: useMutation.Options<CompleteGoogleSignUpMutation, CompleteGoogleSignUpMutationVariables>) {
  return useMutation(CompleteGoogleSignUpDocument, options);
}
export function useRequestPasswordResetMutation(options?: useMutation.Options<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>) {
  return useMutation(RequestPasswordResetDocument, options);
}
export function useExchangeResetLinkMutation(options?: useMutation.Options<ExchangeResetLinkMutation, ExchangeResetLinkMutationVariables>) {
  return useMutation(ExchangeResetLinkDocument, options);
}
export function useResetPasswordMutation(options?: useMutation.Options<ResetPasswordMutation, ResetPasswordMutationVariables>) {
  return useMutation(ResetPasswordDocument, options);
}
export function useGoogleSignInSettingsQuery(options?: useQuery.Options<GoogleSignInSettingsQuery, GoogleSignInSettingsQueryVariables>) {
  return useQuery(GoogleSignInSettingsDocument, options ?? {});
}
export function useGoogleSignInSettingsLazyQuery(options?: useLazyQuery.Options<GoogleSignInSettingsQuery, GoogleSignInSettingsQueryVariables>) {
  return useLazyQuery(GoogleSignInSettingsDocument, options);
}
export function useMemberProfileQuery(options?: useQuery.Options<MemberProfileQuery, MemberProfileQueryVariables>) {
  return useQuery(MemberProfileDocument, options ?? {});
}
export function useMemberProfileLazyQuery(options?: useLazyQuery.Options<MemberProfileQuery, MemberProfileQueryVariables>) {
  return useLazyQuery(MemberProfileDocument, options);
}
export function useUpdateProfileMutation(options?: useMutation.Options<UpdateProfileMutation, UpdateProfileMutationVariables>) {
  return useMutation(UpdateProfileDocument, options);
}
export function useChangePasswordMutation(options?: useMutation.Options<ChangePasswordMutation, ChangePasswordMutationVariables>) {
  return useMutation(ChangePasswordDocument, options);
}
export function useSetPasswordMutation(options?: useMutation.Options<SetPasswordMutation, SetPasswordMutationVariables>) {
  return useMutation(SetPasswordDocument, options);
}
export function useRegisterMutation(options?: useMutation.Options<RegisterMutation, RegisterMutationVariables>) {
  return useMutation(RegisterDocument, options);
}
export function useResendRegistrationCodeMutation(options?: useMutation.Options<ResendRegistrationCodeMutation, ResendRegistrationCodeMutationVariables>) {
  return useMutation(ResendRegistrationCodeDocument, options);
}
export function useVerifyEmailMutation(options?: useMutation.Options<VerifyEmailMutation, VerifyEmailMutationVariables>) {
  return useMutation(VerifyEmailDocument, options);
}
export function useHomePageQuery(options?: useQuery.Options<HomePageQuery, HomePageQueryVariables>) {
  return useQuery(HomePageDocument, options ?? {});
}
export function useHomePageLazyQuery(options?: useLazyQuery.Options<HomePageQuery, HomePageQueryVariables>) {
  return useLazyQuery(HomePageDocument, options);
}
export function useIncubatorPageQuery(options?: useQuery.Options<IncubatorPageQuery, IncubatorPageQueryVariables>) {
  return useQuery(IncubatorPageDocument, options ?? {});
}
export function useIncubatorPageLazyQuery(options?: useLazyQuery.Options<IncubatorPageQuery, IncubatorPageQueryVariables>) {
  return useLazyQuery(IncubatorPageDocument, options);
}
export function useInventionPageQuery(options?: useQuery.Options<InventionPageQuery, InventionPageQueryVariables>) {
  return useQuery(InventionPageDocument, options ?? {});
}
export function useInventionPageLazyQuery(options?: useLazyQuery.Options<InventionPageQuery, InventionPageQueryVariables>) {
  return useLazyQuery(InventionPageDocument, options);
}
export function useNewsLandingQuery(options?: useQuery.Options<NewsLandingQuery, NewsLandingQueryVariables>) {
  return useQuery(NewsLandingDocument, options ?? {});
}
export function useNewsLandingLazyQuery(options?: useLazyQuery.Options<NewsLandingQuery, NewsLandingQueryVariables>) {
  return useLazyQuery(NewsLandingDocument, options);
}
export function useNewsColumnQuery(options: useQuery.Options<NewsColumnQuery, NewsColumnQueryVariables>) {
  return useQuery(NewsColumnDocument, options ?? {});
}
export function useNewsColumnLazyQuery(options?: useLazyQuery.Options<NewsColumnQuery, NewsColumnQueryVariables>) {
  return useLazyQuery(NewsColumnDocument, options);
}
export function useNewsArticleQuery(options: useQuery.Options<NewsArticleQuery, NewsArticleQueryVariables>) {
  return useQuery(NewsArticleDocument, options ?? {});
}
export function useNewsArticleLazyQuery(options?: useLazyQuery.Options<NewsArticleQuery, NewsArticleQueryVariables>) {
  return useLazyQuery(NewsArticleDocument, options);
}
export function useStudyLandingQuery(options?: useQuery.Options<StudyLandingQuery, StudyLandingQueryVariables>) {
  return useQuery(StudyLandingDocument, options ?? {});
}
export function useStudyLandingLazyQuery(options?: useLazyQuery.Options<StudyLandingQuery, StudyLandingQueryVariables>) {
  return useLazyQuery(StudyLandingDocument, options);
}
export function useStudyReportsQuery(options: useQuery.Options<StudyReportsQuery, StudyReportsQueryVariables>) {
  return useQuery(StudyReportsDocument, options ?? {});
}
export function useStudyReportsLazyQuery(options?: useLazyQuery.Options<StudyReportsQuery, StudyReportsQueryVariables>) {
  return useLazyQuery(StudyReportsDocument, options);
}
export function useStudyReportQuery(options: useQuery.Options<StudyReportQuery, StudyReportQueryVariables>) {
  return useQuery(StudyReportDocument, options ?? {});
}
export function useStudyReportLazyQuery(options?: useLazyQuery.Options<StudyReportQuery, StudyReportQueryVariables>) {
  return useLazyQuery(StudyReportDocument, options);
}
export function useStudyHistoryEntryQuery(options: useQuery.Options<StudyHistoryEntryQuery, StudyHistoryEntryQueryVariables>) {
  return useQuery(StudyHistoryEntryDocument, options ?? {});
}
export function useStudyHistoryEntryLazyQuery(options?: useLazyQuery.Options<StudyHistoryEntryQuery, StudyHistoryEntryQueryVariables>) {
  return useLazyQuery(StudyHistoryEntryDocument, options);
}