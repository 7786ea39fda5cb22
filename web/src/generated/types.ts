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
  Upload: { input: File; output: File; }
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

/** The news section's columns. */
export type ArticleColumn =
  /** Latest news. */
  | 'NOW'
  /** The social innovation column. */
  | 'SOCIAL'
  /** The team column. */
  | 'TEAMS';

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

/** A mailed reset link. */
export type ExchangeResetLinkInput = {
  /** The last path segment of the mailed reset link. */
  otpToken: Scalars['String']['input'];
};

/** A file slot in a save: keep a stored file, send a new one, or leave both out to clear the slot. */
export type FileInput = {
  /** The `url` of a file this application already holds, to keep it here. */
  keep?: InputMaybe<Scalars['String']['input']>;
  /** A new file; it replaces whatever the slot held. */
  upload?: InputMaybe<Scalars['Upload']['input']>;
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

/** The whole incubator application as the form holds it. */
export type IncubatorApplicationInput = {
  /** The proposal. */
  proposal: IncubatorProposalInput;
  /** The team. */
  team: IncubatorTeamInput;
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

/** Where an incubator section goes on the page. */
export type IncubatorSectionAnchor =
  /** How to apply. */
  | 'APPLY'
  /** An eligibility statement; `group` says whose. */
  | 'ELIGIBILITY'
  /** The introduction of the incubator. */
  | 'INTRODUCTION';

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

/** The whole competition application as the form holds it. */
export type InventionApplicationInput = {
  /** The proposal. */
  proposal: InventionProposalInput;
  /** The team. */
  team: InventionTeamInput;
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

/** A rich text in both languages: each a document (`RichText`); the backend checks and normalises it. */
export type LocalisedRichTextInput = {
  /** English. */
  en: Scalars['RichText']['input'];
  /** Traditional Chinese. */
  zhTw: Scalars['RichText']['input'];
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

/** What made a setting's revision. */
export type SiteSettingRevisionAction =
  /** The value the setting's first save replaced (who set it, and when, is not known). */
  | 'EARLIER'
  /** An earlier revision restored. */
  | 'RESTORE_REVISION'
  /** Saved. */
  | 'SAVE';

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

/** One application. */
export type StaffApplicationRefInput = {
  /** The application's id. */
  id: Scalars['ID']['input'];
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

/** The first sign-in's enrolment of an authenticator app. */
export type StaffEnrolTotpInput = {
  /** The `ticket` of the `ENROLMENT_REQUIRED` answer. */
  ticket: Scalars['String']['input'];
  /** The 6-digit code the app shows for the new secret. */
  totp: Scalars['String']['input'];
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

/** One staff account. */
export type StaffManagerRefInput = {
  /** Its id. */
  id: Scalars['ID']['input'];
};

/** The code that proves the authenticator app is at hand, for new recovery codes. */
export type StaffRenewRecoveryCodesInput = {
  /** The 6-digit code the app shows now. */
  totp: Scalars['String']['input'];
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

/** How far a staff sign-in got. */
export type StaffSignInStep =
  /** The first sign-in: enrol an authenticator app with `enrolment`, then call `staffEnrolTotp`. */
  | 'ENROLMENT_REQUIRED'
  /** The password was right: sign in again with a TOTP code or a recovery code. */
  | 'SECOND_FACTOR_REQUIRED'
  /** Signed in: `token` is the staff session. */
  | 'SIGNED_IN';

/** The social links to save. */
export type StaffSocialLinksInput = {
  /** The links, in the order shown. */
  links: Array<SocialLinkInput>;
  /** The version edited (`StaffSiteSettings.socialLinksVersion`). */
  version: Scalars['String']['input'];
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
