import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { HomeBanner as HomeBannerDto, HomeRecommend as HomeRecommendDto, PublicSettings as PublicSettingsDto, Article as ArticleDto, ArticleTag as ArticleTagDto, MemberInfo as MemberInfoDto, AboutSettings as AboutSettingsDto, CeoMessage as CeoMessageDto, AboutTheme as AboutThemeDto, EducationHistoryEntry as EducationHistoryEntryDto, StudyHistoryEntry as StudyHistoryEntryDto, InventionSection as InventionSectionDto, Prize as PrizeDto, InventionTeam as InventionTeamDto, IncubatorSection as IncubatorSectionDto, Mentor as MentorDto, IncubatorTeam as IncubatorTeamDto } from '../rest/dto.ts';
import type { ProgrammeSessionSource as ProgrammeSessionSourceDto, LazyPage as LazyPageDto, TestimonialSource as TestimonialSourceDto, SectionBannerSource as SectionBannerSourceDto, EducationEventSource as EducationEventSourceDto, StudyReportSource as StudyReportSourceDto, FaqSource as FaqSourceDto, InventionMemberSource as InventionMemberSourceDto, IncubatorMemberSource as IncubatorMemberSourceDto } from '../resolvers/sources.ts';
import type { InventionApplicationRecord as InventionApplicationRecordDto, InventionTeamRecord as InventionTeamRecordDto, InventionProposalRecord as InventionProposalRecordDto, IncubatorApplicationRecord as IncubatorApplicationRecordDto, IncubatorTeamRecord as IncubatorTeamRecordDto, IncubatorProposalRecord as IncubatorProposalRecordDto, ApplicationFile as ApplicationFileDto } from '../rest/application-records.ts';
import type { StaffMemberRecord as StaffMemberRecordDto, ManagerRecord as ManagerRecordDto } from '../rest/staff-people.ts';
import type { StaffSessionSource as StaffSessionSourceDto, StaffApplicationRowSource as StaffApplicationRowSourceDto, StaffInventionApplicationSource as StaffInventionApplicationSourceDto, StaffIncubatorApplicationSource as StaffIncubatorApplicationSourceDto } from '../resolvers/staff-application-sources.ts';
import type { HistoryEventRecord as HistoryEventRecordDto } from '../rest/staff-applications.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 instant in UTC, e.g. `2026-11-21T16:00:00.000Z`. */
  DateTime: { input: string; output: string; }
  /**
   * A rich-text document (an article's body, a section's text): the allowlisted subset of ProseMirror
   * JSON the backend keeps, `{ "type": "doc", "content": [block…] }`. Blocks: `paragraph` and
   * `heading` (`attrs.level` 2 or 3) holding inlines; `bulletList` and `orderedList` (`attrs.start`
   * when not 1) holding `listItem`s of blocks; `blockquote` holding blocks; `image` (`attrs.src`, a
   * `/files/public/…` raster image, and `attrs.alt`). Inlines: `text` (`text`, optional `marks`:
   * `bold`, `italic`, `link` with `attrs.href` http(s), mailto or root-relative) and `hardBreak`.
   * Nothing else appears in an answer; an input with anything else is BAD_USER_INPUT on its field.
   * Render it as elements, never as HTML (docs/rest-contract.md, "Rich text").
   */
  RichText: { input: import('@yip/rules').RichDocument; output: import('@yip/rules').RichDocument; }
  /** A file sent in a multipart GraphQL request (graphql-multipart-request-spec); send `Apollo-Require-Preflight: true`. */
  Upload: { input: Promise<import('graphql-upload-minimal').FileUpload>; output: Promise<import('graphql-upload-minimal').FileUpload>; }
};

/** The About page. */
export type AboutPage = {
  __typename?: 'AboutPage';
  /** The CEO's message. */
  ceoMessage: CeoMessage;
  /** The core values shown as slogans (e.g. Compassion, Innovation), in the request's language. */
  coreSlogans: Array<Scalars['String']['output']>;
  /** Partner organisations, in display order. */
  partners: Array<Partner>;
  /** The four themes, in order: VENTURES, ACADEMY, STUDY, NEWS. */
  themes: Array<Theme>;
};

/** The request was accepted (and a mail sent when one was due). */
export type Accepted = {
  __typename?: 'Accepted';
  /** Always true; failures are errors, not false. */
  ok: Scalars['Boolean']['output'];
};

/** What every application has, whichever programme it is for. */
export type Application = {
  /** The application's id. */
  id: Scalars['ID']['output'];
  /** The proposal. */
  proposal: ApplicationProposal;
  /** The registration number; null until submitted. */
  registrationNumber?: Maybe<Scalars['String']['output']>;
  /** The session it belongs to. */
  session: ProgrammeSession;
  /** Where it stands. */
  status: ApplicationStatus;
  /** When it was submitted; null for a draft. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The team. */
  team: ApplicationTeam;
  /** When it was last saved. */
  updatedAt: Scalars['DateTime']['output'];
  /** Changes on every save; send it back with the next save (a stale one is a CONFLICT). */
  version: Scalars['Int']['output'];
};

/** What every team member has. */
export type ApplicationMember = {
  /** Department (or position in the organisation). */
  department?: Maybe<Scalars['String']['output']>;
  /** E-mail. */
  email?: Maybe<Scalars['String']['output']>;
  /** True for the first member: the leader and main contact. */
  isLeader: Scalars['Boolean']['output'];
  /** Full name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Mobile phone. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** What every proposal has. */
export type ApplicationProposal = {
  /** The abstract. */
  abstract?: Maybe<Scalars['String']['output']>;
  /** The work's or project's name, at most 12 characters. */
  name?: Maybe<Scalars['String']['output']>;
  /** The plan (PDF, at most 10 MB). */
  plan?: Maybe<StoredFile>;
};

/** Where an application stands. Members see: Draft, Successfully submitted, Upload Final, Enter Final. */
export type ApplicationStatus =
  /** Being written; the member can still change it (label: Draft). */
  | 'DRAFT'
  /** Incubator only: the final PDF was received (label: Enter Final). */
  | 'FINAL_ENTERED'
  /** Incubator only: the team may upload its final PDF (label: Upload Final). */
  | 'FINAL_UPLOAD'
  /** Submitted; it can no longer be changed (label: Successfully submitted). */
  | 'SUBMITTED';

/** What every application's team has. In a draft any field may still be empty (null). */
export type ApplicationTeam = {
  /** The members; the first is the leader and main contact. */
  members: Array<ApplicationMember>;
  /** The team name. */
  name?: Maybe<Scalars['String']['output']>;
  /** How the team heard of the programme. */
  referrals: Array<Referral>;
};

/** A news article or column piece. */
export type Article = {
  __typename?: 'Article';
  /** Author or source, in the request's language; null when not given. */
  author?: Maybe<Scalars['String']['output']>;
  /** The body as a rich-text document, in the request's language. */
  body: Scalars['RichText']['output'];
  /** The news column the article belongs to. */
  column: ArticleColumn;
  /** Cover image (1200×800), a root-relative path. */
  cover: Scalars['String']['output'];
  /** The cover's sizes; null when it is not an uploaded image (then use `cover` alone). */
  coverSources?: Maybe<ResponsiveImage>;
  /** The article's id; use it with Query.article. */
  id: Scalars['ID']['output'];
  /**
   * The image link previews (Open Graph, X cards) show when the article is shared, 1200×630; null
   * when the article has none (previews then show the cover, 1200×800).
   */
  ogImage?: Maybe<LinkPreviewImage>;
  /**
   * The body's text blocks as plain text (headings, paragraphs, list items), in the request's language.
   * @deprecated Use body: a rich-text document.
   */
  paragraphs: Array<Scalars['String']['output']>;
  /** When the article was published (UTC instant; a date-only value becomes midnight UTC). */
  publishedAt: Scalars['DateTime']['output'];
  /** One or two sentences shown in lists, in the request's language. */
  summary: Scalars['String']['output'];
  /** The published tags the article carries. */
  tags: Array<ArticleTag>;
  /** The headline, in the request's language. */
  title: Scalars['String']['output'];
};

/** The news section's columns. */
export type ArticleColumn =
  /** Latest news. */
  | 'NOW'
  /** The social innovation column. */
  | 'SOCIAL'
  /** The team column. */
  | 'TEAMS';

/** A page of articles. */
export type ArticlePage = {
  __typename?: 'ArticlePage';
  /** The articles of this page, in display order; empty past the last page. */
  items: Array<Article>;
  /** The 1-based page number asked for. */
  page: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** Number of articles matching the filters, over all pages. */
  total: Scalars['Int']['output'];
};

/** A tag articles can carry. */
export type ArticleTag = {
  __typename?: 'ArticleTag';
  /** The tag's id; pass it as Query.articles(tagId:). */
  id: Scalars['ID']['output'];
  /** The tag's label, in the request's language. */
  name: Scalars['String']['output'];
};

/** A member session. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** JWT (HS256, 2 h) with the claims of spec §3; keep it under localStorage `token` with `role` = user. */
  token: Scalars['String']['output'];
};

/** Who a root field's `@auth` admits. */
export type AuthRole =
  /** Staff (a token of role `manager`, signed in with a second factor): the console. */
  | 'MANAGER'
  /** A member (a token of role `user`): the member's own account and applications. */
  | 'MEMBER';

/** Cache policy hint for the gateway's response cache (public content only). */
export type CacheControlScope =
  /** The answer belongs to one member and is never shared. */
  | 'PRIVATE'
  /** Any visitor may receive the cached answer. */
  | 'PUBLIC';

/** The CEO's message on the About page. */
export type CeoMessage = {
  __typename?: 'CeoMessage';
  /** The CEO's name, in the request's language. */
  name: Scalars['String']['output'];
  /** The message, as plain-text paragraphs in the request's language. */
  paragraphs: Array<Scalars['String']['output']>;
  /** Photo, a root-relative path. */
  photo: Scalars['String']['output'];
  /** The CEO's job title, in the request's language. */
  title: Scalars['String']['output'];
};

/** A password change. */
export type ChangePasswordInput = {
  /** The current password. */
  oldPassword: Scalars['String']['input'];
  /** The new password (8+ characters with upper case, lower case, a digit and a special character). */
  password: Scalars['String']['input'];
};

/** The competition's two groups. */
export type CompetitionGroup =
  /** College and university students. */
  | 'COLLEGE'
  /** Vocational high school. */
  | 'VOCATIONAL';

/** A subscription confirmation. */
export type ConfirmNewsletterInput = {
  /** The `confirm` value of the mailed link. */
  token: Scalars['String']['input'];
};

/** A record in the bin. */
export type ContentBinEntry = {
  __typename?: 'ContentBinEntry';
  /** When it was deleted. */
  deletedAt: Scalars['DateTime']['output'];
  /** Who deleted it (a staff e-mail). */
  deletedBy?: Maybe<Scalars['String']['output']>;
  /** When it is gone for good. */
  purgeAt: Scalars['DateTime']['output'];
  /** The record as it was deleted. */
  record: ContentRecord;
};

/** A new record. */
export type ContentCreateInput = {
  /** Its family. */
  family: ContentFamily;
  /** Its fields; absent optional fields stay absent. */
  fields: Array<ContentFieldInput>;
};

/** A family of public content: the records one kind of block on the site's pages shows. */
export type ContentFamily =
  /** The news articles. */
  | 'ARTICLE'
  /** The news section's banner. */
  | 'ARTICLE_BANNER'
  /** The news tags. */
  | 'ARTICLE_TAG'
  /** The study section's banner. */
  | 'BOOK_BANNER'
  /** The study section's history. */
  | 'BOOK_HISTORY'
  /** The impact and alumni reports. */
  | 'BOOK_REPORT'
  /** The SORI reports. */
  | 'BOOK_SORI'
  /** The academy's banner. */
  | 'EDUCATION_BANNER'
  /** The academy's past workshops and tours. */
  | 'EDUCATION_HISTORY'
  /** The Impact Workshops. */
  | 'EDUCATION_THINK'
  /** The Impact Tours. */
  | 'EDUCATION_WALK'
  /** The home page's banner slides. */
  | 'HOME_BANNER'
  /** The home page's recommendations. */
  | 'HOME_RECOMMEND'
  /** The incubator page's sections. */
  | 'INCUBATOR_CONTENT'
  /** The incubator's questions and answers. */
  | 'INCUBATOR_QA'
  /** The incubator's testimonials. */
  | 'INCUBATOR_RECOMMEND'
  /** The incubator's mentors. */
  | 'INCUBATOR_TEACHER'
  /** The incubator's alumni teams. */
  | 'INCUBATOR_TEAM'
  /** The competition page's sections. */
  | 'INVENTION_CONTENT'
  /** The competition's prizes. */
  | 'INVENTION_PRIZE'
  /** The competition's questions and answers. */
  | 'INVENTION_QA'
  /** The competition's testimonials. */
  | 'INVENTION_RECOMMEND'
  /** The competition's winning teams. */
  | 'INVENTION_TEAM';

/** A content family and its fields. */
export type ContentFamilySpec = {
  __typename?: 'ContentFamilySpec';
  /** The family. */
  family: ContentFamily;
  /** Its fields, in the order the console shows them. */
  fields: Array<ContentFieldSpec>;
  /** Whether its records can be published and unpublished at set times (articles and banners). */
  schedulable: Scalars['Boolean']['output'];
  /** The field whose image stands for a record in lists, when the family has images. */
  thumbnailField?: Maybe<Scalars['String']['output']>;
  /** The field whose text names a record in lists. */
  titleField: Scalars['String']['output'];
};

/** One field's new value: set the member its kind uses. */
export type ContentFieldInput = {
  /** FLAG. */
  flag?: InputMaybe<Scalars['Boolean']['input']>;
  /** LOCALISED (a language may be empty while the record is unpublished). */
  localised?: InputMaybe<LocalisedTextInput>;
  /** LOCALISED_LIST. */
  localisedList?: InputMaybe<Array<LocalisedTextInput>>;
  /** The field's name. */
  name: Scalars['String']['input'];
  /** NUMBER. */
  number?: InputMaybe<Scalars['Int']['input']>;
  /** ID_LIST. */
  numbers?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** RICH_TEXT (a language may be an empty document while the record is unpublished). */
  richText?: InputMaybe<LocalisedRichTextInput>;
  /** TEXT, CHOICE, DATE, DATE_TIME and PATH. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** PATH_LIST. */
  texts?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** What kind of value a content field holds, and so how the console edits it. */
export type ContentFieldKind =
  /** One of `choices` (`text`). */
  | 'CHOICE'
  /** A calendar date, YYYY-MM-DD (`text`). */
  | 'DATE'
  /** An instant, ISO 8601 with an offset (`text`). */
  | 'DATE_TIME'
  /** Yes or no (`flag`). */
  | 'FLAG'
  /** A list of ids of records of another family (`numbers`), e.g. an article's tags. */
  | 'ID_LIST'
  /** A text in both languages (`localised`). */
  | 'LOCALISED'
  /** A list of texts in both languages (`localisedList`). */
  | 'LOCALISED_LIST'
  /** A whole number (`number`). */
  | 'NUMBER'
  /** A file's or an image's address: a root-relative `/files/public/…` path or an absolute URL (`text`). */
  | 'PATH'
  /** A list of addresses (`texts`). */
  | 'PATH_LIST'
  /** A rich-text document in both languages (`richText`), edited with the rich-text editor. */
  | 'RICH_TEXT'
  /** A plain text (`text`). */
  | 'TEXT';

/** One field of a content family. */
export type ContentFieldSpec = {
  __typename?: 'ContentFieldSpec';
  /** The values a CHOICE may take. */
  choices?: Maybe<Array<Scalars['String']['output']>>;
  /** Whether an address is an image, so the console shows it. */
  image: Scalars['Boolean']['output'];
  /** What it holds. */
  kind: ContentFieldKind;
  /** The most characters (graphemes, as the rules count) a text may have in each language, when limited. */
  maxLength?: Maybe<Scalars['Int']['output']>;
  /** Whether the text is long (paragraphs separated by blank lines) and edited in a larger box. */
  multiline: Scalars['Boolean']['output'];
  /** The field's name, as values name it (e.g. `title`). */
  name: Scalars['String']['output'];
  /** For ID_LIST: the family the ids are of. */
  refers?: Maybe<ContentFamily>;
  /** Whether a record must have it. */
  required: Scalars['Boolean']['output'];
};

/** One field's value: the member of it that its kind uses is set, the others are null. */
export type ContentFieldValue = {
  __typename?: 'ContentFieldValue';
  /** FLAG. */
  flag?: Maybe<Scalars['Boolean']['output']>;
  /** LOCALISED. */
  localised?: Maybe<LocalisedText>;
  /** LOCALISED_LIST. */
  localisedList?: Maybe<Array<LocalisedText>>;
  /** The field's name. */
  name: Scalars['String']['output'];
  /** NUMBER. */
  number?: Maybe<Scalars['Int']['output']>;
  /** ID_LIST. */
  numbers?: Maybe<Array<Scalars['Int']['output']>>;
  /** RICH_TEXT. */
  richText?: Maybe<LocalisedRichText>;
  /** TEXT, CHOICE, DATE, DATE_TIME and PATH. */
  text?: Maybe<Scalars['String']['output']>;
  /** PATH_LIST. */
  texts?: Maybe<Array<Scalars['String']['output']>>;
};

/** An uploaded image, ready to be put in its field. */
export type ContentImage = {
  __typename?: 'ContentImage';
  /** Its text alternative in both languages. */
  alt: LocalisedText;
  /** The largest size's height in pixels. */
  height: Scalars['Int']['output'];
  /** The path the field takes (the largest JPEG); its other sizes are found from it. */
  path: Scalars['String']['output'];
  /** Its sizes, as a page would show it. */
  sources: ResponsiveImage;
  /** The largest size's width in pixels. */
  width: Scalars['Int']['output'];
};

/**
 * An image for a content field, with its text alternative in both languages; or an image inside a
 * rich text (`field` a rich-text field such as `content`), with the alternative of the document it
 * goes in: at least 800 pixels wide, its own shape kept (1:3 to 3:1), never cropped.
 */
export type ContentImageUploadInput = {
  /** What the image shows, in English (at most 150 characters); for a rich text, empty when the document is Chinese. */
  altEn: Scalars['String']['input'];
  /** What the image shows, in Traditional Chinese (at most 150 characters); for a rich text, empty when the document is English. */
  altZhTw: Scalars['String']['input'];
  /** The family of the record. */
  family: ContentFamily;
  /** The image field, as the family names it (e.g. `imageDes`, `cover`), or a rich-text field (`content`). */
  field: Scalars['String']['input'];
  /** The image: JPEG, PNG or WebP, at most 10 MB. */
  file: Scalars['Upload']['input'];
};

/** A localised field left empty in one language. */
export type ContentMissingTranslation = {
  __typename?: 'ContentMissingTranslation';
  /** The field's name. */
  field: Scalars['String']['output'];
  /** The language it is empty in. */
  language: StaffLanguage;
};

/** A move in a family's order. */
export type ContentMoveInput = {
  /** Its family. */
  family: ContentFamily;
  /** The position the officer saw it at. */
  from: Scalars['Int']['input'];
  /** Its id. */
  id: Scalars['ID']['input'];
  /** The position it goes to. */
  to: Scalars['Int']['input'];
};

/** Publishing or unpublishing. */
export type ContentPublishInput = {
  /** Its family. */
  family: ContentFamily;
  /** Its id. */
  id: Scalars['ID']['input'];
  /** True to publish, false to unpublish. */
  published: Scalars['Boolean']['input'];
};

/** A content record as the console edits it. Its identity is its family and id together: a client cache keys it by both. */
export type ContentRecord = {
  __typename?: 'ContentRecord';
  /** Its family. */
  family: ContentFamily;
  /** Its fields (absent optional fields are left out). */
  fields: Array<ContentFieldValue>;
  /** Its id (unique within its family). */
  id: Scalars['ID']['output'];
  /** The localised fields empty in one language: while there are any, it cannot be published. */
  missingTranslations: Array<ContentMissingTranslation>;
  /** Its place in the family's display order, from 0. */
  position: Scalars['Int']['output'];
  /** Whether visitors see it. */
  published: Scalars['Boolean']['output'];
  /** When it is to be published or unpublished; null for a family that cannot be scheduled. */
  schedule?: Maybe<ContentSchedule>;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Who last changed it (a staff e-mail). */
  updatedBy?: Maybe<Scalars['String']['output']>;
  /** Its version: each save adds one; a save names the version it was edited from. */
  version: Scalars['Int']['output'];
};

/** One record. */
export type ContentRefInput = {
  /** Its family. */
  family: ContentFamily;
  /** Its id. */
  id: Scalars['ID']['input'];
};

/** Bringing back an earlier revision. */
export type ContentRestoreRevisionInput = {
  /** Its family. */
  family: ContentFamily;
  /** Its id. */
  id: Scalars['ID']['input'];
  /** The version of the revision to bring back. */
  revision: Scalars['Int']['input'];
  /** The version the officer saw (as a save names it). */
  version: Scalars['Int']['input'];
};

/** A record as one change left it. */
export type ContentRevision = {
  __typename?: 'ContentRevision';
  /** What the change was. */
  action: ContentRevisionAction;
  /** When. */
  at: Scalars['DateTime']['output'];
  /** Who (a staff e-mail). */
  by?: Maybe<Scalars['String']['output']>;
  /** The names of the fields this change altered. */
  changedFields: Array<Scalars['String']['output']>;
  /** Its fields after the change. */
  fields: Array<ContentFieldValue>;
  /** Whether it was published after the change. */
  published: Scalars['Boolean']['output'];
  /** The record's version after the change. */
  version: Scalars['Int']['output'];
};

/** What made a revision. */
export type ContentRevisionAction =
  /** Created. */
  | 'CREATE'
  /** Published. */
  | 'PUBLISH'
  /** Taken out of the bin. */
  | 'RESTORE'
  /** An earlier revision restored. */
  | 'RESTORE_REVISION'
  /** Saved. */
  | 'SAVE'
  /** Unpublished. */
  | 'UNPUBLISH';

/** A record's new fields, over the version edited. */
export type ContentSaveInput = {
  /** Its family. */
  family: ContentFamily;
  /** All its fields; an optional field left out is removed. */
  fields: Array<ContentFieldInput>;
  /** Its id. */
  id: Scalars['ID']['input'];
  /** The version the officer edited (`ContentRecord.version`). */
  version: Scalars['Int']['input'];
};

/** When a record's publication is to change by itself. */
export type ContentSchedule = {
  __typename?: 'ContentSchedule';
  /** When it is to be published; null when not set. */
  publishAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who set the times (a staff e-mail). */
  setBy?: Maybe<Scalars['String']['output']>;
  /** When it is to be unpublished; null when not set. */
  unpublishAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A record's publication times; both absent clear them. */
export type ContentScheduleInput = {
  /** Its family (one whose spec is `schedulable`). */
  family: ContentFamily;
  /** Its id. */
  id: Scalars['ID']['input'];
  /** When to publish it. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** When to unpublish it. */
  unpublishAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** An Impact Workshop or Impact Tour. Its identity is its kind and id together: a client cache keys it by both. */
export type EducationEvent = {
  __typename?: 'EducationEvent';
  /** The description as a rich-text document, in the request's language. */
  body: Scalars['RichText']['output'];
  /** Cover image (1200×800), a root-relative path. */
  cover: Scalars['String']['output'];
  /** When the event ends (UTC instant, not before startAt; show it in Asia/Taipei time). */
  endAt: Scalars['DateTime']['output'];
  /** The event's id (unique within its kind); use it with Query.educationEvent. */
  id: Scalars['ID']['output'];
  /** Workshop or tour. */
  kind: EducationEventKind;
  /**
   * The description's text blocks as plain text, in the request's language.
   * @deprecated Use body: a rich-text document.
   */
  paragraphs: Array<Scalars['String']['output']>;
  /** Where it takes place, in the request's language. */
  place: Scalars['String']['output'];
  /** Sign-up form (absolute URL or site path); null when sign-up is not offered, e.g. for past events. */
  signupUrl?: Maybe<Scalars['String']['output']>;
  /** When the event starts (UTC instant; show it in Asia/Taipei time). */
  startAt: Scalars['DateTime']['output'];
  /** Ongoing (upcoming or open for sign-up) or past, as the editors set it. */
  status: EventStatus;
  /** One or two sentences shown in lists, in the request's language. */
  summary: Scalars['String']['output'];
  /** The event's title, in the request's language. */
  title: Scalars['String']['output'];
};

/** The academy's two kinds of event. */
export type EducationEventKind =
  /** Impact Tour (education/walk). */
  | 'TOUR'
  /** Impact Workshop (education/think). */
  | 'WORKSHOP';

/** A review of past academy events. */
export type EducationHistoryEntry = {
  __typename?: 'EducationHistoryEntry';
  /** The review as a rich-text document, in the request's language. */
  body: Scalars['RichText']['output'];
  /** The day the review covers (ISO date, YYYY-MM-DD). */
  date: Scalars['String']['output'];
  /** The review's id; use it with Query.educationHistoryEntry. */
  id: Scalars['ID']['output'];
  /** Whether it reviews workshops or tours. */
  kind: EducationEventKind;
  /**
   * The review's text blocks as plain text, in the request's language.
   * @deprecated Use body: a rich-text document.
   */
  paragraphs: Array<Scalars['String']['output']>;
  /** Photos (1200×800), root-relative paths; at least one. */
  photos: Array<Scalars['String']['output']>;
  /** One or two sentences shown in lists, in the request's language. */
  summary: Scalars['String']['output'];
  /** The review's title, in the request's language. */
  title: Scalars['String']['output'];
};

/** Whether an academy event is still to come. */
export type EventStatus =
  /** Upcoming or open for sign-up. */
  | 'ONGOING'
  /** Already held. */
  | 'PAST';

/** A mailed reset link. */
export type ExchangeResetLinkInput = {
  /** The last path segment of the mailed reset link. */
  otpToken: Scalars['String']['input'];
};

/** A question of a programme's FAQ. Its identity is its programme and id together: a client cache keys it by both. */
export type Faq = {
  __typename?: 'Faq';
  /** The answer as plain text, in the request's language. */
  answer: Scalars['String']['output'];
  /** The question's id (unique within its programme). */
  id: Scalars['ID']['output'];
  /** The programme whose FAQ it is in. */
  programme: Programme;
  /** The question, in the request's language. */
  question: Scalars['String']['output'];
};

/** A file slot in a save: keep a stored file, send a new one, or leave both out to clear the slot. */
export type FileInput = {
  /** The `url` of a file this application already holds, to keep it here. */
  keep?: InputMaybe<Scalars['String']['input']>;
  /** A new file; it replaces whatever the slot held. */
  upload?: InputMaybe<Scalars['Upload']['input']>;
};

/** What Google sign-in answers: a session, or a sign-up to complete. */
export type GoogleLoginResult = AuthPayload | GoogleSignUpRequired;

/** What Google told about the person. */
export type GoogleProfile = {
  __typename?: 'GoogleProfile';
  /** The Google account's e-mail; it becomes the login e-mail. */
  email: Scalars['String']['output'];
  /** Given name from Google; may be empty. */
  firstName: Scalars['String']['output'];
  /** Family name from Google; may be empty. */
  lastName: Scalars['String']['output'];
};

/** Google sign-in as the browser starts it: an OpenID Connect implicit redirect for an ID token, later passed to loginWithGoogle. */
export type GoogleSignIn = {
  __typename?: 'GoogleSignIn';
  /** The provider's authorization endpoint the browser is sent to. */
  authorizeUrl: Scalars['String']['output'];
  /** The OAuth client id the ID token is issued for. */
  clientId: Scalars['String']['output'];
};

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

/** A new Google identity: prefill the member-data form with `profile`, then call `completeGoogleSignUp`. */
export type GoogleSignUpRequired = {
  __typename?: 'GoogleSignUpRequired';
  /** What Google says about the person, to prefill the form. */
  profile: GoogleProfile;
  /** Proves the Google identity to `completeGoogleSignUp`; valid 30 minutes. */
  socialToken: Scalars['String']['output'];
};

/** A slide of the home banner carousel. */
export type HomeBanner = {
  __typename?: 'HomeBanner';
  /** Text alternative of the image, in the request's language. */
  alt: Scalars['String']['output'];
  /** The slide's id. */
  id: Scalars['ID']['output'];
  /** Desktop image (1920×720), a root-relative path served through the gateway. */
  imageDesktop: Scalars['String']['output'];
  /** The desktop image's sizes; null when it is not an uploaded image (then use `imageDesktop` alone). */
  imageDesktopSources?: Maybe<ResponsiveImage>;
  /** Mobile image (750×900), a root-relative path served through the gateway. */
  imageMobile: Scalars['String']['output'];
  /** The mobile image's sizes; null when it is not an uploaded image. */
  imageMobileSources?: Maybe<ResponsiveImage>;
  /** Where the slide leads: a site path or an external URL; null when it leads nowhere. */
  link?: Maybe<Scalars['String']['output']>;
  /** Short title of the slide, also read by screen readers; in the request's language. */
  title: Scalars['String']['output'];
};

/** The home page's content blocks. */
export type HomeContent = {
  __typename?: 'HomeContent';
  /** The recommendations carousel (same as Query.homeRecommendations). */
  recommendations: Array<HomeRecommend>;
  /**
   * The recommendations carousel (REST's name).
   * @deprecated Use recommendations.
   */
  recommends: Array<HomeRecommend>;
  /** The scrolling slogans, in the request's language. */
  slogans: Array<Scalars['String']['output']>;
  /** The four blocks of support statements. */
  supportStatements: Array<TextBlock>;
  /** Quotes shown on the home page, in display order (they have no id). */
  testimonials: Array<Testimonial>;
};

/** A card of the home recommendations carousel. */
export type HomeRecommend = {
  __typename?: 'HomeRecommend';
  /** The recommendation's text, in the request's language. */
  content: Scalars['String']['output'];
  /** The card's id. */
  id: Scalars['ID']['output'];
  /** Card image, a root-relative path; null when the card has none. */
  image?: Maybe<Scalars['String']['output']>;
  /** Where the card leads: a site path or an external URL; null when it leads nowhere. */
  link?: Maybe<Scalars['String']['output']>;
  /** The card's title, in the request's language. */
  title: Scalars['String']['output'];
};

/** One impact figure of the home page. */
export type ImpactFigure = {
  __typename?: 'ImpactFigure';
  /** Stable key naming the figure (assisted, clarified, solved, interaction, teams, participants, funds); the client labels it. */
  key: Scalars['String']['output'];
  /** How the value is written (percentage, count or lower bound). */
  unit: ImpactUnit;
  /** The number to show, e.g. 92 for 92% or 19800 for 19,800+. */
  value: Scalars['Float']['output'];
};

/** One impact figure as the officer enters it. */
export type ImpactFigureInput = {
  /** Which figure (assisted, clarified, solved, interaction, teams, participants, funds), each once. */
  key: Scalars['String']['input'];
  /** How it is written. */
  unit: ImpactUnit;
  /** The number, 0 or more; a percentage at most 100. */
  value: Scalars['Float']['input'];
};

/** How an impact figure is written. */
export type ImpactUnit =
  /** A plain count, e.g. 77. */
  | 'COUNT'
  /** A percentage, e.g. 92%. */
  | 'PERCENT'
  /** A lower bound, e.g. 19,800+. */
  | 'PLUS';

/** An incubator application of one session. */
export type IncubatorApplication = Application & {
  __typename?: 'IncubatorApplication';
  /** The final-round presentation, once uploaded. */
  finalFile?: Maybe<StoredFile>;
  /** When the final-round presentation was uploaded. */
  finalSubmittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The application's id. */
  id: Scalars['ID']['output'];
  /** The proposal. */
  proposal: IncubatorProposal;
  /** The registration number, e.g. `INC2026-0003`; null until submitted. */
  registrationNumber?: Maybe<Scalars['String']['output']>;
  /** The session it belongs to. */
  session: ProgrammeSession;
  /** DRAFT, SUBMITTED, FINAL_UPLOAD or FINAL_ENTERED. */
  status: ApplicationStatus;
  /** When it was submitted; null for a draft. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The team (contact information). */
  team: IncubatorApplicationTeam;
  /** When it was last saved. */
  updatedAt: Scalars['DateTime']['output'];
  /** Changes on every save; send it back with the next save (a stale one is a CONFLICT). */
  version: Scalars['Int']['output'];
};

/** The whole incubator application as the form holds it. */
export type IncubatorApplicationInput = {
  /** The proposal. */
  proposal: IncubatorProposalInput;
  /** The team. */
  team: IncubatorTeamInput;
};

/** The team of an incubator application. In a draft any field may still be empty (null). */
export type IncubatorApplicationTeam = ApplicationTeam & {
  __typename?: 'IncubatorApplicationTeam';
  /** The city. */
  city?: Maybe<Scalars['String']['output']>;
  /** The country (required for the Asia-Pacific group). */
  country?: Maybe<Scalars['String']['output']>;
  /** Members (1–10); the first is the leader and main contact. */
  members: Array<IncubatorMember>;
  /** The team name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The organisation's registered name (or the informal team's name). */
  organisationName?: Maybe<Scalars['String']['output']>;
  /**
   * The organisation's name (REST's name).
   * @deprecated Use organisationName.
   */
  organizeName?: Maybe<Scalars['String']['output']>;
  /** How the team heard of the programme. */
  referrals: Array<Referral>;
  /**
   * How the team heard of the programme (REST's name).
   * @deprecated Use referrals.
   */
  refers: Array<Referral>;
  /** The unified business number (optional). */
  taxId?: Maybe<Scalars['String']['output']>;
  /** The kind of team. */
  type?: Maybe<IncubatorTeamType>;
};

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

/** A member of an incubator team. */
export type IncubatorMember = ApplicationMember & {
  __typename?: 'IncubatorMember';
  /** Birthday, YYYY-MM-DD (every member is 40 or younger on the apply end date). */
  birthday?: Maybe<Scalars['String']['output']>;
  /** Department or position in the organisation. */
  department?: Maybe<Scalars['String']['output']>;
  /** E-mail. */
  email?: Maybe<Scalars['String']['output']>;
  /** True for the first member: the leader and main contact. */
  isLeader: Scalars['Boolean']['output'];
  /** Full name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Mobile phone. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** An incubator team member. */
export type IncubatorMemberInput = {
  /** Birthday, YYYY-MM-DD. */
  birthday?: InputMaybe<Scalars['String']['input']>;
  /** Department or position. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** E-mail. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Full name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Mobile phone. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** The incubator page. */
export type IncubatorPage = {
  __typename?: 'IncubatorPage';
  /** Teams incubated in earlier sessions, in display order. */
  alumni: Array<IncubatorTeam>;
  /** The incubator's FAQ, in display order. */
  faqs: Array<Faq>;
  /** The incubator's mentors, in display order. */
  mentors: Array<Mentor>;
  /** Sections in display order: the introduction, how to apply and one eligibility statement per group. */
  sections: Array<IncubatorSection>;
  /** The active session, or null when none is active. */
  session?: Maybe<ProgrammeSession>;
  /** Alumni testimonials. */
  testimonials: Array<Testimonial>;
};

/**
 * The incubator's groups under REST's name: the values of IncubatorGroup, read and given only by the
 * deprecated `property` fields, and removed with them.
 */
export type IncubatorProperty =
  /** Asia-Pacific team (the country is required). */
  | 'ASIA_PACIFIC'
  /** Taiwan acceleration group. */
  | 'TAIWAN_ACCELERATION'
  /** Taiwan incubation group. */
  | 'TAIWAN_INCUBATION';

/** The proposal of an incubator application. */
export type IncubatorProposal = ApplicationProposal & {
  __typename?: 'IncubatorProposal';
  /** The summary, at most 500 characters. */
  abstract?: Maybe<Scalars['String']['output']>;
  /** The group applied to. */
  group?: Maybe<IncubatorGroup>;
  /**
   * The photo (REST's name).
   * @deprecated Use photo.
   */
  img?: Maybe<StoredFile>;
  /** The issue the project addresses. */
  issue?: Maybe<IncubatorIssue>;
  /** The project name, at most 12 characters. */
  name?: Maybe<Scalars['String']['output']>;
  /**
   * The plan (REST's name).
   * @deprecated Use plan.
   */
  pdfFile?: Maybe<StoredFile>;
  /** The photo (jpg or png, at most 2 MB, at least 2R: no side under 750 px; 800×800 recommended). */
  photo?: Maybe<StoredFile>;
  /** The plan (PDF, at most 10 MB). */
  plan?: Maybe<StoredFile>;
  /**
   * The group (REST's name, and an enum of the same values as IncubatorGroup).
   * @deprecated Use group.
   */
  property?: Maybe<IncubatorProperty>;
};

/** The proposal part of an incubator application. */
export type IncubatorProposalInput = {
  /** At most 500 characters. */
  abstract?: InputMaybe<Scalars['String']['input']>;
  /** The group. */
  group?: InputMaybe<IncubatorGroup>;
  /**
   * The photo (REST's name).
   * @deprecated Use photo.
   */
  img?: InputMaybe<FileInput>;
  /** The issue. */
  issue?: InputMaybe<IncubatorIssue>;
  /** At most 12 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /**
   * The plan (REST's name).
   * @deprecated Use plan.
   */
  pdfFile?: InputMaybe<FileInput>;
  /** The photo: jpg or png, at most 2 MB, no side under 750 px. */
  photo?: InputMaybe<FileInput>;
  /** The plan: a PDF of at most 10 MB. */
  plan?: InputMaybe<FileInput>;
  /**
   * The group (REST's name, and an enum of the same values as IncubatorGroup).
   * @deprecated Use group.
   */
  property?: InputMaybe<IncubatorProperty>;
};

/** A titled text block of the incubator page. */
export type IncubatorSection = {
  __typename?: 'IncubatorSection';
  /** Which part of the page the section fills. */
  anchor: IncubatorSectionAnchor;
  /** The text as a rich-text document, in the request's language. */
  body: Scalars['RichText']['output'];
  /** For ELIGIBILITY: the group; otherwise null. */
  group?: Maybe<IncubatorGroup>;
  /** The section's id. */
  id: Scalars['ID']['output'];
  /**
   * The text's blocks as plain text, in the request's language.
   * @deprecated Use body: a rich-text document.
   */
  paragraphs: Array<Scalars['String']['output']>;
  /** The section's heading, in the request's language. */
  title: Scalars['String']['output'];
};

/** Where an incubator section goes on the page. */
export type IncubatorSectionAnchor =
  /** How to apply. */
  | 'APPLY'
  /** An eligibility statement; `group` says whose. */
  | 'ELIGIBILITY'
  /** The introduction of the incubator. */
  | 'INTRODUCTION';

/** An incubator alumni team. */
export type IncubatorTeam = {
  __typename?: 'IncubatorTeam';
  /** The team's id. */
  id: Scalars['ID']['output'];
  /** Team photo (1200×800), a root-relative path. */
  image: Scalars['String']['output'];
  /** The issue the team works on. */
  issue: IncubatorIssue;
  /** The team's name, in the request's language. */
  name: Scalars['String']['output'];
  /** What the team does, in one or two sentences in the request's language. */
  summary: Scalars['String']['output'];
  /** The year it was incubated. */
  year: Scalars['Int']['output'];
};

/** The team part of an incubator application; every field may be empty in a draft. */
export type IncubatorTeamInput = {
  /** The city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The country (required for the Asia-Pacific group). */
  country?: InputMaybe<Scalars['String']['input']>;
  /** 1–10 members, the leader first. */
  members?: InputMaybe<Array<IncubatorMemberInput>>;
  /** The team name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The organisation's registered name. */
  organisationName?: InputMaybe<Scalars['String']['input']>;
  /**
   * The organisation's registered name (REST's name).
   * @deprecated Use organisationName.
   */
  organizeName?: InputMaybe<Scalars['String']['input']>;
  /** How the team heard of the programme (MEDIA takes the platform's name). */
  referrals?: InputMaybe<Array<ReferralInput>>;
  /**
   * How the team heard of the programme (REST's name).
   * @deprecated Use referrals.
   */
  refers?: InputMaybe<Array<ReferralInput>>;
  /** Optional unified business number (8 digits). */
  taxId?: InputMaybe<Scalars['String']['input']>;
  /** The kind of team. */
  type?: InputMaybe<IncubatorTeamType>;
};

/** The kind of team applying to the incubator. */
export type IncubatorTeamType =
  /** A for-profit organisation. */
  | 'FOR_PROFIT'
  /** An informal personal team (not a registered organisation). */
  | 'INFORMAL'
  /** A non-profit organisation. */
  | 'NON_PROFIT';

/** A competition application (報名) of one session. */
export type InventionApplication = Application & {
  __typename?: 'InventionApplication';
  /** The application's id. */
  id: Scalars['ID']['output'];
  /** The proposal. */
  proposal: InventionProposal;
  /** The registration number, e.g. `INV2026-0007`; null until submitted. */
  registrationNumber?: Maybe<Scalars['String']['output']>;
  /** The session it belongs to. */
  session: ProgrammeSession;
  /** DRAFT or SUBMITTED. */
  status: ApplicationStatus;
  /** When it was submitted; null for a draft. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The team. */
  team: InventionApplicationTeam;
  /** When it was last saved. */
  updatedAt: Scalars['DateTime']['output'];
  /** Changes on every save; send it back with the next save (a stale one is a CONFLICT). */
  version: Scalars['Int']['output'];
};

/** The whole competition application as the form holds it. */
export type InventionApplicationInput = {
  /** The proposal. */
  proposal: InventionProposalInput;
  /** The team. */
  team: InventionTeamInput;
};

/** The team of a competition application. In a draft any field may still be empty (null). */
export type InventionApplicationTeam = ApplicationTeam & {
  __typename?: 'InventionApplicationTeam';
  /** Members (2–6); the first is the leader. */
  members: Array<InventionMember>;
  /** The team name, at most 12 characters. */
  name?: Maybe<Scalars['String']['output']>;
  /** The team photo (jpg or png, at most 2 MB). */
  photo?: Maybe<StoredFile>;
  /**
   * The team photo (REST's name).
   * @deprecated Use photo.
   */
  previewImg?: Maybe<StoredFile>;
  /** How the team heard of the programme. */
  referrals: Array<Referral>;
  /**
   * How the team heard of the programme (REST's name).
   * @deprecated Use referrals.
   */
  refers: Array<Referral>;
  /** The school's full Chinese name. */
  school?: Maybe<Scalars['String']['output']>;
  /** Advisors (1–3); each receives the submit notification. */
  teachers: Array<InventionTeacher>;
};

/** A member of a competition team. */
export type InventionMember = ApplicationMember & {
  __typename?: 'InventionMember';
  /** Department. */
  department?: Maybe<Scalars['String']['output']>;
  /** E-mail. */
  email?: Maybe<Scalars['String']['output']>;
  /** Grade (year of study). */
  grade?: Maybe<Scalars['String']['output']>;
  /** True for the first member: the leader and main contact. */
  isLeader: Scalars['Boolean']['output'];
  /** Full name. */
  name?: Maybe<Scalars['String']['output']>;
  /**
   * Student proof (REST's name).
   * @deprecated Use studentProof.
   */
  pdfFile?: Maybe<StoredFile>;
  /** Mobile phone. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Student proof (PDF, at most 3 MB). */
  studentProof?: Maybe<StoredFile>;
};

/** A team member. */
export type InventionMemberInput = {
  /** Department. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** E-mail. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Grade. */
  grade?: InputMaybe<Scalars['String']['input']>;
  /** Full name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /**
   * Student proof (REST's name).
   * @deprecated Use studentProof.
   */
  pdfFile?: InputMaybe<FileInput>;
  /** Mobile phone (09xxxxxxxx or +8869xxxxxxxx). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Student proof: a PDF of at most 3 MB. */
  studentProof?: InputMaybe<FileInput>;
};

/** The competition page. */
export type InventionPage = {
  __typename?: 'InventionPage';
  /** The competition's FAQ, in display order. */
  faqs: Array<Faq>;
  /** Prizes, by group then rank. */
  prizes: Array<Prize>;
  /** Quotes from judges, entrants and alumni, in display order. */
  recommendations: Array<Testimonial>;
  /** Sections in display order; filter by anchor to fill the page's anchors. */
  sections: Array<InventionSection>;
  /** The active session, or null when none is active. */
  session?: Maybe<ProgrammeSession>;
  /** Past teams (the team dialog shows all their fields). */
  teams: Array<InventionTeam>;
};

/** The proposal of a competition application. */
export type InventionProposal = ApplicationProposal & {
  __typename?: 'InventionProposal';
  /** The abstract, at most 300 characters. */
  abstract?: Maybe<Scalars['String']['output']>;
  /** College or vocational high-school group. */
  group?: Maybe<CompetitionGroup>;
  /**
   * The group (REST's name).
   * @deprecated Use group.
   */
  level?: Maybe<CompetitionGroup>;
  /**
   * The designated theme (REST's name).
   * @deprecated Use theme.
   */
  main?: Maybe<InventionTheme>;
  /** The work's title, at most 12 characters. */
  name?: Maybe<Scalars['String']['output']>;
  /**
   * The plan (REST's name).
   * @deprecated Use plan.
   */
  pdfFile?: Maybe<StoredFile>;
  /** The plan (PDF, at most 10 MB). */
  plan?: Maybe<StoredFile>;
  /** The SDG goals (1–17) the work addresses. */
  sdgGoals: Array<Scalars['Int']['output']>;
  /**
   * The SDG goals (REST's name).
   * @deprecated Use sdgGoals.
   */
  subs: Array<Scalars['Int']['output']>;
  /** The designated theme (which also gives the main theme). */
  theme?: Maybe<InventionTheme>;
};

/** The proposal part of a competition application. */
export type InventionProposalInput = {
  /** At most 300 characters. */
  abstract?: InputMaybe<Scalars['String']['input']>;
  /** The group. */
  group?: InputMaybe<CompetitionGroup>;
  /**
   * The group (REST's name).
   * @deprecated Use group.
   */
  level?: InputMaybe<CompetitionGroup>;
  /**
   * The designated theme (REST's name).
   * @deprecated Use theme.
   */
  main?: InputMaybe<InventionTheme>;
  /** At most 12 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /**
   * The plan (REST's name).
   * @deprecated Use plan.
   */
  pdfFile?: InputMaybe<FileInput>;
  /** The plan: a PDF of at most 10 MB. */
  plan?: InputMaybe<FileInput>;
  /** SDG goals 1–17, at least one to submit. */
  sdgGoals?: InputMaybe<Array<Scalars['Int']['input']>>;
  /**
   * The SDG goals (REST's name).
   * @deprecated Use sdgGoals.
   */
  subs?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The designated theme. */
  theme?: InputMaybe<InventionTheme>;
};

/** A titled text block of the competition page. */
export type InventionSection = {
  __typename?: 'InventionSection';
  /** Which part of the page the section fills. */
  anchor: InventionSectionAnchor;
  /** The text as a rich-text document, in the request's language. */
  body: Scalars['RichText']['output'];
  /** A download (root-relative path), e.g. the proposal template PDF; null when there is none. */
  file?: Maybe<Scalars['String']['output']>;
  /** The group the section is about; null when it applies to both. */
  group?: Maybe<CompetitionGroup>;
  /** The section's id. */
  id: Scalars['ID']['output'];
  /**
   * The text's blocks as plain text, in the request's language.
   * @deprecated Use body: a rich-text document.
   */
  paragraphs: Array<Scalars['String']['output']>;
  /** The section's heading, in the request's language. */
  title: Scalars['String']['output'];
};

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

/** An advisor (teacher) of a competition team. */
export type InventionTeacher = {
  __typename?: 'InventionTeacher';
  /** E-mail; the advisor receives the submit notification. */
  email?: Maybe<Scalars['String']['output']>;
  /** Full name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Job title, e.g. Associate Professor. */
  title?: Maybe<Scalars['String']['output']>;
};

/** An advisor. */
export type InventionTeacherInput = {
  /** E-mail. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Full name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Job title. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A past competition team. */
export type InventionTeam = {
  __typename?: 'InventionTeam';
  /** The award won, in the request's language, e.g. 'College group, gold award'. */
  award: Scalars['String']['output'];
  /** The team's id. */
  id: Scalars['ID']['output'];
  /** Team photo (1200×800), a root-relative path. */
  image: Scalars['String']['output'];
  /** Member names, in the request's language. */
  members: Array<Scalars['String']['output']>;
  /** The team's name, in the request's language. */
  name: Scalars['String']['output'];
  /** The team's school, in the request's language. */
  school: Scalars['String']['output'];
  /** What the team made, in one or two sentences in the request's language. */
  summary: Scalars['String']['output'];
  /** The year the team competed, e.g. 2025. */
  year: Scalars['Int']['output'];
};

/** The team part of a competition application; every field may be empty in a draft. */
export type InventionTeamInput = {
  /** 2–6 members, the leader first. */
  members?: InputMaybe<Array<InventionMemberInput>>;
  /** At most 12 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The team photo: jpg or png, at most 2 MB. */
  photo?: InputMaybe<FileInput>;
  /**
   * The team photo (REST's name).
   * @deprecated Use photo.
   */
  previewImg?: InputMaybe<FileInput>;
  /** How the team heard of the programme. */
  referrals?: InputMaybe<Array<ReferralInput>>;
  /**
   * How the team heard of the programme (REST's name).
   * @deprecated Use referrals.
   */
  refers?: InputMaybe<Array<ReferralInput>>;
  /** The school's full Chinese name. */
  school?: InputMaybe<Scalars['String']['input']>;
  /** 1–3 advisors. */
  teachers?: InputMaybe<Array<InventionTeacherInput>>;
};

/** The competition's designated themes, under its two main themes (charity, medical). */
export type InventionTheme =
  /** Charity: disaster relief. */
  | 'DISASTER_RELIEF'
  /** Charity: humanistic care. */
  | 'HUMANISTIC_CARE'
  /** Medical: long-term care 2.0. */
  | 'LONG_TERM_CARE'
  /** Medical: medical work environment and home care. */
  | 'MEDICAL_HOME_CARE';

/** The proof that links a Google identity to an existing account: its password or a mailed code. */
export type LinkGoogleAccountInput = {
  /** The 6-digit code mailed by `sendGoogleLinkCode`; or pass `password`. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** The `linkToken` of the CONFLICT answer (valid 15 minutes). */
  linkToken: Scalars['String']['input'];
  /** The existing account's password; or pass `code`. */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** An image as a link preview takes it: one file at its full size. */
export type LinkPreviewImage = {
  __typename?: 'LinkPreviewImage';
  /** What it shows, in the request's language (the article's title when no description was given). */
  alt: Scalars['String']['output'];
  /** Its height in pixels; null when its width is. */
  height?: Maybe<Scalars['Int']['output']>;
  /** The image, a root-relative path (a JPEG when uploaded through the studio) or an absolute URL. */
  src: Scalars['String']['output'];
  /** Its width in pixels; null when it was not uploaded through the studio (its size is then unknown). */
  width?: Maybe<Scalars['Int']['output']>;
};

/** A rich text in both languages, as staff edit it. */
export type LocalisedRichText = {
  __typename?: 'LocalisedRichText';
  /** English (an empty document while the record is an unpublished draft). */
  en: Scalars['RichText']['output'];
  /** Traditional Chinese (an empty document while the record is an unpublished draft). */
  zhTw: Scalars['RichText']['output'];
};

/** A rich text in both languages: each a document (`RichText`); the backend checks and normalises it. */
export type LocalisedRichTextInput = {
  /** English. */
  en: Scalars['RichText']['input'];
  /** Traditional Chinese. */
  zhTw: Scalars['RichText']['input'];
};

/** A text in both languages, as staff enter and read it. */
export type LocalisedText = {
  __typename?: 'LocalisedText';
  /** English. */
  en: Scalars['String']['output'];
  /** Traditional Chinese. */
  zhTw: Scalars['String']['output'];
};

/** A text in both languages, both required. */
export type LocalisedTextInput = {
  /** English. */
  en: Scalars['String']['input'];
  /** Traditional Chinese. */
  zhTw: Scalars['String']['input'];
};

/** A member login. */
export type LoginInput = {
  /** The login e-mail. */
  email: Scalars['String']['input'];
  /** The password. */
  password: Scalars['String']['input'];
};

/** A login with the mailed sign-in code. */
export type LoginWithEmailCodeInput = {
  /** The 6-digit code from the mail. */
  code: Scalars['String']['input'];
  /** The login e-mail. */
  email: Scalars['String']['input'];
};

/** A Google sign-in. */
export type LoginWithGoogleInput = {
  /** The ID token Google returned to the browser. */
  idToken: Scalars['String']['input'];
  /** The nonce the browser sent with the authorization request. */
  nonce: Scalars['String']['input'];
};

/** A registered member (role `user`). */
export type Member = {
  __typename?: 'Member';
  /** Birth date, `YYYY-MM-DD`; null when never given. */
  birthday?: Maybe<Scalars['String']['output']>;
  /** Mailing e-mail (may equal the login e-mail); null when never given. */
  contactEmail?: Maybe<Scalars['String']['output']>;
  /** The registration and login e-mail; it cannot be changed. */
  email: Scalars['String']['output'];
  /** Given name, as the member entered it. */
  firstName: Scalars['String']['output'];
  /** False for an account created with Google until a password is set with `setPassword`. */
  hasPassword: Scalars['Boolean']['output'];
  /** The member's id. */
  id: Scalars['ID']['output'];
  /** Family name, as the member entered it. */
  lastName: Scalars['String']['output'];
  /** Mobile phone, `09xxxxxxxx` or `+8869xxxxxxxx`; null when never given. */
  mobile?: Maybe<Scalars['String']['output']>;
  /** Whether the member chose to receive the newsletter. */
  subscribed: Scalars['Boolean']['output'];
};

/** An incubator mentor. */
export type Mentor = {
  __typename?: 'Mentor';
  /** A short biography as plain text, in the request's language. */
  bio: Scalars['String']['output'];
  /** The mentor's id. */
  id: Scalars['ID']['output'];
  /** The mentor's name, in the request's language. */
  name: Scalars['String']['output'];
  /**
   * The mentor's organisation (REST's name).
   * @deprecated Use organisation.
   */
  org: Scalars['String']['output'];
  /** The mentor's organisation, in the request's language. */
  organisation: Scalars['String']['output'];
  /** Photo (1200×800), a root-relative path. */
  photo: Scalars['String']['output'];
  /** The mentor's job title, in the request's language. */
  title: Scalars['String']['output'];
};

/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Changes the password; other sessions end and this one continues with the returned token. Requires a member token. */
  changePassword: AuthPayload;
  /** Creates the member of a Google sign-up (verified; no password until `setPassword`). */
  completeGoogleSignUp: AuthPayload;
  /** Confirms a newsletter subscription with the token of the mailed link; a second click on the same link answers ok as well. */
  confirmNewsletter: Accepted;
  /** Exchanges the link's otpToken for a short-lived reset token; a bad link fails with BAD_USER_INPUT '無效的重設連結'. */
  exchangeResetLink: ResetTokenPayload;
  /**
   * Links the Google identity of a CONFLICT `GOOGLE_LINK_REQUIRED` answer to the existing account once
   * the member proves it: its password, or the 6-digit code `sendGoogleLinkCode` mailed. Answers a
   * session. A wrong password or code is BAD_USER_INPUT; repeated wrong passwords are delayed like logins.
   * A link token past its time (or spent) is BAD_USER_INPUT with `extensions.reason = 'LINK_EXPIRED'`:
   * sign in with Google again.
   */
  linkGoogleAccount: AuthPayload;
  /**
   * E-mail and password. An unverified account fails with ACCOUNT_NOT_VERIFIED. A login sets an
   * HttpOnly device cookie (path /graphql) that exempts this browser from the account's lock. After
   * repeated failures on one e-mail the account is locked for a growing while: a login from another
   * device then fails with UNAUTHENTICATED and `extensions.reason = 'EMAIL_CODE_SENT'` whatever the
   * password, and only the right password mails a 6-digit sign-in code for `loginWithEmailCode`.
   * The member is mailed a notice of the failures.
   */
  login: AuthPayload;
  /**
   * Logs in with the sign-in code a login answered with `EMAIL_CODE_SENT` mailed (10 minutes, single use,
   * 5 tries), and sets the device cookie like `login`. A wrong code is BAD_USER_INPUT; the right one once
   * expired or tried too often has `extensions.reason = 'CODE_EXPIRED'`: log in with the password again.
   */
  loginWithEmailCode: AuthPayload;
  /**
   * Signs in with a Google OpenID Connect ID token and the nonce the client sent with the request.
   * A linked member gets a token; a new person gets a sign-up to complete with `completeGoogleSignUp`.
   * Each ID token works once (a replay is UNAUTHENTICATED). When the e-mail already has a verified
   * account, nothing is linked yet: the answer is CONFLICT with `extensions.reason =
   * 'GOOGLE_LINK_REQUIRED'`, `extensions.linkToken` and `extensions.email`; the member then proves the
   * account to `linkGoogleAccount` (its password, or a code from `sendGoogleLinkCode`). Any other
   * existing e-mail that cannot be linked safely fails with CONFLICT.
   */
  loginWithGoogle: GoogleLoginResult;
  /** Ends this session: the token is refused from now on, by the gateway and the backend. Requires a member token. */
  logout: Accepted;
  /** Ends every session of the member, on every device, this one included (e.g. after a lost phone). Requires a member token. */
  logoutEverywhere: Accepted;
  /** A fresh token for the current member (spec §4 refresh rule). Requires a member token. */
  refreshToken: AuthPayload;
  /**
   * Creates an unverified member and mails a 6-digit code (valid 10 minutes, 5 tries) with a link to
   * `/{lang}/register/email-validate?account=…&code=…`. The same answer for every e-mail.
   */
  register: Accepted;
  /** Mails a single-use reset link `/{lang}/reset-password/{otpToken}` (valid 1 hour; void once the password changes). The same answer for every e-mail. */
  requestPasswordReset: Accepted;
  /** Mails a new registration code to an unverified e-mail (the earlier code stops working). */
  resendRegistrationCode: Accepted;
  /** Sets a new password with a reset token (not a login token: pass it here, not in Authorization). Every session ends; log in again. */
  resetPassword: Accepted;
  /**
   * Saves an incubator application as a draft, as `saveInventionApplicationDraft` does for the competition:
   * creates it in the active incubator session when `id` is null, otherwise updates it (stale
   * `version` → CONFLICT; after the deadline REGISTRATION_CLOSED; files over their limit
   * PAYLOAD_TOO_LARGE; a photo under 2R BAD_USER_INPUT). Requires a member token.
   */
  saveIncubatorApplicationDraft: IncubatorApplication;
  /**
   * As `saveIncubatorApplicationDraft`, with the application's id and version as loose arguments beside `input`.
   * @deprecated Use saveIncubatorApplicationDraft, which takes one input object.
   */
  saveIncubatorDraft: IncubatorApplication;
  /**
   * Saves a competition application as a draft: creates it in the active session when `id` is null
   * (one per member per session, else CONFLICT '已有填寫報名資訊'), otherwise updates it. A draft
   * may be incomplete, but each field given must be valid (BAD_USER_INPUT with `extensions.fields`).
   * `version` is the version the member last read: a stale one answers CONFLICT instead of
   * overwriting newer work. After the deadline REGISTRATION_CLOSED; a submitted application cannot
   * be saved (CONFLICT). Files larger than their slot allows answer PAYLOAD_TOO_LARGE and nothing is kept.
   * Requires a member token.
   */
  saveInventionApplicationDraft: InventionApplication;
  /**
   * As `saveInventionApplicationDraft`, with the application's id and version as loose arguments beside `input`.
   * @deprecated Use saveInventionApplicationDraft, which takes one input object.
   */
  saveInventionDraft: InventionApplication;
  /** Mails a 6-digit code (10 minutes, single use, 5 tries) to the existing account of a `GOOGLE_LINK_REQUIRED` answer. */
  sendGoogleLinkCode: Accepted;
  /** Sets the first password of a Google account (`hasPassword` false). Requires a member token. */
  setPassword: AuthPayload;
  /** Accepts an invitation: sets the password and answers the enrolment of the authenticator app (then `staffEnrolTotp`). */
  staffAcceptInvite: StaffTotpEnrolment;
  /** Makes a session its programme's only active one (the one the site applies to); answers it. The previously active one stops being active. */
  staffActivateSession: StaffSession;
  /**
   * Creates a record, unpublished, at the end of its family's order. A localised field may be empty
   * in one language until the record is published. Invalid values are BAD_USER_INPUT with
   * `extensions.fields` naming them.
   */
  staffCreateContent: ContentRecord;
  /** Creates a session (not active until `staffActivateSession`). */
  staffCreateSession: StaffSession;
  /** Deactivates a staff account: its sessions end and it can no longer sign in. The last active one cannot be (CONFLICT, `reason: LAST_MANAGER`). */
  staffDeactivateManager: StaffManager;
  /** Moves a record to the bin: visitors no longer see it; it can be restored for 30 days. */
  staffDeleteContent: ContentBinEntry;
  /** Takes an incubator application back from the final round (FINAL_UPLOAD to SUBMITTED); refused as CONFLICT once its final file is in. */
  staffDowngradeApplication: StaffIncubatorApplication;
  /** Finishes the first sign-in: the enrolment's ticket and a code from the authenticator app. Answers a session and the recovery codes, shown once. */
  staffEnrolTotp: StaffEnrolment;
  /** A one-minute download address of the applications' .xlsx, with the table's filter and search (sort aside), in the request's language. */
  staffExportApplications: StaffDownload;
  /** A one-minute download address of the members' .xlsx, searched as the table is. */
  staffExportMembers: StaffDownload;
  /** A one-minute download address of the confirmed subscribers as a CSV Mailchimp imports. */
  staffExportSubscribers: StaffDownload;
  /** Invites a new staff account by e-mail: a 7-day link to set a password and enrol an authenticator app. */
  staffInviteManager: StaffManager;
  /** Moves a record from the position the officer saw it at to another; answers the family in its new order. CONFLICT when it is no longer there. */
  staffMoveContent: Array<ContentRecord>;
  /**
   * Publishes or unpublishes a record; visitors see the change within seconds. Publishing a record
   * with a localised field empty in one language is refused: BAD_USER_INPUT with
   * `extensions.reason = 'INCOMPLETE_TRANSLATION'` and `extensions.fields` naming them.
   */
  staffPublishContent: ContentRecord;
  /** Raises a submitted incubator application to the final round (status FINAL_UPLOAD): the team may then upload its final file. */
  staffRaiseApplication: StaffIncubatorApplication;
  /**
   * Replaces the signed-in staff account's recovery codes with ten new ones, shown only in this
   * answer; the earlier ones stop working at once. Asks for the authenticator app's current code again
   * (a wrong or already used one is BAD_USER_INPUT with `reason: TOTP_WRONG`; 5 tries per account in
   * 15 minutes, then RATE_LIMITED). Requires a manager token.
   */
  staffRenewRecoveryCodes: StaffRecoveryCodes;
  /**
   * A fresh 30-minute token of this staff session, which keeps going (sign-out ends both). The console
   * asks while the officer works, so that only 30 minutes without use end a session. Requires a
   * manager token.
   */
  staffRenewSession: StaffSessionToken;
  /** Takes a record out of the bin, unpublished, at the end of its family's order. */
  staffRestoreContent: ContentRecord;
  /** Saves an earlier revision's fields as the record's newest (a new revision; the record keeps its published state unless that revision is incomplete). */
  staffRestoreContentRevision: ContentRecord;
  /**
   * Saves an earlier revision's value as the setting's (a new revision) over the version the officer
   * saw; CONFLICT with `extensions.reason = 'STALE_VERSION'` when someone saved it since. Visitors
   * see the change within seconds.
   */
  staffRestoreSiteSettingRevision: StaffSiteSettings;
  /**
   * Saves a record's fields over the version the officer edited. When someone saved it since, nothing
   * is written: CONFLICT with `extensions.reason = 'STALE_VERSION'`, and `staffContentRecord` shows
   * what they saved. A published record must stay complete in both languages.
   */
  staffSaveContent: ContentRecord;
  /**
   * Replaces the home page's impact figures over the version the officer edited. When someone saved
   * them since, nothing is written: CONFLICT with `extensions.reason = 'STALE_VERSION'`, and
   * `staffSiteSettings` shows what they saved. Invalid values are BAD_USER_INPUT with
   * `extensions.fields` naming them (`figures.2.value`). Visitors see the change within seconds.
   */
  staffSaveImpactFigures: StaffSiteSettings;
  /** Replaces the social links as `staffSaveImpactFigures` replaces the figures (fields named `links.0.url`). */
  staffSaveSocialLinks: StaffSiteSettings;
  /**
   * Sets when a record is to be published and unpublished (absent times clear them). Each time must be
   * later than now and at most a year ahead, unpublishing later than publishing, and a record to be
   * published must have both languages of every field (`extensions.reason = 'INCOMPLETE_TRANSLATION'`):
   * BAD_USER_INPUT with `extensions.fields` naming `publishAt` or `unpublishAt` otherwise.
   */
  staffScheduleContent: ContentSchedule;
  /**
   * Signs a staff account in: e-mail and password, then the second factor (a TOTP code, or one of the
   * recovery codes). The answer says the next step: `SIGNED_IN` with a token; `SECOND_FACTOR_REQUIRED`
   * (the password was right, send it again with `totp` or `recoveryCode`); `ENROLMENT_REQUIRED` on the
   * first sign-in, with the secret to enrol in an authenticator app and a ticket for `staffEnrolTotp`.
   * A wrong e-mail, password or code is UNAUTHENTICATED. A sign-in sets the device cookie like `login`.
   */
  staffSignIn: StaffSignInResult;
  /** Ends this staff session: the token is refused from now on. Requires a manager token. */
  staffSignOut: Scalars['Boolean']['output'];
  /**
   * Changes a session. Changing its apply end, its submit grace or (incubator) its final-upload end
   * once applications exist is refused as CONFLICT with `reason: DEADLINE_CHANGE_UNCONFIRMED` unless
   * `confirmDeadlineChange` is true; each change is in the audit log, from and to, either way.
   */
  staffUpdateSession: StaffSession;
  /**
   * Uploads an image for one image field of a content family: a JPEG, PNG or WebP (told by its bytes)
   * of at most 10 MB, at least the size the field's place on the page needs, its shape within 10 % of
   * that place's (the rest is cropped from the centre), with its text alternative in both languages.
   * For a rich-text field, an image to put inside its text (see `ContentImageUploadInput`).
   * The server turns it upright, makes its responsive sizes as WebP and JPEG and strips its metadata
   * (EXIF location included). Answers the path to put in the field; the record is saved as usual.
   * Refusals are BAD_USER_INPUT with `extensions.reason` (IMAGE_KIND, IMAGE_TOO_SMALL, IMAGE_ASPECT,
   * IMAGE_TOO_LARGE, IMAGE_UNREADABLE, ALT_REQUIRED) and `extensions.fields`; PAYLOAD_TOO_LARGE past 10 MB.
   */
  staffUploadContentImage: ContentImage;
  /**
   * Submits an incubator application after checking every rule (complete data with the missing
   * paths in `extensions.fields`, the deadline, every member 40 or younger on the apply end date).
   * Idempotent like `submitInventionApplication`. Mails the leader. Requires a member token.
   */
  submitIncubatorApplication: IncubatorApplication;
  /**
   * Submits a competition application after checking every rule: complete data (BAD_USER_INPUT
   * '資料未填寫完整' with the missing paths in `extensions.fields`), the deadline (REGISTRATION_CLOSED),
   * at most 2 teams per person per session and teachers who are not members (BAD_USER_INPUT).
   * Idempotent: repeating it (a double click, a retry) answers the same submitted application with
   * the same registration number. Mails the leader and every advisor. Requires a member token.
   */
  submitInventionApplication: InventionApplication;
  /**
   * Subscribes an e-mail to a newsletter list with double opt-in: a confirmation link to
   * `/{lang}/subscribe-edm?confirm=…` is mailed. Repeats are not errors. At most 10 per visitor per
   * 10 minutes (each alias counts), and at most 2 rate-limited mutations per request.
   */
  subscribeNewsletter: Accepted;
  /** Updates the member data (the e-mail cannot change) and answers a token with the new names; other sessions end. Requires a member token. */
  updateProfile: AuthPayload;
  /**
   * Uploads the final-round presentation: one PDF of at most 10 MB, only while the application is
   * FINAL_UPLOAD and before the session's final-upload end. It moves to FINAL_ENTERED and the file
   * can never be replaced (a second upload is CONFLICT). Mails the leader. Requires a member token.
   */
  uploadIncubatorFinal: IncubatorApplication;
  /**
   * Confirms the mailed code and logs the member in (confirm + exchange in one step). Wrong, used,
   * expired or locked codes: BAD_USER_INPUT; the right code past its lifetime or after 5 wrong tries
   * has `extensions.reason = 'CODE_EXPIRED'` and a message saying a new code can be sent.
   */
  verifyEmail: AuthPayload;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationChangePasswordArgs = {
  input?: InputMaybe<ChangePasswordInput>;
  oldPassword?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationCompleteGoogleSignUpArgs = {
  input: GoogleSignUpInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationConfirmNewsletterArgs = {
  input?: InputMaybe<ConfirmNewsletterInput>;
  token?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationExchangeResetLinkArgs = {
  input?: InputMaybe<ExchangeResetLinkInput>;
  otpToken?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationLinkGoogleAccountArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<LinkGoogleAccountInput>;
  linkToken?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationLoginArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<LoginInput>;
  password?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationLoginWithEmailCodeArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<LoginWithEmailCodeInput>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationLoginWithGoogleArgs = {
  idToken?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<LoginWithGoogleInput>;
  nonce?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationRequestPasswordResetArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<RequestPasswordResetInput>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationResendRegistrationCodeArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<ResendRegistrationCodeInput>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationResetPasswordArgs = {
  input?: InputMaybe<ResetPasswordInput>;
  password?: InputMaybe<Scalars['String']['input']>;
  resetToken?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationSaveIncubatorApplicationDraftArgs = {
  input: SaveIncubatorApplicationDraftInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationSaveIncubatorDraftArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: IncubatorApplicationInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationSaveInventionApplicationDraftArgs = {
  input: SaveInventionApplicationDraftInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationSaveInventionDraftArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: InventionApplicationInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationSendGoogleLinkCodeArgs = {
  input?: InputMaybe<SendGoogleLinkCodeInput>;
  linkToken?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationSetPasswordArgs = {
  input?: InputMaybe<SetPasswordInput>;
  password?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffAcceptInviteArgs = {
  input: StaffAcceptInviteInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffActivateSessionArgs = {
  input: StaffSessionRefInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffCreateContentArgs = {
  input: ContentCreateInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffCreateSessionArgs = {
  input: StaffSessionInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffDeactivateManagerArgs = {
  input: StaffManagerRefInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffDeleteContentArgs = {
  input: ContentRefInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffDowngradeApplicationArgs = {
  input: StaffApplicationRefInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffEnrolTotpArgs = {
  input: StaffEnrolTotpInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffExportApplicationsArgs = {
  input: StaffExportApplicationsInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffExportMembersArgs = {
  input: StaffExportMembersInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffInviteManagerArgs = {
  input: StaffInviteInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffMoveContentArgs = {
  input: ContentMoveInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffPublishContentArgs = {
  input: ContentPublishInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffRaiseApplicationArgs = {
  input: StaffApplicationRefInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffRenewRecoveryCodesArgs = {
  input: StaffRenewRecoveryCodesInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffRestoreContentArgs = {
  input: ContentRefInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffRestoreContentRevisionArgs = {
  input: ContentRestoreRevisionInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffRestoreSiteSettingRevisionArgs = {
  input: SiteSettingRestoreRevisionInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffSaveContentArgs = {
  input: ContentSaveInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffSaveImpactFiguresArgs = {
  input: StaffImpactFiguresInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffSaveSocialLinksArgs = {
  input: StaffSocialLinksInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffScheduleContentArgs = {
  input: ContentScheduleInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffSignInArgs = {
  input: StaffSignInInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffUpdateSessionArgs = {
  input: StaffUpdateSessionInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationStaffUploadContentImageArgs = {
  input: ContentImageUploadInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationSubmitIncubatorApplicationArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<SubmitApplicationInput>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationSubmitInventionApplicationArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<SubmitApplicationInput>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationSubscribeNewsletterArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<SubscribeNewsletterInput>;
  list?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationUploadIncubatorFinalArgs = {
  file?: InputMaybe<Scalars['Upload']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<UploadIncubatorFinalInput>;
};


/**
 * Member accounts (spec §3–§5, DESIGN §4). Every input is checked with the shared rules before it
 * goes upstream: a failure is BAD_USER_INPUT with `extensions.fields` naming each input field and a
 * message in the request language. Answers never reveal whether an e-mail is registered.
 */
export type MutationVerifyEmailArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<VerifyEmailInput>;
  otp?: InputMaybe<Scalars['String']['input']>;
};

/** A partner organisation. */
export type Partner = {
  __typename?: 'Partner';
  /** Logo, a root-relative path. */
  logo: Scalars['String']['output'];
  /** The organisation's name, in the request's language. */
  name: Scalars['String']['output'];
  /** The partner's site, an absolute URL; null when not given. */
  url?: Maybe<Scalars['String']['output']>;
};

/** An award of the competition. */
export type Prize = {
  __typename?: 'Prize';
  /** Prize money per team, in NT$. */
  amount: Scalars['Int']['output'];
  /** What comes with the money, in the request's language, e.g. 'Plus a trophy'; null when there is nothing more. */
  description?: Maybe<Scalars['String']['output']>;
  /** The group the prize is awarded in. */
  group: CompetitionGroup;
  /** The prize's id. */
  id: Scalars['ID']['output'];
  /** How many teams receive it. */
  quota: Scalars['Int']['output'];
  /** 1 is the highest award. */
  rank: Scalars['Int']['output'];
  /** The award's name in the request's language, e.g. 'Gold award'. */
  title: Scalars['String']['output'];
};

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

/** A programme's session (屆). Instants are UTC; show them in Asia/Taipei time. Its identity is its programme and id together: a client cache keys it by both. */
export type ProgrammeSession = {
  __typename?: 'ProgrammeSession';
  /** Registration closes at this instant; after it the site shows 'Registration Closed'. */
  applyEnd: Scalars['DateTime']['output'];
  /** Registration opens at this instant. */
  applyStart: Scalars['DateTime']['output'];
  /** The incubator's final-round upload closes at this instant. */
  finalUploadEnd: Scalars['DateTime']['output'];
  /** The session's id (unique within its programme). */
  id: Scalars['ID']['output'];
  /** True while now is within [applyStart, finalUploadEnd): final materials may still be uploaded. */
  isFinalUploadOpen: Scalars['Boolean']['output'];
  /** True while now is within [applyStart, applyEnd): registration is open. */
  isOpen: Scalars['Boolean']['output'];
  /** The session's name in the request's language, e.g. 2026 Compassion Technology Innovation Competition. */
  name: Scalars['String']['output'];
  /** The programme the session belongs to. */
  programme: Programme;
  /** The time zone deadlines are shown in: always Asia/Taipei. */
  timeZone: Scalars['String']['output'];
};

/** The read entry points: public content (cached) and the logged-in member. */
export type Query = {
  __typename?: 'Query';
  /** The About page: CEO message, the four themes, partners and core slogans. */
  aboutPage: AboutPage;
  /** One published article, or null when it does not exist or is not published. */
  article?: Maybe<Article>;
  /** The tags articles can carry (the popular-tags list). */
  articleTags: Array<ArticleTag>;
  /** Published news articles in the editors' display order (newest first as seeded), optionally of one column and/or one tag. */
  articles: ArticlePage;
  /** One published workshop or tour, or null when it does not exist or is not published. */
  educationEvent?: Maybe<EducationEvent>;
  /** Impact Workshops and Impact Tours, in the editors' order; both kinds and statuses unless filtered. */
  educationEvents: Array<EducationEvent>;
  /** Reviews of past academy events, with photos (academy history). */
  educationHistory: Array<EducationHistoryEntry>;
  /** One review of past events, or null. */
  educationHistoryEntry?: Maybe<EducationHistoryEntry>;
  /** The home page's banner carousel, in display order. */
  homeBanners: Array<HomeBanner>;
  /** The home page's content beyond banners and figures: recommendations, support statements, testimonials and slogans. */
  homeContent: HomeContent;
  /** The home page's recommendations carousel, in display order. */
  homeRecommendations: Array<HomeRecommend>;
  /**
   * The home page's recommendations carousel (REST's name).
   * @deprecated Use homeRecommendations.
   */
  homeRecommends: Array<HomeRecommend>;
  /**
   * One of the member's incubator applications; NOT_FOUND when it does not exist or is another member's. Requires a member token.
   * @deprecated Use myIncubatorApplication, which answers null for a missing application.
   */
  incubatorApplication: IncubatorApplication;
  /** Everything the incubator page shows; each part is read only when asked for. */
  incubatorPage: IncubatorPage;
  /**
   * One of the member's competition applications; NOT_FOUND when it does not exist or is another member's. Requires a member token.
   * @deprecated Use myInventionApplication, which answers null for a missing application.
   */
  inventionApplication: InventionApplication;
  /** Everything the competition page shows; each part is read only when asked for. */
  inventionPage: InventionPage;
  /** The logged-in member. Requires a member token. */
  me?: Maybe<Member>;
  /** One of the member's incubator applications, or null when it does not exist or is another member's. Requires a member token. */
  myIncubatorApplication?: Maybe<IncubatorApplication>;
  /** The member's incubator applications, newest first. Requires a member token. */
  myIncubatorApplications: Array<IncubatorApplication>;
  /** One of the member's competition applications, or null when it does not exist or is another member's. Requires a member token. */
  myInventionApplication?: Maybe<InventionApplication>;
  /** The member's competition applications, newest first. Requires a member token. */
  myInventionApplications: Array<InventionApplication>;
  /** The top banners of a section page, in display order. */
  sectionBanners: Array<SectionBanner>;
  /**
   * A programme's active session (屆) with its deadlines, or null when none is active. Cached at most
   * 30 s and never past the session's next opening or closing, so `isOpen` flips on time.
   */
  session?: Maybe<ProgrammeSession>;
  /** Public site settings: impact figures, social links and how Google sign-in starts. */
  siteSettings: SiteSettings;
  /** One page of a programme's applications for the console's table: filtered, searched and sorted on the server, with the total. */
  staffApplications: StaffApplicationPage;
  /** One page of the audit log, newest first: every staff action and sign-in, which no one can edit. */
  staffAuditLog: StaffAuditPage;
  /** The records deleted in the last 30 days, newest first; older ones are gone for good. */
  staffContentBin: Array<ContentBinEntry>;
  /** What each content family holds: its fields, their kinds and limits. The families a console edits, in the order of the site's pages. */
  staffContentFamilies: Array<ContentFamilySpec>;
  /** One record, or null when there is none with this id in the family (or it is in the bin). */
  staffContentRecord?: Maybe<ContentRecord>;
  /** A family's records in display order, published or not (records in the bin aside). */
  staffContentRecords: Array<ContentRecord>;
  /** A record's revisions, newest first: one for every save, publication and restore. */
  staffContentRevisions: Array<ContentRevision>;
  /** One incubator application as the officer reads it, or null when there is none. */
  staffIncubatorApplication?: Maybe<StaffIncubatorApplication>;
  /** One competition application as the officer reads it (every field, files with signed links, its history), or null when there is none. */
  staffInventionApplication?: Maybe<StaffInventionApplication>;
  /** The staff accounts: active, invited and deactivated. */
  staffManagers: Array<StaffManager>;
  /** One member with their applications in both programmes, or null. */
  staffMember?: Maybe<StaffMember>;
  /** One page of the members (role user), oldest first, searched by e-mail, name or mobile. */
  staffMembers: StaffMemberPage;
  /** The reminder mail a stage sends, as one of the session's drafts (or a sample) would receive it. */
  staffReminderPreview: StaffReminderPreview;
  /** The deadline reminders of a session: each stage, when it falls, and which applications were mailed. */
  staffReminders: StaffReminderReport;
  /** A programme's sessions, newest apply start first, active or not. */
  staffSessions: Array<StaffSession>;
  /**
   * A setting's revisions, newest first: one for every save and restore and, oldest, the value its
   * first save replaced (kept from then on).
   */
  staffSiteSettingRevisions: Array<SiteSettingRevision>;
  /** The site settings the studio edits, each with the version a save of it names. */
  staffSiteSettings: StaffSiteSettings;
  /** One page of the newsletter's confirmed subscribers, newest first. */
  staffSubscribers: StaffSubscriberPage;
  /** The signed-in staff account. Requires a manager token. */
  staffViewer?: Maybe<StaffAccount>;
  /** Earlier publications and research notes (study history). */
  studyHistory: Array<StudyHistoryEntry>;
  /** One earlier publication, or null. */
  studyHistoryEntry?: Maybe<StudyHistoryEntry>;
  /** One report, or null. */
  studyReport?: Maybe<StudyReport>;
  /** Published reports: the SROI report, impact reports and alumni reports; all kinds unless filtered. */
  studyReports: Array<StudyReport>;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryArticleArgs = {
  id: Scalars['ID']['input'];
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryArticlesArgs = {
  column?: InputMaybe<ArticleColumn>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  tagId?: InputMaybe<Scalars['ID']['input']>;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryEducationEventArgs = {
  id: Scalars['ID']['input'];
  kind: EducationEventKind;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryEducationEventsArgs = {
  kind?: InputMaybe<EducationEventKind>;
  status?: InputMaybe<EventStatus>;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryEducationHistoryArgs = {
  kind?: InputMaybe<EducationEventKind>;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryEducationHistoryEntryArgs = {
  id: Scalars['ID']['input'];
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryIncubatorApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryInventionApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryMyIncubatorApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryMyInventionApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QuerySectionBannersArgs = {
  section: Section;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QuerySessionArgs = {
  programme: Programme;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffApplicationsArgs = {
  filter: StaffApplicationFilter;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  programme: Programme;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffAuditLogArgs = {
  filter?: InputMaybe<StaffAuditFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffContentBinArgs = {
  family?: InputMaybe<ContentFamily>;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffContentRecordArgs = {
  family: ContentFamily;
  id: Scalars['ID']['input'];
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffContentRecordsArgs = {
  family: ContentFamily;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffContentRevisionsArgs = {
  family: ContentFamily;
  id: Scalars['ID']['input'];
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffIncubatorApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffInventionApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffMemberArgs = {
  id: Scalars['ID']['input'];
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffMembersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffReminderPreviewArgs = {
  hoursBefore: Scalars['Int']['input'];
  language: StaffLanguage;
  programme: Programme;
  sessionId: Scalars['ID']['input'];
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffRemindersArgs = {
  programme: Programme;
  sessionId: Scalars['ID']['input'];
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffSessionsArgs = {
  programme: Programme;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffSiteSettingRevisionsArgs = {
  setting: SiteSettingKey;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStaffSubscribersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStudyHistoryEntryArgs = {
  id: Scalars['ID']['input'];
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStudyReportArgs = {
  id: Scalars['ID']['input'];
  kind: StudyReportKind;
};


/** The read entry points: public content (cached) and the logged-in member. */
export type QueryStudyReportsArgs = {
  kind?: InputMaybe<StudyReportKind>;
};

/** One referral source, with the typed detail split off (stored as `option:detail`). */
export type Referral = {
  __typename?: 'Referral';
  /** The typed detail of PREVIOUS_TEAM, RECOMMENDER, MEDIA and OTHER; null for the others. */
  detail?: Maybe<Scalars['String']['output']>;
  /** The option chosen. */
  source: ReferralSource;
};

/** One referral source. */
export type ReferralInput = {
  /** Required for PREVIOUS_TEAM, RECOMMENDER, MEDIA and OTHER (at most 50 characters). */
  detail?: InputMaybe<Scalars['String']['input']>;
  /** The option chosen. */
  source: ReferralSource;
};

/** How the team heard of the programme. PREVIOUS_TEAM, RECOMMENDER, MEDIA and OTHER carry a typed detail. */
export type ReferralSource =
  /** Facebook. */
  | 'FACEBOOK'
  /** A friend or classmate. */
  | 'FRIEND'
  /** Instagram. */
  | 'INSTAGRAM'
  /** LINE. */
  | 'LINE'
  /** A media platform (incubator only); the detail is its name. */
  | 'MEDIA'
  /** Something else; the detail says what. */
  | 'OTHER'
  /** A previous team; the detail is its name. */
  | 'PREVIOUS_TEAM'
  /** A recommender; the detail is their name. */
  | 'RECOMMENDER'
  /** The school's announcement. */
  | 'SCHOOL'
  /** A teacher. */
  | 'TEACHER'
  /** The programme's website. */
  | 'WEBSITE';

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

/** Whose password to reset. */
export type RequestPasswordResetInput = {
  /** The login e-mail. */
  email: Scalars['String']['input'];
};

/** Which registration to mail a new code for. */
export type ResendRegistrationCodeInput = {
  /** The e-mail registered with. */
  email: Scalars['String']['input'];
};

/** A new password set with a reset token. */
export type ResetPasswordInput = {
  /** The new password (8+ characters with upper case, lower case, a digit and a special character). */
  password: Scalars['String']['input'];
  /** The token from `exchangeResetLink`. */
  resetToken: Scalars['String']['input'];
};

/** A short-lived token that only resets a password. */
export type ResetTokenPayload = {
  __typename?: 'ResetTokenPayload';
  /** Pass it to `resetPassword` (never as Authorization); valid 15 minutes. */
  resetToken: Scalars['String']['output'];
};

/**
 * An image in every size the server made, for a `<picture>`: a WebP `<source>` and a JPEG `<img>`,
 * each with its `srcset`, and `width`/`height` so the page keeps its place before it loads.
 */
export type ResponsiveImage = {
  __typename?: 'ResponsiveImage';
  /** The largest size's height in pixels. */
  height: Scalars['Int']['output'];
  /** The JPEG sizes as a `srcset`, smallest first. */
  jpegSrcset: Scalars['String']['output'];
  /** The largest JPEG, for `src`. */
  src: Scalars['String']['output'];
  /** The WebP sizes as a `srcset` (`/files/public/… 640w, …`), smallest first. */
  webpSrcset: Scalars['String']['output'];
  /** The largest size's width in pixels (the aspect of every size). */
  width: Scalars['Int']['output'];
};

/** An incubator draft save: the whole application as the form holds it, and which one it is at which version. */
export type SaveIncubatorApplicationDraftInput = {
  /** The application to update, or null to create one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The proposal. */
  proposal: IncubatorProposalInput;
  /** The team (fields left out are cleared, as everywhere in the application). */
  team: IncubatorTeamInput;
  /** The `version` last read; required when `id` is given. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A competition draft save: the whole application as the form holds it, and which one it is at which version. */
export type SaveInventionApplicationDraftInput = {
  /** The application to update, or null to create one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The proposal. */
  proposal: InventionProposalInput;
  /** The team (fields left out are cleared, as everywhere in the application). */
  team: InventionTeamInput;
  /** The `version` last read; required when `id` is given. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** Section pages with a top banner. */
export type Section =
  /** academy (education/banner). */
  | 'ACADEMY'
  /** news (article/banner). */
  | 'NEWS'
  /** study (book/banner). */
  | 'STUDY';

/** A section page's top banner. Its identity is its section and id together: a client cache keys it by both. */
export type SectionBanner = {
  __typename?: 'SectionBanner';
  /** The banner's id (unique within its section). */
  id: Scalars['ID']['output'];
  /** Image (1200×800), a root-relative path. */
  image: Scalars['String']['output'];
  /** The section whose banner it is. */
  section: Section;
  /** A line under the title, in the request's language; null when there is none. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** The banner's title, in the request's language. */
  title: Scalars['String']['output'];
};

/** Which link to mail a code for. */
export type SendGoogleLinkCodeInput = {
  /** The `linkToken` of the CONFLICT answer. */
  linkToken: Scalars['String']['input'];
};

/** The first password of a Google account. */
export type SetPasswordInput = {
  /** The password (8+ characters with upper case, lower case, a digit and a special character). */
  password: Scalars['String']['input'];
};

/** A site setting the studio edits. */
export type SiteSettingKey =
  /** The home page's impact figures. */
  | 'IMPACT_FIGURES'
  /** The social links. */
  | 'SOCIAL_LINKS';

/** Bringing back a setting's earlier revision. */
export type SiteSettingRestoreRevisionInput = {
  /** The id of the revision to bring back. */
  revision: Scalars['ID']['input'];
  /** Which setting. */
  setting: SiteSettingKey;
  /** The setting's version the officer saw (as a save names it). */
  version: Scalars['String']['input'];
};

/** A setting as one change left it. */
export type SiteSettingRevision = {
  __typename?: 'SiteSettingRevision';
  /** What the change was. */
  action: SiteSettingRevisionAction;
  /** When (for `EARLIER`, when it was kept). */
  at: Scalars['DateTime']['output'];
  /** Who (a staff e-mail); null for `EARLIER`. */
  by?: Maybe<Scalars['String']['output']>;
  /** The revision's id (unique among every setting's revisions). */
  id: Scalars['ID']['output'];
  /** The impact figures after the change; null for another setting's revision. */
  impactFigures?: Maybe<Array<ImpactFigure>>;
  /** The social links after the change; null for another setting's revision. */
  socialLinks?: Maybe<Array<SocialLink>>;
  /** The setting's version after the change. */
  version: Scalars['String']['output'];
};

/** What made a setting's revision. */
export type SiteSettingRevisionAction =
  /** The value the setting's first save replaced (who set it, and when, is not known). */
  | 'EARLIER'
  /** An earlier revision restored. */
  | 'RESTORE_REVISION'
  /** Saved. */
  | 'SAVE';

/** Public site settings. */
export type SiteSettings = {
  __typename?: 'SiteSettings';
  /** How the browser starts Google sign-in (the gateway's GOOGLE_CLIENT_ID and GOOGLE_AUTHORIZE_URL); null when Google sign-in is not offered. */
  googleSignIn?: Maybe<GoogleSignIn>;
  /** The programme's impact figures shown on the home page (spec §9). */
  impactFigures: Array<ImpactFigure>;
  /** The foundation's social network links (footer and fixed social bar). */
  socialLinks: Array<SocialLink>;
};

/** A link to one of the foundation's social network pages. */
export type SocialLink = {
  __typename?: 'SocialLink';
  /** Which network the link goes to (the client picks the icon). */
  network: SocialNetwork;
  /** The page's absolute URL (https://…). */
  url: Scalars['String']['output'];
};

/** One social link as the officer enters it. */
export type SocialLinkInput = {
  /** The network, each once. */
  network: SocialNetwork;
  /** The page's address, https:// only. */
  url: Scalars['String']['input'];
};

/** A social network. */
export type SocialNetwork =
  /** Facebook. */
  | 'FACEBOOK'
  /** Instagram. */
  | 'INSTAGRAM'
  /** YouTube. */
  | 'YOUTUBE';

/** Accepting an invitation. */
export type StaffAcceptInviteInput = {
  /** The new password (the members' password rules). */
  password: Scalars['String']['input'];
  /** The token of the invitation link. */
  token: Scalars['String']['input'];
};

/** A staff account. */
export type StaffAccount = {
  __typename?: 'StaffAccount';
  /** The sign-in e-mail. */
  email: Scalars['String']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** The account's id. */
  id: Scalars['ID']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
};

/** One entry of an application's history. */
export type StaffApplicationEvent = {
  __typename?: 'StaffApplicationEvent';
  /** When. */
  at: Scalars['DateTime']['output'];
  /** Who: the member's or the staff account's e-mail; null for the product's own mails. */
  by?: Maybe<Scalars['String']['output']>;
  /** A short detail (the reminder's stage, the mail's recipients), in plain words; null when there is none. */
  detail?: Maybe<Scalars['String']['output']>;
  /** What happened. */
  kind: StaffApplicationEventKind;
};

/** What happened to an application, and who did it. */
export type StaffApplicationEventKind =
  /** The draft was started. */
  | 'CREATED'
  /** Staff took it back from the final round. */
  | 'DOWNGRADED'
  /** The team uploaded its final file. */
  | 'FINAL_UPLOADED'
  /** Staff raised it to the final round. */
  | 'RAISED'
  /** A deadline reminder was mailed to the leader. */
  | 'REMINDER_MAILED'
  /** The team submitted it. */
  | 'SUBMITTED'
  /** The submission confirmation was mailed to the team. */
  | 'SUBMITTED_MAILED';

/** Which applications the table shows. */
export type StaffApplicationFilter = {
  /** Part of the team's or the proposal's name, the school or organisation, a member's e-mail or the registration number. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this session's; all sessions when omitted. */
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  /** The order; default UPDATED_DESC. */
  sort?: InputMaybe<StaffApplicationSort>;
  /** Only these statuses; all when omitted. */
  statuses?: InputMaybe<Array<ApplicationStatus>>;
};

/** A page of applications. */
export type StaffApplicationPage = {
  __typename?: 'StaffApplicationPage';
  /** The rows of this page. */
  items: Array<StaffApplicationRow>;
  /** How many match the filter, over all pages. */
  total: Scalars['Int']['output'];
};

/** One application. */
export type StaffApplicationRefInput = {
  /** The application's id. */
  id: Scalars['ID']['input'];
};

/** One row of the applications table. Its identity is its programme and id together: a client cache keys it by both. */
export type StaffApplicationRow = {
  __typename?: 'StaffApplicationRow';
  /** The application's id (unique within its programme). */
  id: Scalars['ID']['output'];
  /** The leader's e-mail. */
  leaderEmail?: Maybe<Scalars['String']['output']>;
  /** The leader's (first member's) name. */
  leaderName?: Maybe<Scalars['String']['output']>;
  /** The school (competition) or organisation (incubator). */
  organisation?: Maybe<Scalars['String']['output']>;
  /** The account that owns the application. */
  ownerEmail: Scalars['String']['output'];
  /** Its programme. */
  programme: Programme;
  /** The registration number; null for a draft. */
  registrationNumber?: Maybe<Scalars['String']['output']>;
  /** Its session's id. */
  sessionId: Scalars['ID']['output'];
  /** Its status. */
  status: ApplicationStatus;
  /** When it was submitted; null for a draft. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** True when the submit arrived after applyEnd, inside the session's grace. */
  submittedInGrace: Scalars['Boolean']['output'];
  /** The team's name; null while empty in a draft. */
  teamName?: Maybe<Scalars['String']['output']>;
  /** When it was last saved. */
  updatedAt: Scalars['DateTime']['output'];
};

/** The order of the applications table. */
export type StaffApplicationSort =
  /** By registration number (drafts last). */
  | 'REGISTRATION_NUMBER'
  /** First submitted first (drafts last). */
  | 'SUBMITTED_ASC'
  /** Last submitted first (drafts last). */
  | 'SUBMITTED_DESC'
  /** By team name. */
  | 'TEAM_NAME'
  /** Last saved first. */
  | 'UPDATED_DESC';

/** One audit entry. */
export type StaffAuditEntry = {
  __typename?: 'StaffAuditEntry';
  /** What: a named action or the route called. */
  action: Scalars['String']['output'];
  /** Who (an e-mail); null when unknown (a sign-in with an unknown e-mail names that e-mail). */
  actor?: Maybe<Scalars['String']['output']>;
  /** When. */
  at: Scalars['DateTime']['output'];
  /** The details recorded with it, as JSON text. */
  detail: Scalars['String']['output'];
  /** The address it came from. */
  from?: Maybe<Scalars['String']['output']>;
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** What it was about, e.g. `incubator/apply 12`; null when nothing in particular. */
  target?: Maybe<Scalars['String']['output']>;
};

/** Which audit entries. */
export type StaffAuditFilter = {
  /** Exact action, e.g. `manager.login` or `PUT /api/invention/session/pvt/resource/:id`. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** The actor's e-mail or account id. */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** Entries at or after this instant. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** Entries at or before this instant. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A page of the audit log. */
export type StaffAuditPage = {
  __typename?: 'StaffAuditPage';
  /** The entries of this page. */
  items: Array<StaffAuditEntry>;
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/** A file to download at once: follow `url` (same origin) before `expiresAt`. */
export type StaffDownload = {
  __typename?: 'StaffDownload';
  /** When it stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The address, valid for one minute, carrying no token. */
  url: Scalars['String']['output'];
};

/** The first sign-in's enrolment of an authenticator app. */
export type StaffEnrolTotpInput = {
  /** The `ticket` of the `ENROLMENT_REQUIRED` answer. */
  ticket: Scalars['String']['input'];
  /** The 6-digit code the app shows for the new secret. */
  totp: Scalars['String']['input'];
};

/** A finished enrolment: the session and the recovery codes. */
export type StaffEnrolment = {
  __typename?: 'StaffEnrolment';
  /** Single-use codes that stand in for the app when it is lost; shown only this once. */
  recoveryCodes: Array<Scalars['String']['output']>;
  /** The staff session (JWT of role `manager`). */
  token: Scalars['String']['output'];
};

/** Which applications to export: the table's filter (its sort aside). */
export type StaffExportApplicationsInput = {
  /** Drafts too (true), or submitted ones only (false, the default); not read when `statuses` is given. */
  includeDrafts?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whose applications. */
  programme: Programme;
  /** The table's search. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this session's; all sessions when omitted. */
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  /** The table's status filter: exactly these statuses, drafts only if DRAFT is among them, so the export holds the rows the table shows. Omitted or empty: `includeDrafts` decides. */
  statuses?: InputMaybe<Array<ApplicationStatus>>;
};

/** Which members to export. */
export type StaffExportMembersInput = {
  /** The table's search. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** The impact figures to save. */
export type StaffImpactFiguresInput = {
  /** The figures, in the order shown. */
  figures: Array<ImpactFigureInput>;
  /** The version edited (`StaffSiteSettings.impactFiguresVersion`). */
  version: Scalars['String']['input'];
};

/** An incubator application in the console. */
export type StaffIncubatorApplication = {
  __typename?: 'StaffIncubatorApplication';
  /** The application, every field as the applicant entered it, files with signed download links. */
  application: IncubatorApplication;
  /** Its history, oldest first: status changes and the mails sent about it. */
  history: Array<StaffApplicationEvent>;
  /** The account that owns it. */
  ownerEmail: Scalars['String']['output'];
  /** True when the submit arrived inside the grace after the deadline. */
  submittedInGrace: Scalars['Boolean']['output'];
};

/** A competition application in the console. */
export type StaffInventionApplication = {
  __typename?: 'StaffInventionApplication';
  /** The application, every field as the applicant entered it, files with signed download links. */
  application: InventionApplication;
  /** Its history, oldest first: status changes and the mails sent about it. */
  history: Array<StaffApplicationEvent>;
  /** The account that owns it. */
  ownerEmail: Scalars['String']['output'];
  /** True when the submit arrived inside the grace after the deadline. */
  submittedInGrace: Scalars['Boolean']['output'];
};

/** An invitation. */
export type StaffInviteInput = {
  /** The new staff member's e-mail. */
  email: Scalars['String']['input'];
  /** The language of the invitation mail. */
  language: StaffLanguage;
};

/** A language of the site, for a mail or an export chosen explicitly. */
export type StaffLanguage =
  /** English. */
  | 'EN'
  /** Traditional Chinese (Taiwan). */
  | 'ZH_TW';

/** A staff account as the managers' list shows it. */
export type StaffManager = {
  __typename?: 'StaffManager';
  /** False once deactivated. */
  active: Scalars['Boolean']['output'];
  /** The sign-in e-mail. */
  email: Scalars['String']['output'];
  /** Whether an authenticator app is enrolled. */
  enrolled: Scalars['Boolean']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** The account's id. */
  id: Scalars['ID']['output'];
  /** True while the invitation is not yet accepted. */
  invited: Scalars['Boolean']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
};

/** One staff account. */
export type StaffManagerRefInput = {
  /** Its id. */
  id: Scalars['ID']['input'];
};

/** A member as staff see them. */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** Their applications in both programmes, newest first. */
  applications: Array<StaffApplicationRow>;
  /** Where mails go, when not the sign-in e-mail. */
  contactEmail?: Maybe<Scalars['String']['output']>;
  /** When they registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The sign-in e-mail. */
  email: Scalars['String']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** The account's id. */
  id: Scalars['ID']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** Mobile number. */
  mobile?: Maybe<Scalars['String']['output']>;
  /** Whether they asked for the newsletter. */
  subscribed: Scalars['Boolean']['output'];
  /** Whether the e-mail was verified. */
  verified: Scalars['Boolean']['output'];
};

/** A page of members. */
export type StaffMemberPage = {
  __typename?: 'StaffMemberPage';
  /** The members of this page. */
  items: Array<StaffMember>;
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/** A staff account's new recovery codes. */
export type StaffRecoveryCodes = {
  __typename?: 'StaffRecoveryCodes';
  /** Ten single-use codes that stand in for the app when it is lost; shown only this once. */
  recoveryCodes: Array<Scalars['String']['output']>;
};

/** One reminder mailed, or tried. */
export type StaffReminderDelivery = {
  __typename?: 'StaffReminderDelivery';
  /** The application's id. */
  applicationId: Scalars['ID']['output'];
  /** True when the mail went out; false when it failed. */
  delivered: Scalars['Boolean']['output'];
  /** When it was sent. */
  sentAt: Scalars['DateTime']['output'];
  /** The team's name, when it has one. */
  teamName?: Maybe<Scalars['String']['output']>;
};

/** A reminder mail as it would be sent. */
export type StaffReminderPreview = {
  __typename?: 'StaffReminderPreview';
  /** The HTML body, to show in a sandboxed frame. */
  html: Scalars['String']['output'];
  /** The subject. */
  subject: Scalars['String']['output'];
  /** The plain-text body. */
  text: Scalars['String']['output'];
  /** The recipient (a draft's leader, or empty for a sample). */
  to: Scalars['String']['output'];
};

/** A session's deadline reminders. */
export type StaffReminderReport = {
  __typename?: 'StaffReminderReport';
  /** The session's deadline. */
  applyEnd: Scalars['DateTime']['output'];
  /** Each stage, longest first; a stage removed after it was sent stays listed. */
  stages: Array<StaffReminderStage>;
};

/** One reminder stage of a session. */
export type StaffReminderStage = {
  __typename?: 'StaffReminderStage';
  /** The applications it reached. */
  applications: Array<StaffReminderDelivery>;
  /** When it falls. */
  at: Scalars['DateTime']['output'];
  /** Whether the session still has this stage. */
  configured: Scalars['Boolean']['output'];
  /** How many mails failed (not retried). */
  failed: Scalars['Int']['output'];
  /** Hours before the deadline. */
  hoursBefore: Scalars['Int']['output'];
  /** Whether its time has passed. */
  passed: Scalars['Boolean']['output'];
  /** How many reminders it mailed. */
  sent: Scalars['Int']['output'];
};

/** The code that proves the authenticator app is at hand, for new recovery codes. */
export type StaffRenewRecoveryCodesInput = {
  /** The 6-digit code the app shows now. */
  totp: Scalars['String']['input'];
};

/** A session as staff manage it. Its identity is its programme and id together: a client cache keys it by both. */
export type StaffSession = {
  __typename?: 'StaffSession';
  /** Whether this is the programme's active session (the one the site applies to). */
  active: Scalars['Boolean']['output'];
  /** How many applications it has, drafts included. */
  applicationCount: Scalars['Int']['output'];
  /** Registration closes (the deadline). */
  applyEnd: Scalars['DateTime']['output'];
  /** Registration opens. */
  applyStart: Scalars['DateTime']['output'];
  /** The incubator's final-round upload closes (for the competition, the same as or after applyEnd). */
  finalUploadEnd: Scalars['DateTime']['output'];
  /** The session's id (unique within its programme). */
  id: Scalars['ID']['output'];
  /** Its name in both languages. */
  name: LocalisedText;
  /** Its programme. */
  programme: Programme;
  /** When the deadline reminders go out, in hours before applyEnd, longest first; empty: none. */
  reminderStages: Array<Scalars['Int']['output']>;
  /** Submits arriving this many seconds after applyEnd are still accepted, marked as in the grace. */
  submitGraceSeconds: Scalars['Int']['output'];
};

/** A new or changed session. Dates must satisfy applyStart < applyEnd ≤ finalUploadEnd. */
export type StaffSessionInput = {
  /** Registration closes (the deadline). */
  applyEnd: Scalars['DateTime']['input'];
  /** Registration opens. */
  applyStart: Scalars['DateTime']['input'];
  /** The final-round upload closes. */
  finalUploadEnd: Scalars['DateTime']['input'];
  /** Its name in both languages. */
  name: LocalisedTextInput;
  /** Its programme. */
  programme: Programme;
  /** Reminder stages in whole hours before applyEnd (1 to 2160, at most 10); default 168, 24 and 3. */
  reminderStages?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The grace after applyEnd for submits already on their way, 0 to 600 seconds; default 120. */
  submitGraceSeconds?: InputMaybe<Scalars['Int']['input']>;
};

/** One session. */
export type StaffSessionRefInput = {
  /** Its id. */
  id: Scalars['ID']['input'];
  /** Its programme. */
  programme: Programme;
};

/** A renewed staff session. */
export type StaffSessionToken = {
  __typename?: 'StaffSessionToken';
  /** The manager JWT (HS256, 30 minutes) that replaces the one sent; the console keeps it in the tab's sessionStorage. */
  token: Scalars['String']['output'];
};

/** A staff sign-in's credentials; at most one of `totp` and `recoveryCode`. */
export type StaffSignInInput = {
  /** The staff account's e-mail. */
  email: Scalars['String']['input'];
  /** The password. */
  password: Scalars['String']['input'];
  /** One of the recovery codes given at enrolment (each works once), instead of `totp`. */
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
  /** The 6-digit code of the authenticator app. */
  totp?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of `staffSignIn`: the next step, and what it needs. */
export type StaffSignInResult = {
  __typename?: 'StaffSignInResult';
  /** The authenticator app's secret, when `step` is ENROLMENT_REQUIRED. */
  enrolment?: Maybe<StaffTotpEnrolment>;
  /** Where the sign-in stands. */
  step: StaffSignInStep;
  /** The staff session (JWT of role `manager`), when `step` is SIGNED_IN; keep it apart from a member's. */
  token?: Maybe<Scalars['String']['output']>;
};

/** How far a staff sign-in got. */
export type StaffSignInStep =
  /** The first sign-in: enrol an authenticator app with `enrolment`, then call `staffEnrolTotp`. */
  | 'ENROLMENT_REQUIRED'
  /** The password was right: sign in again with a TOTP code or a recovery code. */
  | 'SECOND_FACTOR_REQUIRED'
  /** Signed in: `token` is the staff session. */
  | 'SIGNED_IN';

/** The site settings as the studio edits them. */
export type StaffSiteSettings = {
  __typename?: 'StaffSiteSettings';
  /** The home page's impact figures, in the order shown. */
  impactFigures: Array<ImpactFigure>;
  /** The figures' version (`unset` when never saved): a save names the one it was edited from. */
  impactFiguresVersion: Scalars['String']['output'];
  /** The social links, in the order shown. */
  socialLinks: Array<SocialLink>;
  /** The links' version (`unset` when never saved). */
  socialLinksVersion: Scalars['String']['output'];
};

/** The social links to save. */
export type StaffSocialLinksInput = {
  /** The links, in the order shown. */
  links: Array<SocialLinkInput>;
  /** The version edited (`StaffSiteSettings.socialLinksVersion`). */
  version: Scalars['String']['input'];
};

/** A confirmed newsletter subscriber. */
export type StaffSubscriber = {
  __typename?: 'StaffSubscriber';
  /** When the subscription was confirmed. */
  confirmedAt: Scalars['DateTime']['output'];
  /** The subscribed e-mail. */
  email: Scalars['String']['output'];
};

/** A page of subscribers. */
export type StaffSubscriberPage = {
  __typename?: 'StaffSubscriberPage';
  /** The subscribers of this page. */
  items: Array<StaffSubscriber>;
  /** How many confirmed subscribers there are. */
  total: Scalars['Int']['output'];
};

/** A new TOTP secret to enrol, offered on the first sign-in. */
export type StaffTotpEnrolment = {
  __typename?: 'StaffTotpEnrolment';
  /** The `otpauth://` URI of the secret, for a QR code. */
  otpauthUri: Scalars['String']['output'];
  /** The secret in base32, for typing into the app. */
  secret: Scalars['String']['output'];
  /** Proves the password step to `staffEnrolTotp`; short-lived. */
  ticket: Scalars['String']['output'];
};

/** A session's new values. */
export type StaffUpdateSessionInput = {
  /** True once the officer confirmed changing the deadlines of a session that has applications. */
  confirmDeadlineChange?: InputMaybe<Scalars['Boolean']['input']>;
  /** The session's id. */
  id: Scalars['ID']['input'];
  /** Its new values. */
  session: StaffSessionInput;
};

/** A file an applicant uploaded. Private: only its owner and the foundation's managers can fetch it. */
export type StoredFile = {
  __typename?: 'StoredFile';
  /** A short-lived signed address that downloads the file (valid about 10 minutes; read the application again for a new one). */
  downloadUrl: Scalars['String']['output'];
  /** The name of the file the applicant chose. */
  name: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** The file's stable address; send it back in `FileInput.keep` to keep the file. It does not download by itself. */
  url: Scalars['String']['output'];
};

/** An earlier publication or research note. */
export type StudyHistoryEntry = {
  __typename?: 'StudyHistoryEntry';
  /** The text as a rich-text document, in the request's language. */
  body: Scalars['RichText']['output'];
  /** Cover image (1200×800), a root-relative path. */
  cover: Scalars['String']['output'];
  /** The publication's id; use it with Query.studyHistoryEntry. */
  id: Scalars['ID']['output'];
  /**
   * The text's blocks as plain text, in the request's language.
   * @deprecated Use body: a rich-text document.
   */
  paragraphs: Array<Scalars['String']['output']>;
  /** The PDF, a root-relative path; null when there is none. */
  pdf?: Maybe<Scalars['String']['output']>;
  /** A short summary, in the request's language. */
  summary: Scalars['String']['output'];
  /** The publication's title, in the request's language. */
  title: Scalars['String']['output'];
  /** The year of publication, e.g. 2023. */
  year: Scalars['Int']['output'];
};

/** A published report with its PDF. Its identity is its kind and id together: a client cache keys it by both. */
export type StudyReport = {
  __typename?: 'StudyReport';
  /** Cover image (1200×800), a root-relative path. */
  cover: Scalars['String']['output'];
  /** The report's id (unique within SROI, or within impact and alumni reports); use it with Query.studyReport. */
  id: Scalars['ID']['output'];
  /** SROI, impact or alumni report. */
  kind: StudyReportKind;
  /** The PDF, a root-relative path. */
  pdf: Scalars['String']['output'];
  /** A short summary, in the request's language. */
  summary: Scalars['String']['output'];
  /** The report's title, in the request's language. */
  title: Scalars['String']['output'];
  /** The year the report covers or was published, e.g. 2025. */
  year: Scalars['Int']['output'];
};

/** The study section's kinds of report. */
export type StudyReportKind =
  /** Alumni reports (book/report, kind alumni). */
  | 'ALUMNI'
  /** Impact reports (book/report, kind impact). */
  | 'IMPACT'
  /** The social return on investment report (book/sori). */
  | 'SROI';

/** Which application to submit, and the submit intent's key. */
export type SubmitApplicationInput = {
  /** The application to submit. */
  id: Scalars['ID']['input'];
  /** A key the client makes once per submit intent and repeats on retries. */
  idempotencyKey: Scalars['String']['input'];
};

/** A newsletter subscription. */
export type SubscribeNewsletterInput = {
  /** The e-mail to subscribe. */
  email: Scalars['String']['input'];
  /** The newsletter list's id: 1 to 64 letters, digits, `_` or `-`. */
  list?: InputMaybe<Scalars['String']['input']>;
};

/** A quote from a judge, an entrant, an alumnus or an advisor. One with an id is identified by its programme and id together: a client cache keys it by both. */
export type Testimonial = {
  __typename?: 'Testimonial';
  /** Null for testimonials kept in site settings (home page); else unique within its programme. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Portrait, a root-relative path; null when there is none. */
  image?: Maybe<Scalars['String']['output']>;
  /** The person's name, in the request's language. */
  person: Scalars['String']['output'];
  /** The programme whose page quotes it; null for the home page's testimonials. */
  programme?: Maybe<Programme>;
  /** The quoted words, in the request's language (without quotation marks). */
  quote: Scalars['String']['output'];
  /** The person's role in the request's language, e.g. 'Final judge, professor of nursing'. */
  role: Scalars['String']['output'];
};

/** A titled paragraph. */
export type TextBlock = {
  __typename?: 'TextBlock';
  /** The paragraph, in the request's language. */
  content: Scalars['String']['output'];
  /** The heading, in the request's language. */
  title: Scalars['String']['output'];
};

/** One of the four themes of the About page. */
export type Theme = {
  __typename?: 'Theme';
  /** One sentence about the theme, in the request's language. */
  content: Scalars['String']['output'];
  /** Which theme this is; stable, so the client can pick its icon and link. */
  key: ThemeKey;
  /** The theme's title, in the request's language. */
  title: Scalars['String']['output'];
};

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

/** The final-round presentation of an application. */
export type UploadIncubatorFinalInput = {
  /** The PDF. */
  file: Scalars['Upload']['input'];
  /** The application. */
  id: Scalars['ID']['input'];
};

/** A registration code to confirm. */
export type VerifyEmailInput = {
  /** The e-mail registered with. */
  email: Scalars['String']['input'];
  /** The 6-digit code from the mail. */
  otp: Scalars['String']['input'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  GoogleLoginResult:
    | ( AuthPayload )
    | ( GoogleSignUpRequired )
  ;
}>;

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Application:
    | ( IncubatorApplicationRecordDto )
    | ( InventionApplicationRecordDto )
  ;
  ApplicationMember:
    | ( IncubatorMemberSourceDto )
    | ( InventionMemberSourceDto )
  ;
  ApplicationProposal:
    | ( IncubatorProposalRecordDto )
    | ( InventionProposalRecordDto )
  ;
  ApplicationTeam:
    | ( IncubatorTeamRecordDto )
    | ( InventionTeamRecordDto )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AboutPage: ResolverTypeWrapper<AboutSettingsDto>;
  Accepted: ResolverTypeWrapper<Accepted>;
  Application: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Application']>;
  ApplicationMember: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ApplicationMember']>;
  ApplicationProposal: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ApplicationProposal']>;
  ApplicationStatus: ApplicationStatus;
  ApplicationTeam: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ApplicationTeam']>;
  Article: ResolverTypeWrapper<ArticleDto>;
  ArticleColumn: ArticleColumn;
  ArticlePage: ResolverTypeWrapper<Omit<ArticlePage, 'items'> & { items: Array<ResolversTypes['Article']> }>;
  ArticleTag: ResolverTypeWrapper<ArticleTagDto>;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  AuthRole: AuthRole;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheControlScope: CacheControlScope;
  CeoMessage: ResolverTypeWrapper<CeoMessageDto>;
  ChangePasswordInput: ChangePasswordInput;
  CompetitionGroup: CompetitionGroup;
  ConfirmNewsletterInput: ConfirmNewsletterInput;
  ContentBinEntry: ResolverTypeWrapper<ContentBinEntry>;
  ContentCreateInput: ContentCreateInput;
  ContentFamily: ContentFamily;
  ContentFamilySpec: ResolverTypeWrapper<ContentFamilySpec>;
  ContentFieldInput: ContentFieldInput;
  ContentFieldKind: ContentFieldKind;
  ContentFieldSpec: ResolverTypeWrapper<ContentFieldSpec>;
  ContentFieldValue: ResolverTypeWrapper<ContentFieldValue>;
  ContentImage: ResolverTypeWrapper<ContentImage>;
  ContentImageUploadInput: ContentImageUploadInput;
  ContentMissingTranslation: ResolverTypeWrapper<ContentMissingTranslation>;
  ContentMoveInput: ContentMoveInput;
  ContentPublishInput: ContentPublishInput;
  ContentRecord: ResolverTypeWrapper<ContentRecord>;
  ContentRefInput: ContentRefInput;
  ContentRestoreRevisionInput: ContentRestoreRevisionInput;
  ContentRevision: ResolverTypeWrapper<ContentRevision>;
  ContentRevisionAction: ContentRevisionAction;
  ContentSaveInput: ContentSaveInput;
  ContentSchedule: ResolverTypeWrapper<ContentSchedule>;
  ContentScheduleInput: ContentScheduleInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EducationEvent: ResolverTypeWrapper<EducationEventSourceDto>;
  EducationEventKind: EducationEventKind;
  EducationHistoryEntry: ResolverTypeWrapper<EducationHistoryEntryDto>;
  EventStatus: EventStatus;
  ExchangeResetLinkInput: ExchangeResetLinkInput;
  Faq: ResolverTypeWrapper<FaqSourceDto>;
  FileInput: FileInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GoogleLoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GoogleLoginResult']>;
  GoogleProfile: ResolverTypeWrapper<GoogleProfile>;
  GoogleSignIn: ResolverTypeWrapper<GoogleSignIn>;
  GoogleSignUpInput: GoogleSignUpInput;
  GoogleSignUpRequired: ResolverTypeWrapper<GoogleSignUpRequired>;
  HomeBanner: ResolverTypeWrapper<HomeBannerDto>;
  HomeContent: ResolverTypeWrapper<LazyPageDto>;
  HomeRecommend: ResolverTypeWrapper<HomeRecommendDto>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImpactFigure: ResolverTypeWrapper<ImpactFigure>;
  ImpactFigureInput: ImpactFigureInput;
  ImpactUnit: ImpactUnit;
  IncubatorApplication: ResolverTypeWrapper<IncubatorApplicationRecordDto>;
  IncubatorApplicationInput: IncubatorApplicationInput;
  IncubatorApplicationTeam: ResolverTypeWrapper<IncubatorTeamRecordDto>;
  IncubatorGroup: IncubatorGroup;
  IncubatorIssue: IncubatorIssue;
  IncubatorMember: ResolverTypeWrapper<IncubatorMemberSourceDto>;
  IncubatorMemberInput: IncubatorMemberInput;
  IncubatorPage: ResolverTypeWrapper<LazyPageDto>;
  IncubatorProperty: IncubatorProperty;
  IncubatorProposal: ResolverTypeWrapper<IncubatorProposalRecordDto>;
  IncubatorProposalInput: IncubatorProposalInput;
  IncubatorSection: ResolverTypeWrapper<IncubatorSectionDto>;
  IncubatorSectionAnchor: IncubatorSectionAnchor;
  IncubatorTeam: ResolverTypeWrapper<IncubatorTeamDto>;
  IncubatorTeamInput: IncubatorTeamInput;
  IncubatorTeamType: IncubatorTeamType;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InventionApplication: ResolverTypeWrapper<InventionApplicationRecordDto>;
  InventionApplicationInput: InventionApplicationInput;
  InventionApplicationTeam: ResolverTypeWrapper<InventionTeamRecordDto>;
  InventionMember: ResolverTypeWrapper<InventionMemberSourceDto>;
  InventionMemberInput: InventionMemberInput;
  InventionPage: ResolverTypeWrapper<LazyPageDto>;
  InventionProposal: ResolverTypeWrapper<InventionProposalRecordDto>;
  InventionProposalInput: InventionProposalInput;
  InventionSection: ResolverTypeWrapper<InventionSectionDto>;
  InventionSectionAnchor: InventionSectionAnchor;
  InventionTeacher: ResolverTypeWrapper<InventionTeacher>;
  InventionTeacherInput: InventionTeacherInput;
  InventionTeam: ResolverTypeWrapper<InventionTeamDto>;
  InventionTeamInput: InventionTeamInput;
  InventionTheme: InventionTheme;
  LinkGoogleAccountInput: LinkGoogleAccountInput;
  LinkPreviewImage: ResolverTypeWrapper<LinkPreviewImage>;
  LocalisedRichText: ResolverTypeWrapper<LocalisedRichText>;
  LocalisedRichTextInput: LocalisedRichTextInput;
  LocalisedText: ResolverTypeWrapper<LocalisedText>;
  LocalisedTextInput: LocalisedTextInput;
  LoginInput: LoginInput;
  LoginWithEmailCodeInput: LoginWithEmailCodeInput;
  LoginWithGoogleInput: LoginWithGoogleInput;
  Member: ResolverTypeWrapper<MemberInfoDto>;
  Mentor: ResolverTypeWrapper<MentorDto>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Partner: ResolverTypeWrapper<Partner>;
  Prize: ResolverTypeWrapper<PrizeDto>;
  ProfileInput: ProfileInput;
  Programme: Programme;
  ProgrammeSession: ResolverTypeWrapper<ProgrammeSessionSourceDto>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Referral: ResolverTypeWrapper<Referral>;
  ReferralInput: ReferralInput;
  ReferralSource: ReferralSource;
  RegisterInput: RegisterInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  ResendRegistrationCodeInput: ResendRegistrationCodeInput;
  ResetPasswordInput: ResetPasswordInput;
  ResetTokenPayload: ResolverTypeWrapper<ResetTokenPayload>;
  ResponsiveImage: ResolverTypeWrapper<ResponsiveImage>;
  RichText: ResolverTypeWrapper<Scalars['RichText']['output']>;
  SaveIncubatorApplicationDraftInput: SaveIncubatorApplicationDraftInput;
  SaveInventionApplicationDraftInput: SaveInventionApplicationDraftInput;
  Section: Section;
  SectionBanner: ResolverTypeWrapper<SectionBannerSourceDto>;
  SendGoogleLinkCodeInput: SendGoogleLinkCodeInput;
  SetPasswordInput: SetPasswordInput;
  SiteSettingKey: SiteSettingKey;
  SiteSettingRestoreRevisionInput: SiteSettingRestoreRevisionInput;
  SiteSettingRevision: ResolverTypeWrapper<SiteSettingRevision>;
  SiteSettingRevisionAction: SiteSettingRevisionAction;
  SiteSettings: ResolverTypeWrapper<PublicSettingsDto>;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  SocialLinkInput: SocialLinkInput;
  SocialNetwork: SocialNetwork;
  StaffAcceptInviteInput: StaffAcceptInviteInput;
  StaffAccount: ResolverTypeWrapper<MemberInfoDto>;
  StaffApplicationEvent: ResolverTypeWrapper<HistoryEventRecordDto>;
  StaffApplicationEventKind: StaffApplicationEventKind;
  StaffApplicationFilter: StaffApplicationFilter;
  StaffApplicationPage: ResolverTypeWrapper<Omit<StaffApplicationPage, 'items'> & { items: Array<ResolversTypes['StaffApplicationRow']> }>;
  StaffApplicationRefInput: StaffApplicationRefInput;
  StaffApplicationRow: ResolverTypeWrapper<StaffApplicationRowSourceDto>;
  StaffApplicationSort: StaffApplicationSort;
  StaffAuditEntry: ResolverTypeWrapper<StaffAuditEntry>;
  StaffAuditFilter: StaffAuditFilter;
  StaffAuditPage: ResolverTypeWrapper<StaffAuditPage>;
  StaffDownload: ResolverTypeWrapper<StaffDownload>;
  StaffEnrolTotpInput: StaffEnrolTotpInput;
  StaffEnrolment: ResolverTypeWrapper<StaffEnrolment>;
  StaffExportApplicationsInput: StaffExportApplicationsInput;
  StaffExportMembersInput: StaffExportMembersInput;
  StaffImpactFiguresInput: StaffImpactFiguresInput;
  StaffIncubatorApplication: ResolverTypeWrapper<StaffIncubatorApplicationSourceDto>;
  StaffInventionApplication: ResolverTypeWrapper<StaffInventionApplicationSourceDto>;
  StaffInviteInput: StaffInviteInput;
  StaffLanguage: StaffLanguage;
  StaffManager: ResolverTypeWrapper<ManagerRecordDto>;
  StaffManagerRefInput: StaffManagerRefInput;
  StaffMember: ResolverTypeWrapper<StaffMemberRecordDto>;
  StaffMemberPage: ResolverTypeWrapper<Omit<StaffMemberPage, 'items'> & { items: Array<ResolversTypes['StaffMember']> }>;
  StaffRecoveryCodes: ResolverTypeWrapper<StaffRecoveryCodes>;
  StaffReminderDelivery: ResolverTypeWrapper<StaffReminderDelivery>;
  StaffReminderPreview: ResolverTypeWrapper<StaffReminderPreview>;
  StaffReminderReport: ResolverTypeWrapper<StaffReminderReport>;
  StaffReminderStage: ResolverTypeWrapper<StaffReminderStage>;
  StaffRenewRecoveryCodesInput: StaffRenewRecoveryCodesInput;
  StaffSession: ResolverTypeWrapper<StaffSessionSourceDto>;
  StaffSessionInput: StaffSessionInput;
  StaffSessionRefInput: StaffSessionRefInput;
  StaffSessionToken: ResolverTypeWrapper<StaffSessionToken>;
  StaffSignInInput: StaffSignInInput;
  StaffSignInResult: ResolverTypeWrapper<StaffSignInResult>;
  StaffSignInStep: StaffSignInStep;
  StaffSiteSettings: ResolverTypeWrapper<StaffSiteSettings>;
  StaffSocialLinksInput: StaffSocialLinksInput;
  StaffSubscriber: ResolverTypeWrapper<StaffSubscriber>;
  StaffSubscriberPage: ResolverTypeWrapper<StaffSubscriberPage>;
  StaffTotpEnrolment: ResolverTypeWrapper<StaffTotpEnrolment>;
  StaffUpdateSessionInput: StaffUpdateSessionInput;
  StoredFile: ResolverTypeWrapper<ApplicationFileDto>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StudyHistoryEntry: ResolverTypeWrapper<StudyHistoryEntryDto>;
  StudyReport: ResolverTypeWrapper<StudyReportSourceDto>;
  StudyReportKind: StudyReportKind;
  SubmitApplicationInput: SubmitApplicationInput;
  SubscribeNewsletterInput: SubscribeNewsletterInput;
  Testimonial: ResolverTypeWrapper<TestimonialSourceDto>;
  TextBlock: ResolverTypeWrapper<TextBlock>;
  Theme: ResolverTypeWrapper<AboutThemeDto>;
  ThemeKey: ThemeKey;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadIncubatorFinalInput: UploadIncubatorFinalInput;
  VerifyEmailInput: VerifyEmailInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AboutPage: AboutSettingsDto;
  Accepted: Accepted;
  Application: ResolversInterfaceTypes<ResolversParentTypes>['Application'];
  ApplicationMember: ResolversInterfaceTypes<ResolversParentTypes>['ApplicationMember'];
  ApplicationProposal: ResolversInterfaceTypes<ResolversParentTypes>['ApplicationProposal'];
  ApplicationTeam: ResolversInterfaceTypes<ResolversParentTypes>['ApplicationTeam'];
  Article: ArticleDto;
  ArticlePage: Omit<ArticlePage, 'items'> & { items: Array<ResolversParentTypes['Article']> };
  ArticleTag: ArticleTagDto;
  AuthPayload: AuthPayload;
  Boolean: Scalars['Boolean']['output'];
  CeoMessage: CeoMessageDto;
  ChangePasswordInput: ChangePasswordInput;
  ConfirmNewsletterInput: ConfirmNewsletterInput;
  ContentBinEntry: ContentBinEntry;
  ContentCreateInput: ContentCreateInput;
  ContentFamilySpec: ContentFamilySpec;
  ContentFieldInput: ContentFieldInput;
  ContentFieldSpec: ContentFieldSpec;
  ContentFieldValue: ContentFieldValue;
  ContentImage: ContentImage;
  ContentImageUploadInput: ContentImageUploadInput;
  ContentMissingTranslation: ContentMissingTranslation;
  ContentMoveInput: ContentMoveInput;
  ContentPublishInput: ContentPublishInput;
  ContentRecord: ContentRecord;
  ContentRefInput: ContentRefInput;
  ContentRestoreRevisionInput: ContentRestoreRevisionInput;
  ContentRevision: ContentRevision;
  ContentSaveInput: ContentSaveInput;
  ContentSchedule: ContentSchedule;
  ContentScheduleInput: ContentScheduleInput;
  DateTime: Scalars['DateTime']['output'];
  EducationEvent: EducationEventSourceDto;
  EducationHistoryEntry: EducationHistoryEntryDto;
  ExchangeResetLinkInput: ExchangeResetLinkInput;
  Faq: FaqSourceDto;
  FileInput: FileInput;
  Float: Scalars['Float']['output'];
  GoogleLoginResult: ResolversUnionTypes<ResolversParentTypes>['GoogleLoginResult'];
  GoogleProfile: GoogleProfile;
  GoogleSignIn: GoogleSignIn;
  GoogleSignUpInput: GoogleSignUpInput;
  GoogleSignUpRequired: GoogleSignUpRequired;
  HomeBanner: HomeBannerDto;
  HomeContent: LazyPageDto;
  HomeRecommend: HomeRecommendDto;
  ID: Scalars['ID']['output'];
  ImpactFigure: ImpactFigure;
  ImpactFigureInput: ImpactFigureInput;
  IncubatorApplication: IncubatorApplicationRecordDto;
  IncubatorApplicationInput: IncubatorApplicationInput;
  IncubatorApplicationTeam: IncubatorTeamRecordDto;
  IncubatorMember: IncubatorMemberSourceDto;
  IncubatorMemberInput: IncubatorMemberInput;
  IncubatorPage: LazyPageDto;
  IncubatorProposal: IncubatorProposalRecordDto;
  IncubatorProposalInput: IncubatorProposalInput;
  IncubatorSection: IncubatorSectionDto;
  IncubatorTeam: IncubatorTeamDto;
  IncubatorTeamInput: IncubatorTeamInput;
  Int: Scalars['Int']['output'];
  InventionApplication: InventionApplicationRecordDto;
  InventionApplicationInput: InventionApplicationInput;
  InventionApplicationTeam: InventionTeamRecordDto;
  InventionMember: InventionMemberSourceDto;
  InventionMemberInput: InventionMemberInput;
  InventionPage: LazyPageDto;
  InventionProposal: InventionProposalRecordDto;
  InventionProposalInput: InventionProposalInput;
  InventionSection: InventionSectionDto;
  InventionTeacher: InventionTeacher;
  InventionTeacherInput: InventionTeacherInput;
  InventionTeam: InventionTeamDto;
  InventionTeamInput: InventionTeamInput;
  LinkGoogleAccountInput: LinkGoogleAccountInput;
  LinkPreviewImage: LinkPreviewImage;
  LocalisedRichText: LocalisedRichText;
  LocalisedRichTextInput: LocalisedRichTextInput;
  LocalisedText: LocalisedText;
  LocalisedTextInput: LocalisedTextInput;
  LoginInput: LoginInput;
  LoginWithEmailCodeInput: LoginWithEmailCodeInput;
  LoginWithGoogleInput: LoginWithGoogleInput;
  Member: MemberInfoDto;
  Mentor: MentorDto;
  Mutation: Record<PropertyKey, never>;
  Partner: Partner;
  Prize: PrizeDto;
  ProfileInput: ProfileInput;
  ProgrammeSession: ProgrammeSessionSourceDto;
  Query: Record<PropertyKey, never>;
  Referral: Referral;
  ReferralInput: ReferralInput;
  RegisterInput: RegisterInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  ResendRegistrationCodeInput: ResendRegistrationCodeInput;
  ResetPasswordInput: ResetPasswordInput;
  ResetTokenPayload: ResetTokenPayload;
  ResponsiveImage: ResponsiveImage;
  RichText: Scalars['RichText']['output'];
  SaveIncubatorApplicationDraftInput: SaveIncubatorApplicationDraftInput;
  SaveInventionApplicationDraftInput: SaveInventionApplicationDraftInput;
  SectionBanner: SectionBannerSourceDto;
  SendGoogleLinkCodeInput: SendGoogleLinkCodeInput;
  SetPasswordInput: SetPasswordInput;
  SiteSettingRestoreRevisionInput: SiteSettingRestoreRevisionInput;
  SiteSettingRevision: SiteSettingRevision;
  SiteSettings: PublicSettingsDto;
  SocialLink: SocialLink;
  SocialLinkInput: SocialLinkInput;
  StaffAcceptInviteInput: StaffAcceptInviteInput;
  StaffAccount: MemberInfoDto;
  StaffApplicationEvent: HistoryEventRecordDto;
  StaffApplicationFilter: StaffApplicationFilter;
  StaffApplicationPage: Omit<StaffApplicationPage, 'items'> & { items: Array<ResolversParentTypes['StaffApplicationRow']> };
  StaffApplicationRefInput: StaffApplicationRefInput;
  StaffApplicationRow: StaffApplicationRowSourceDto;
  StaffAuditEntry: StaffAuditEntry;
  StaffAuditFilter: StaffAuditFilter;
  StaffAuditPage: StaffAuditPage;
  StaffDownload: StaffDownload;
  StaffEnrolTotpInput: StaffEnrolTotpInput;
  StaffEnrolment: StaffEnrolment;
  StaffExportApplicationsInput: StaffExportApplicationsInput;
  StaffExportMembersInput: StaffExportMembersInput;
  StaffImpactFiguresInput: StaffImpactFiguresInput;
  StaffIncubatorApplication: StaffIncubatorApplicationSourceDto;
  StaffInventionApplication: StaffInventionApplicationSourceDto;
  StaffInviteInput: StaffInviteInput;
  StaffManager: ManagerRecordDto;
  StaffManagerRefInput: StaffManagerRefInput;
  StaffMember: StaffMemberRecordDto;
  StaffMemberPage: Omit<StaffMemberPage, 'items'> & { items: Array<ResolversParentTypes['StaffMember']> };
  StaffRecoveryCodes: StaffRecoveryCodes;
  StaffReminderDelivery: StaffReminderDelivery;
  StaffReminderPreview: StaffReminderPreview;
  StaffReminderReport: StaffReminderReport;
  StaffReminderStage: StaffReminderStage;
  StaffRenewRecoveryCodesInput: StaffRenewRecoveryCodesInput;
  StaffSession: StaffSessionSourceDto;
  StaffSessionInput: StaffSessionInput;
  StaffSessionRefInput: StaffSessionRefInput;
  StaffSessionToken: StaffSessionToken;
  StaffSignInInput: StaffSignInInput;
  StaffSignInResult: StaffSignInResult;
  StaffSiteSettings: StaffSiteSettings;
  StaffSocialLinksInput: StaffSocialLinksInput;
  StaffSubscriber: StaffSubscriber;
  StaffSubscriberPage: StaffSubscriberPage;
  StaffTotpEnrolment: StaffTotpEnrolment;
  StaffUpdateSessionInput: StaffUpdateSessionInput;
  StoredFile: ApplicationFileDto;
  String: Scalars['String']['output'];
  StudyHistoryEntry: StudyHistoryEntryDto;
  StudyReport: StudyReportSourceDto;
  SubmitApplicationInput: SubmitApplicationInput;
  SubscribeNewsletterInput: SubscribeNewsletterInput;
  Testimonial: TestimonialSourceDto;
  TextBlock: TextBlock;
  Theme: AboutThemeDto;
  Upload: Scalars['Upload']['output'];
  UploadIncubatorFinalInput: UploadIncubatorFinalInput;
  VerifyEmailInput: VerifyEmailInput;
}>;

export type AuthDirectiveArgs = {
  role: AuthRole;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AboutPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AboutPage'] = ResolversParentTypes['AboutPage']> = ResolversObject<{
  ceoMessage?: Resolver<ResolversTypes['CeoMessage'], ParentType, ContextType>;
  coreSlogans?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  partners?: Resolver<Array<ResolversTypes['Partner']>, ParentType, ContextType>;
  themes?: Resolver<Array<ResolversTypes['Theme']>, ParentType, ContextType>;
}>;

export type AcceptedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Accepted'] = ResolversParentTypes['Accepted']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ApplicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Application'] = ResolversParentTypes['Application']> = ResolversObject<{
  __resolveType: TypeResolveFn<'IncubatorApplication' | 'InventionApplication', ParentType, ContextType>;
}>;

export type ApplicationMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApplicationMember'] = ResolversParentTypes['ApplicationMember']> = ResolversObject<{
  __resolveType: TypeResolveFn<'IncubatorMember' | 'InventionMember', ParentType, ContextType>;
}>;

export type ApplicationProposalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApplicationProposal'] = ResolversParentTypes['ApplicationProposal']> = ResolversObject<{
  __resolveType: TypeResolveFn<'IncubatorProposal' | 'InventionProposal', ParentType, ContextType>;
}>;

export type ApplicationTeamResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApplicationTeam'] = ResolversParentTypes['ApplicationTeam']> = ResolversObject<{
  __resolveType: TypeResolveFn<'IncubatorApplicationTeam' | 'InventionApplicationTeam', ParentType, ContextType>;
}>;

export type ArticleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['RichText'], ParentType, ContextType>;
  column?: Resolver<ResolversTypes['ArticleColumn'], ParentType, ContextType>;
  cover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coverSources?: Resolver<Maybe<ResolversTypes['ResponsiveImage']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ogImage?: Resolver<Maybe<ResolversTypes['LinkPreviewImage']>, ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ArticleTag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ArticlePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticlePage'] = ResolversParentTypes['ArticlePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ArticleTagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticleTag'] = ResolversParentTypes['ArticleTag']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CeoMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CeoMessage'] = ResolversParentTypes['CeoMessage']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContentBinEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentBinEntry'] = ResolversParentTypes['ContentBinEntry']> = ResolversObject<{
  deletedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purgeAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['ContentRecord'], ParentType, ContextType>;
}>;

export type ContentFamilySpecResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentFamilySpec'] = ResolversParentTypes['ContentFamilySpec']> = ResolversObject<{
  family?: Resolver<ResolversTypes['ContentFamily'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ContentFieldSpec']>, ParentType, ContextType>;
  schedulable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thumbnailField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titleField?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContentFieldSpecResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentFieldSpec'] = ResolversParentTypes['ContentFieldSpec']> = ResolversObject<{
  choices?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ContentFieldKind'], ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  multiline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refers?: Resolver<Maybe<ResolversTypes['ContentFamily']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ContentFieldValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentFieldValue'] = ResolversParentTypes['ContentFieldValue']> = ResolversObject<{
  flag?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  localised?: Resolver<Maybe<ResolversTypes['LocalisedText']>, ParentType, ContextType>;
  localisedList?: Resolver<Maybe<Array<ResolversTypes['LocalisedText']>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numbers?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  richText?: Resolver<Maybe<ResolversTypes['LocalisedRichText']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  texts?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
}>;

export type ContentImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentImage'] = ResolversParentTypes['ContentImage']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['LocalisedText'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<ResolversTypes['ResponsiveImage'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContentMissingTranslationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentMissingTranslation'] = ResolversParentTypes['ContentMissingTranslation']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['StaffLanguage'], ParentType, ContextType>;
}>;

export type ContentRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentRecord'] = ResolversParentTypes['ContentRecord']> = ResolversObject<{
  family?: Resolver<ResolversTypes['ContentFamily'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ContentFieldValue']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  missingTranslations?: Resolver<Array<ResolversTypes['ContentMissingTranslation']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  schedule?: Resolver<Maybe<ResolversTypes['ContentSchedule']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContentRevisionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentRevision'] = ResolversParentTypes['ContentRevision']> = ResolversObject<{
  action?: Resolver<ResolversTypes['ContentRevisionAction'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changedFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ContentFieldValue']>, ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContentScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentSchedule'] = ResolversParentTypes['ContentSchedule']> = ResolversObject<{
  publishAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  setBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unpublishAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EducationEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EducationEvent'] = ResolversParentTypes['EducationEvent']> = ResolversObject<{
  body?: Resolver<ResolversTypes['RichText'], ParentType, ContextType>;
  cover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EducationEventKind'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signupUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EducationHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EducationHistoryEntry'] = ResolversParentTypes['EducationHistoryEntry']> = ResolversObject<{
  body?: Resolver<ResolversTypes['RichText'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EducationEventKind'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FaqResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Faq'] = ResolversParentTypes['Faq']> = ResolversObject<{
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  programme?: Resolver<ResolversTypes['Programme'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GoogleLoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GoogleLoginResult'] = ResolversParentTypes['GoogleLoginResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AuthPayload' | 'GoogleSignUpRequired', ParentType, ContextType>;
}>;

export type GoogleProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GoogleProfile'] = ResolversParentTypes['GoogleProfile']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GoogleSignInResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GoogleSignIn'] = ResolversParentTypes['GoogleSignIn']> = ResolversObject<{
  authorizeUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GoogleSignUpRequiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GoogleSignUpRequired'] = ResolversParentTypes['GoogleSignUpRequired']> = ResolversObject<{
  profile?: Resolver<ResolversTypes['GoogleProfile'], ParentType, ContextType>;
  socialToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HomeBannerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeBanner'] = ResolversParentTypes['HomeBanner']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageDesktop?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageDesktopSources?: Resolver<Maybe<ResolversTypes['ResponsiveImage']>, ParentType, ContextType>;
  imageMobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageMobileSources?: Resolver<Maybe<ResolversTypes['ResponsiveImage']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomeContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeContent'] = ResolversParentTypes['HomeContent']> = ResolversObject<{
  recommendations?: Resolver<Array<ResolversTypes['HomeRecommend']>, ParentType, ContextType>;
  recommends?: Resolver<Array<ResolversTypes['HomeRecommend']>, ParentType, ContextType>;
  slogans?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  supportStatements?: Resolver<Array<ResolversTypes['TextBlock']>, ParentType, ContextType>;
  testimonials?: Resolver<Array<ResolversTypes['Testimonial']>, ParentType, ContextType>;
}>;

export type HomeRecommendResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeRecommend'] = ResolversParentTypes['HomeRecommend']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImpactFigureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImpactFigure'] = ResolversParentTypes['ImpactFigure']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ImpactUnit'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type IncubatorApplicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IncubatorApplication'] = ResolversParentTypes['IncubatorApplication']> = ResolversObject<{
  finalFile?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  finalSubmittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  proposal?: Resolver<ResolversTypes['IncubatorProposal'], ParentType, ContextType>;
  registrationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['ProgrammeSession'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  team?: Resolver<ResolversTypes['IncubatorApplicationTeam'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IncubatorApplicationTeamResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IncubatorApplicationTeam'] = ResolversParentTypes['IncubatorApplicationTeam']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['IncubatorMember']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organisationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referrals?: Resolver<Array<ResolversTypes['Referral']>, ParentType, ContextType>;
  refers?: Resolver<Array<ResolversTypes['Referral']>, ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['IncubatorTeamType']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IncubatorMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IncubatorMember'] = ResolversParentTypes['IncubatorMember']> = ResolversObject<{
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isLeader?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IncubatorPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IncubatorPage'] = ResolversParentTypes['IncubatorPage']> = ResolversObject<{
  alumni?: Resolver<Array<ResolversTypes['IncubatorTeam']>, ParentType, ContextType>;
  faqs?: Resolver<Array<ResolversTypes['Faq']>, ParentType, ContextType>;
  mentors?: Resolver<Array<ResolversTypes['Mentor']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['IncubatorSection']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['ProgrammeSession']>, ParentType, ContextType>;
  testimonials?: Resolver<Array<ResolversTypes['Testimonial']>, ParentType, ContextType>;
}>;

export type IncubatorProposalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IncubatorProposal'] = ResolversParentTypes['IncubatorProposal']> = ResolversObject<{
  abstract?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['IncubatorGroup']>, ParentType, ContextType>;
  img?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  issue?: Resolver<Maybe<ResolversTypes['IncubatorIssue']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pdfFile?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  property?: Resolver<Maybe<ResolversTypes['IncubatorProperty']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IncubatorSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IncubatorSection'] = ResolversParentTypes['IncubatorSection']> = ResolversObject<{
  anchor?: Resolver<ResolversTypes['IncubatorSectionAnchor'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['RichText'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['IncubatorGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IncubatorTeamResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IncubatorTeam'] = ResolversParentTypes['IncubatorTeam']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issue?: Resolver<ResolversTypes['IncubatorIssue'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InventionApplicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventionApplication'] = ResolversParentTypes['InventionApplication']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  proposal?: Resolver<ResolversTypes['InventionProposal'], ParentType, ContextType>;
  registrationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['ProgrammeSession'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  team?: Resolver<ResolversTypes['InventionApplicationTeam'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InventionApplicationTeamResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventionApplicationTeam'] = ResolversParentTypes['InventionApplicationTeam']> = ResolversObject<{
  members?: Resolver<Array<ResolversTypes['InventionMember']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  previewImg?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  referrals?: Resolver<Array<ResolversTypes['Referral']>, ParentType, ContextType>;
  refers?: Resolver<Array<ResolversTypes['Referral']>, ParentType, ContextType>;
  school?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teachers?: Resolver<Array<ResolversTypes['InventionTeacher']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InventionMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventionMember'] = ResolversParentTypes['InventionMember']> = ResolversObject<{
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isLeader?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pdfFile?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  studentProof?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InventionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventionPage'] = ResolversParentTypes['InventionPage']> = ResolversObject<{
  faqs?: Resolver<Array<ResolversTypes['Faq']>, ParentType, ContextType>;
  prizes?: Resolver<Array<ResolversTypes['Prize']>, ParentType, ContextType>;
  recommendations?: Resolver<Array<ResolversTypes['Testimonial']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['InventionSection']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['ProgrammeSession']>, ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['InventionTeam']>, ParentType, ContextType>;
}>;

export type InventionProposalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventionProposal'] = ResolversParentTypes['InventionProposal']> = ResolversObject<{
  abstract?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['CompetitionGroup']>, ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['CompetitionGroup']>, ParentType, ContextType>;
  main?: Resolver<Maybe<ResolversTypes['InventionTheme']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pdfFile?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  sdgGoals?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  subs?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  theme?: Resolver<Maybe<ResolversTypes['InventionTheme']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InventionSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventionSection'] = ResolversParentTypes['InventionSection']> = ResolversObject<{
  anchor?: Resolver<ResolversTypes['InventionSectionAnchor'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['RichText'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['CompetitionGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InventionTeacherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventionTeacher'] = ResolversParentTypes['InventionTeacher']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InventionTeamResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventionTeam'] = ResolversParentTypes['InventionTeam']> = ResolversObject<{
  award?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  school?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LinkPreviewImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkPreviewImage'] = ResolversParentTypes['LinkPreviewImage']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type LocalisedRichTextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalisedRichText'] = ResolversParentTypes['LocalisedRichText']> = ResolversObject<{
  en?: Resolver<ResolversTypes['RichText'], ParentType, ContextType>;
  zhTw?: Resolver<ResolversTypes['RichText'], ParentType, ContextType>;
}>;

export type LocalisedTextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalisedText'] = ResolversParentTypes['LocalisedText']> = ResolversObject<{
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zhTw?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = ResolversObject<{
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MentorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mentor'] = ResolversParentTypes['Mentor']> = ResolversObject<{
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  org?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  changePassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, Partial<MutationChangePasswordArgs>>;
  completeGoogleSignUp?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationCompleteGoogleSignUpArgs, 'input'>>;
  confirmNewsletter?: Resolver<ResolversTypes['Accepted'], ParentType, ContextType, Partial<MutationConfirmNewsletterArgs>>;
  exchangeResetLink?: Resolver<ResolversTypes['ResetTokenPayload'], ParentType, ContextType, Partial<MutationExchangeResetLinkArgs>>;
  linkGoogleAccount?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, Partial<MutationLinkGoogleAccountArgs>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, Partial<MutationLoginArgs>>;
  loginWithEmailCode?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, Partial<MutationLoginWithEmailCodeArgs>>;
  loginWithGoogle?: Resolver<ResolversTypes['GoogleLoginResult'], ParentType, ContextType, Partial<MutationLoginWithGoogleArgs>>;
  logout?: Resolver<ResolversTypes['Accepted'], ParentType, ContextType>;
  logoutEverywhere?: Resolver<ResolversTypes['Accepted'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['Accepted'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Accepted'], ParentType, ContextType, Partial<MutationRequestPasswordResetArgs>>;
  resendRegistrationCode?: Resolver<ResolversTypes['Accepted'], ParentType, ContextType, Partial<MutationResendRegistrationCodeArgs>>;
  resetPassword?: Resolver<ResolversTypes['Accepted'], ParentType, ContextType, Partial<MutationResetPasswordArgs>>;
  saveIncubatorApplicationDraft?: Resolver<ResolversTypes['IncubatorApplication'], ParentType, ContextType, RequireFields<MutationSaveIncubatorApplicationDraftArgs, 'input'>>;
  saveIncubatorDraft?: Resolver<ResolversTypes['IncubatorApplication'], ParentType, ContextType, RequireFields<MutationSaveIncubatorDraftArgs, 'input'>>;
  saveInventionApplicationDraft?: Resolver<ResolversTypes['InventionApplication'], ParentType, ContextType, RequireFields<MutationSaveInventionApplicationDraftArgs, 'input'>>;
  saveInventionDraft?: Resolver<ResolversTypes['InventionApplication'], ParentType, ContextType, RequireFields<MutationSaveInventionDraftArgs, 'input'>>;
  sendGoogleLinkCode?: Resolver<ResolversTypes['Accepted'], ParentType, ContextType, Partial<MutationSendGoogleLinkCodeArgs>>;
  setPassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, Partial<MutationSetPasswordArgs>>;
  staffAcceptInvite?: Resolver<ResolversTypes['StaffTotpEnrolment'], ParentType, ContextType, RequireFields<MutationStaffAcceptInviteArgs, 'input'>>;
  staffActivateSession?: Resolver<ResolversTypes['StaffSession'], ParentType, ContextType, RequireFields<MutationStaffActivateSessionArgs, 'input'>>;
  staffCreateContent?: Resolver<ResolversTypes['ContentRecord'], ParentType, ContextType, RequireFields<MutationStaffCreateContentArgs, 'input'>>;
  staffCreateSession?: Resolver<ResolversTypes['StaffSession'], ParentType, ContextType, RequireFields<MutationStaffCreateSessionArgs, 'input'>>;
  staffDeactivateManager?: Resolver<ResolversTypes['StaffManager'], ParentType, ContextType, RequireFields<MutationStaffDeactivateManagerArgs, 'input'>>;
  staffDeleteContent?: Resolver<ResolversTypes['ContentBinEntry'], ParentType, ContextType, RequireFields<MutationStaffDeleteContentArgs, 'input'>>;
  staffDowngradeApplication?: Resolver<ResolversTypes['StaffIncubatorApplication'], ParentType, ContextType, RequireFields<MutationStaffDowngradeApplicationArgs, 'input'>>;
  staffEnrolTotp?: Resolver<ResolversTypes['StaffEnrolment'], ParentType, ContextType, RequireFields<MutationStaffEnrolTotpArgs, 'input'>>;
  staffExportApplications?: Resolver<ResolversTypes['StaffDownload'], ParentType, ContextType, RequireFields<MutationStaffExportApplicationsArgs, 'input'>>;
  staffExportMembers?: Resolver<ResolversTypes['StaffDownload'], ParentType, ContextType, RequireFields<MutationStaffExportMembersArgs, 'input'>>;
  staffExportSubscribers?: Resolver<ResolversTypes['StaffDownload'], ParentType, ContextType>;
  staffInviteManager?: Resolver<ResolversTypes['StaffManager'], ParentType, ContextType, RequireFields<MutationStaffInviteManagerArgs, 'input'>>;
  staffMoveContent?: Resolver<Array<ResolversTypes['ContentRecord']>, ParentType, ContextType, RequireFields<MutationStaffMoveContentArgs, 'input'>>;
  staffPublishContent?: Resolver<ResolversTypes['ContentRecord'], ParentType, ContextType, RequireFields<MutationStaffPublishContentArgs, 'input'>>;
  staffRaiseApplication?: Resolver<ResolversTypes['StaffIncubatorApplication'], ParentType, ContextType, RequireFields<MutationStaffRaiseApplicationArgs, 'input'>>;
  staffRenewRecoveryCodes?: Resolver<ResolversTypes['StaffRecoveryCodes'], ParentType, ContextType, RequireFields<MutationStaffRenewRecoveryCodesArgs, 'input'>>;
  staffRenewSession?: Resolver<ResolversTypes['StaffSessionToken'], ParentType, ContextType>;
  staffRestoreContent?: Resolver<ResolversTypes['ContentRecord'], ParentType, ContextType, RequireFields<MutationStaffRestoreContentArgs, 'input'>>;
  staffRestoreContentRevision?: Resolver<ResolversTypes['ContentRecord'], ParentType, ContextType, RequireFields<MutationStaffRestoreContentRevisionArgs, 'input'>>;
  staffRestoreSiteSettingRevision?: Resolver<ResolversTypes['StaffSiteSettings'], ParentType, ContextType, RequireFields<MutationStaffRestoreSiteSettingRevisionArgs, 'input'>>;
  staffSaveContent?: Resolver<ResolversTypes['ContentRecord'], ParentType, ContextType, RequireFields<MutationStaffSaveContentArgs, 'input'>>;
  staffSaveImpactFigures?: Resolver<ResolversTypes['StaffSiteSettings'], ParentType, ContextType, RequireFields<MutationStaffSaveImpactFiguresArgs, 'input'>>;
  staffSaveSocialLinks?: Resolver<ResolversTypes['StaffSiteSettings'], ParentType, ContextType, RequireFields<MutationStaffSaveSocialLinksArgs, 'input'>>;
  staffScheduleContent?: Resolver<ResolversTypes['ContentSchedule'], ParentType, ContextType, RequireFields<MutationStaffScheduleContentArgs, 'input'>>;
  staffSignIn?: Resolver<ResolversTypes['StaffSignInResult'], ParentType, ContextType, RequireFields<MutationStaffSignInArgs, 'input'>>;
  staffSignOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  staffUpdateSession?: Resolver<ResolversTypes['StaffSession'], ParentType, ContextType, RequireFields<MutationStaffUpdateSessionArgs, 'input'>>;
  staffUploadContentImage?: Resolver<ResolversTypes['ContentImage'], ParentType, ContextType, RequireFields<MutationStaffUploadContentImageArgs, 'input'>>;
  submitIncubatorApplication?: Resolver<ResolversTypes['IncubatorApplication'], ParentType, ContextType, Partial<MutationSubmitIncubatorApplicationArgs>>;
  submitInventionApplication?: Resolver<ResolversTypes['InventionApplication'], ParentType, ContextType, Partial<MutationSubmitInventionApplicationArgs>>;
  subscribeNewsletter?: Resolver<ResolversTypes['Accepted'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'list'>>;
  updateProfile?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  uploadIncubatorFinal?: Resolver<ResolversTypes['IncubatorApplication'], ParentType, ContextType, Partial<MutationUploadIncubatorFinalArgs>>;
  verifyEmail?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, Partial<MutationVerifyEmailArgs>>;
}>;

export type PartnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Partner'] = ResolversParentTypes['Partner']> = ResolversObject<{
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PrizeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Prize'] = ResolversParentTypes['Prize']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group?: Resolver<ResolversTypes['CompetitionGroup'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quota?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProgrammeSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProgrammeSession'] = ResolversParentTypes['ProgrammeSession']> = ResolversObject<{
  applyEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  applyStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  finalUploadEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFinalUploadOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programme?: Resolver<ResolversTypes['Programme'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  aboutPage?: Resolver<ResolversTypes['AboutPage'], ParentType, ContextType>;
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryArticleArgs, 'id'>>;
  articleTags?: Resolver<Array<ResolversTypes['ArticleTag']>, ParentType, ContextType>;
  articles?: Resolver<ResolversTypes['ArticlePage'], ParentType, ContextType, RequireFields<QueryArticlesArgs, 'page' | 'pageSize'>>;
  educationEvent?: Resolver<Maybe<ResolversTypes['EducationEvent']>, ParentType, ContextType, RequireFields<QueryEducationEventArgs, 'id' | 'kind'>>;
  educationEvents?: Resolver<Array<ResolversTypes['EducationEvent']>, ParentType, ContextType, Partial<QueryEducationEventsArgs>>;
  educationHistory?: Resolver<Array<ResolversTypes['EducationHistoryEntry']>, ParentType, ContextType, Partial<QueryEducationHistoryArgs>>;
  educationHistoryEntry?: Resolver<Maybe<ResolversTypes['EducationHistoryEntry']>, ParentType, ContextType, RequireFields<QueryEducationHistoryEntryArgs, 'id'>>;
  homeBanners?: Resolver<Array<ResolversTypes['HomeBanner']>, ParentType, ContextType>;
  homeContent?: Resolver<ResolversTypes['HomeContent'], ParentType, ContextType>;
  homeRecommendations?: Resolver<Array<ResolversTypes['HomeRecommend']>, ParentType, ContextType>;
  homeRecommends?: Resolver<Array<ResolversTypes['HomeRecommend']>, ParentType, ContextType>;
  incubatorApplication?: Resolver<ResolversTypes['IncubatorApplication'], ParentType, ContextType, RequireFields<QueryIncubatorApplicationArgs, 'id'>>;
  incubatorPage?: Resolver<ResolversTypes['IncubatorPage'], ParentType, ContextType>;
  inventionApplication?: Resolver<ResolversTypes['InventionApplication'], ParentType, ContextType, RequireFields<QueryInventionApplicationArgs, 'id'>>;
  inventionPage?: Resolver<ResolversTypes['InventionPage'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  myIncubatorApplication?: Resolver<Maybe<ResolversTypes['IncubatorApplication']>, ParentType, ContextType, RequireFields<QueryMyIncubatorApplicationArgs, 'id'>>;
  myIncubatorApplications?: Resolver<Array<ResolversTypes['IncubatorApplication']>, ParentType, ContextType>;
  myInventionApplication?: Resolver<Maybe<ResolversTypes['InventionApplication']>, ParentType, ContextType, RequireFields<QueryMyInventionApplicationArgs, 'id'>>;
  myInventionApplications?: Resolver<Array<ResolversTypes['InventionApplication']>, ParentType, ContextType>;
  sectionBanners?: Resolver<Array<ResolversTypes['SectionBanner']>, ParentType, ContextType, RequireFields<QuerySectionBannersArgs, 'section'>>;
  session?: Resolver<Maybe<ResolversTypes['ProgrammeSession']>, ParentType, ContextType, RequireFields<QuerySessionArgs, 'programme'>>;
  siteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType>;
  staffApplications?: Resolver<ResolversTypes['StaffApplicationPage'], ParentType, ContextType, RequireFields<QueryStaffApplicationsArgs, 'filter' | 'page' | 'pageSize' | 'programme'>>;
  staffAuditLog?: Resolver<ResolversTypes['StaffAuditPage'], ParentType, ContextType, RequireFields<QueryStaffAuditLogArgs, 'page' | 'pageSize'>>;
  staffContentBin?: Resolver<Array<ResolversTypes['ContentBinEntry']>, ParentType, ContextType, Partial<QueryStaffContentBinArgs>>;
  staffContentFamilies?: Resolver<Array<ResolversTypes['ContentFamilySpec']>, ParentType, ContextType>;
  staffContentRecord?: Resolver<Maybe<ResolversTypes['ContentRecord']>, ParentType, ContextType, RequireFields<QueryStaffContentRecordArgs, 'family' | 'id'>>;
  staffContentRecords?: Resolver<Array<ResolversTypes['ContentRecord']>, ParentType, ContextType, RequireFields<QueryStaffContentRecordsArgs, 'family'>>;
  staffContentRevisions?: Resolver<Array<ResolversTypes['ContentRevision']>, ParentType, ContextType, RequireFields<QueryStaffContentRevisionsArgs, 'family' | 'id'>>;
  staffIncubatorApplication?: Resolver<Maybe<ResolversTypes['StaffIncubatorApplication']>, ParentType, ContextType, RequireFields<QueryStaffIncubatorApplicationArgs, 'id'>>;
  staffInventionApplication?: Resolver<Maybe<ResolversTypes['StaffInventionApplication']>, ParentType, ContextType, RequireFields<QueryStaffInventionApplicationArgs, 'id'>>;
  staffManagers?: Resolver<Array<ResolversTypes['StaffManager']>, ParentType, ContextType>;
  staffMember?: Resolver<Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType, RequireFields<QueryStaffMemberArgs, 'id'>>;
  staffMembers?: Resolver<ResolversTypes['StaffMemberPage'], ParentType, ContextType, RequireFields<QueryStaffMembersArgs, 'page' | 'pageSize'>>;
  staffReminderPreview?: Resolver<ResolversTypes['StaffReminderPreview'], ParentType, ContextType, RequireFields<QueryStaffReminderPreviewArgs, 'hoursBefore' | 'language' | 'programme' | 'sessionId'>>;
  staffReminders?: Resolver<ResolversTypes['StaffReminderReport'], ParentType, ContextType, RequireFields<QueryStaffRemindersArgs, 'programme' | 'sessionId'>>;
  staffSessions?: Resolver<Array<ResolversTypes['StaffSession']>, ParentType, ContextType, RequireFields<QueryStaffSessionsArgs, 'programme'>>;
  staffSiteSettingRevisions?: Resolver<Array<ResolversTypes['SiteSettingRevision']>, ParentType, ContextType, RequireFields<QueryStaffSiteSettingRevisionsArgs, 'setting'>>;
  staffSiteSettings?: Resolver<ResolversTypes['StaffSiteSettings'], ParentType, ContextType>;
  staffSubscribers?: Resolver<ResolversTypes['StaffSubscriberPage'], ParentType, ContextType, RequireFields<QueryStaffSubscribersArgs, 'page' | 'pageSize'>>;
  staffViewer?: Resolver<Maybe<ResolversTypes['StaffAccount']>, ParentType, ContextType>;
  studyHistory?: Resolver<Array<ResolversTypes['StudyHistoryEntry']>, ParentType, ContextType>;
  studyHistoryEntry?: Resolver<Maybe<ResolversTypes['StudyHistoryEntry']>, ParentType, ContextType, RequireFields<QueryStudyHistoryEntryArgs, 'id'>>;
  studyReport?: Resolver<Maybe<ResolversTypes['StudyReport']>, ParentType, ContextType, RequireFields<QueryStudyReportArgs, 'id' | 'kind'>>;
  studyReports?: Resolver<Array<ResolversTypes['StudyReport']>, ParentType, ContextType, Partial<QueryStudyReportsArgs>>;
}>;

export type ReferralResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Referral'] = ResolversParentTypes['Referral']> = ResolversObject<{
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ReferralSource'], ParentType, ContextType>;
}>;

export type ResetTokenPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetTokenPayload'] = ResolversParentTypes['ResetTokenPayload']> = ResolversObject<{
  resetToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResponsiveImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResponsiveImage'] = ResolversParentTypes['ResponsiveImage']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jpegSrcset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webpSrcset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface RichTextScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['RichText'], any> {
  name: 'RichText';
}

export type SectionBannerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SectionBanner'] = ResolversParentTypes['SectionBanner']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['Section'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteSettingRevisionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteSettingRevision'] = ResolversParentTypes['SiteSettingRevision']> = ResolversObject<{
  action?: Resolver<ResolversTypes['SiteSettingRevisionAction'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impactFigures?: Resolver<Maybe<Array<ResolversTypes['ImpactFigure']>>, ParentType, ContextType>;
  socialLinks?: Resolver<Maybe<Array<ResolversTypes['SocialLink']>>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteSettings'] = ResolversParentTypes['SiteSettings']> = ResolversObject<{
  googleSignIn?: Resolver<Maybe<ResolversTypes['GoogleSignIn']>, ParentType, ContextType>;
  impactFigures?: Resolver<Array<ResolversTypes['ImpactFigure']>, ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
}>;

export type SocialLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = ResolversObject<{
  network?: Resolver<ResolversTypes['SocialNetwork'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffAccount'] = ResolversParentTypes['StaffAccount']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffApplicationEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffApplicationEvent'] = ResolversParentTypes['StaffApplicationEvent']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StaffApplicationEventKind'], ParentType, ContextType>;
}>;

export type StaffApplicationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffApplicationPage'] = ResolversParentTypes['StaffApplicationPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['StaffApplicationRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffApplicationRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffApplicationRow'] = ResolversParentTypes['StaffApplicationRow']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leaderEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leaderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organisation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programme?: Resolver<ResolversTypes['Programme'], ParentType, ContextType>;
  registrationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedInGrace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  teamName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type StaffAuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffAuditEntry'] = ResolversParentTypes['StaffAuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffAuditPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffAuditPage'] = ResolversParentTypes['StaffAuditPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['StaffAuditEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffDownloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffDownload'] = ResolversParentTypes['StaffDownload']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffEnrolmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffEnrolment'] = ResolversParentTypes['StaffEnrolment']> = ResolversObject<{
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffIncubatorApplicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffIncubatorApplication'] = ResolversParentTypes['StaffIncubatorApplication']> = ResolversObject<{
  application?: Resolver<ResolversTypes['IncubatorApplication'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['StaffApplicationEvent']>, ParentType, ContextType>;
  ownerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedInGrace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type StaffInventionApplicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffInventionApplication'] = ResolversParentTypes['StaffInventionApplication']> = ResolversObject<{
  application?: Resolver<ResolversTypes['InventionApplication'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['StaffApplicationEvent']>, ParentType, ContextType>;
  ownerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedInGrace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type StaffManagerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffManager'] = ResolversParentTypes['StaffManager']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = ResolversObject<{
  applications?: Resolver<Array<ResolversTypes['StaffApplicationRow']>, ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type StaffMemberPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMemberPage'] = ResolversParentTypes['StaffMemberPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffRecoveryCodesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffRecoveryCodes'] = ResolversParentTypes['StaffRecoveryCodes']> = ResolversObject<{
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffReminderDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffReminderDelivery'] = ResolversParentTypes['StaffReminderDelivery']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  teamName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffReminderPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffReminderPreview'] = ResolversParentTypes['StaffReminderPreview']> = ResolversObject<{
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffReminderReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffReminderReport'] = ResolversParentTypes['StaffReminderReport']> = ResolversObject<{
  applyEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stages?: Resolver<Array<ResolversTypes['StaffReminderStage']>, ParentType, ContextType>;
}>;

export type StaffReminderStageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffReminderStage'] = ResolversParentTypes['StaffReminderStage']> = ResolversObject<{
  applications?: Resolver<Array<ResolversTypes['StaffReminderDelivery']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hoursBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffSession'] = ResolversParentTypes['StaffSession']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applyEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  applyStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  finalUploadEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalisedText'], ParentType, ContextType>;
  programme?: Resolver<ResolversTypes['Programme'], ParentType, ContextType>;
  reminderStages?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  submitGraceSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffSessionTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffSessionToken'] = ResolversParentTypes['StaffSessionToken']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffSignInResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffSignInResult'] = ResolversParentTypes['StaffSignInResult']> = ResolversObject<{
  enrolment?: Resolver<Maybe<ResolversTypes['StaffTotpEnrolment']>, ParentType, ContextType>;
  step?: Resolver<ResolversTypes['StaffSignInStep'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffSiteSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffSiteSettings'] = ResolversParentTypes['StaffSiteSettings']> = ResolversObject<{
  impactFigures?: Resolver<Array<ResolversTypes['ImpactFigure']>, ParentType, ContextType>;
  impactFiguresVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
  socialLinksVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffSubscriberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffSubscriber'] = ResolversParentTypes['StaffSubscriber']> = ResolversObject<{
  confirmedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffSubscriberPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffSubscriberPage'] = ResolversParentTypes['StaffSubscriberPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['StaffSubscriber']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffTotpEnrolmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffTotpEnrolment'] = ResolversParentTypes['StaffTotpEnrolment']> = ResolversObject<{
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoredFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoredFile'] = ResolversParentTypes['StoredFile']> = ResolversObject<{
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StudyHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudyHistoryEntry'] = ResolversParentTypes['StudyHistoryEntry']> = ResolversObject<{
  body?: Resolver<ResolversTypes['RichText'], ParentType, ContextType>;
  cover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pdf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StudyReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudyReport'] = ResolversParentTypes['StudyReport']> = ResolversObject<{
  cover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StudyReportKind'], ParentType, ContextType>;
  pdf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TestimonialResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Testimonial'] = ResolversParentTypes['Testimonial']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  person?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programme?: Resolver<Maybe<ResolversTypes['Programme']>, ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TextBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TextBlock'] = ResolversParentTypes['TextBlock']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ThemeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Theme'] = ResolversParentTypes['Theme']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ThemeKey'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AboutPage?: AboutPageResolvers<ContextType>;
  Accepted?: AcceptedResolvers<ContextType>;
  Application?: ApplicationResolvers<ContextType>;
  ApplicationMember?: ApplicationMemberResolvers<ContextType>;
  ApplicationProposal?: ApplicationProposalResolvers<ContextType>;
  ApplicationTeam?: ApplicationTeamResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticlePage?: ArticlePageResolvers<ContextType>;
  ArticleTag?: ArticleTagResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  CeoMessage?: CeoMessageResolvers<ContextType>;
  ContentBinEntry?: ContentBinEntryResolvers<ContextType>;
  ContentFamilySpec?: ContentFamilySpecResolvers<ContextType>;
  ContentFieldSpec?: ContentFieldSpecResolvers<ContextType>;
  ContentFieldValue?: ContentFieldValueResolvers<ContextType>;
  ContentImage?: ContentImageResolvers<ContextType>;
  ContentMissingTranslation?: ContentMissingTranslationResolvers<ContextType>;
  ContentRecord?: ContentRecordResolvers<ContextType>;
  ContentRevision?: ContentRevisionResolvers<ContextType>;
  ContentSchedule?: ContentScheduleResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EducationEvent?: EducationEventResolvers<ContextType>;
  EducationHistoryEntry?: EducationHistoryEntryResolvers<ContextType>;
  Faq?: FaqResolvers<ContextType>;
  GoogleLoginResult?: GoogleLoginResultResolvers<ContextType>;
  GoogleProfile?: GoogleProfileResolvers<ContextType>;
  GoogleSignIn?: GoogleSignInResolvers<ContextType>;
  GoogleSignUpRequired?: GoogleSignUpRequiredResolvers<ContextType>;
  HomeBanner?: HomeBannerResolvers<ContextType>;
  HomeContent?: HomeContentResolvers<ContextType>;
  HomeRecommend?: HomeRecommendResolvers<ContextType>;
  ImpactFigure?: ImpactFigureResolvers<ContextType>;
  IncubatorApplication?: IncubatorApplicationResolvers<ContextType>;
  IncubatorApplicationTeam?: IncubatorApplicationTeamResolvers<ContextType>;
  IncubatorMember?: IncubatorMemberResolvers<ContextType>;
  IncubatorPage?: IncubatorPageResolvers<ContextType>;
  IncubatorProposal?: IncubatorProposalResolvers<ContextType>;
  IncubatorSection?: IncubatorSectionResolvers<ContextType>;
  IncubatorTeam?: IncubatorTeamResolvers<ContextType>;
  InventionApplication?: InventionApplicationResolvers<ContextType>;
  InventionApplicationTeam?: InventionApplicationTeamResolvers<ContextType>;
  InventionMember?: InventionMemberResolvers<ContextType>;
  InventionPage?: InventionPageResolvers<ContextType>;
  InventionProposal?: InventionProposalResolvers<ContextType>;
  InventionSection?: InventionSectionResolvers<ContextType>;
  InventionTeacher?: InventionTeacherResolvers<ContextType>;
  InventionTeam?: InventionTeamResolvers<ContextType>;
  LinkPreviewImage?: LinkPreviewImageResolvers<ContextType>;
  LocalisedRichText?: LocalisedRichTextResolvers<ContextType>;
  LocalisedText?: LocalisedTextResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  Mentor?: MentorResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Partner?: PartnerResolvers<ContextType>;
  Prize?: PrizeResolvers<ContextType>;
  ProgrammeSession?: ProgrammeSessionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Referral?: ReferralResolvers<ContextType>;
  ResetTokenPayload?: ResetTokenPayloadResolvers<ContextType>;
  ResponsiveImage?: ResponsiveImageResolvers<ContextType>;
  RichText?: GraphQLScalarType;
  SectionBanner?: SectionBannerResolvers<ContextType>;
  SiteSettingRevision?: SiteSettingRevisionResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  StaffAccount?: StaffAccountResolvers<ContextType>;
  StaffApplicationEvent?: StaffApplicationEventResolvers<ContextType>;
  StaffApplicationPage?: StaffApplicationPageResolvers<ContextType>;
  StaffApplicationRow?: StaffApplicationRowResolvers<ContextType>;
  StaffAuditEntry?: StaffAuditEntryResolvers<ContextType>;
  StaffAuditPage?: StaffAuditPageResolvers<ContextType>;
  StaffDownload?: StaffDownloadResolvers<ContextType>;
  StaffEnrolment?: StaffEnrolmentResolvers<ContextType>;
  StaffIncubatorApplication?: StaffIncubatorApplicationResolvers<ContextType>;
  StaffInventionApplication?: StaffInventionApplicationResolvers<ContextType>;
  StaffManager?: StaffManagerResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaffMemberPage?: StaffMemberPageResolvers<ContextType>;
  StaffRecoveryCodes?: StaffRecoveryCodesResolvers<ContextType>;
  StaffReminderDelivery?: StaffReminderDeliveryResolvers<ContextType>;
  StaffReminderPreview?: StaffReminderPreviewResolvers<ContextType>;
  StaffReminderReport?: StaffReminderReportResolvers<ContextType>;
  StaffReminderStage?: StaffReminderStageResolvers<ContextType>;
  StaffSession?: StaffSessionResolvers<ContextType>;
  StaffSessionToken?: StaffSessionTokenResolvers<ContextType>;
  StaffSignInResult?: StaffSignInResultResolvers<ContextType>;
  StaffSiteSettings?: StaffSiteSettingsResolvers<ContextType>;
  StaffSubscriber?: StaffSubscriberResolvers<ContextType>;
  StaffSubscriberPage?: StaffSubscriberPageResolvers<ContextType>;
  StaffTotpEnrolment?: StaffTotpEnrolmentResolvers<ContextType>;
  StoredFile?: StoredFileResolvers<ContextType>;
  StudyHistoryEntry?: StudyHistoryEntryResolvers<ContextType>;
  StudyReport?: StudyReportResolvers<ContextType>;
  Testimonial?: TestimonialResolvers<ContextType>;
  TextBlock?: TextBlockResolvers<ContextType>;
  Theme?: ThemeResolvers<ContextType>;
  Upload?: GraphQLScalarType;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
}>;
