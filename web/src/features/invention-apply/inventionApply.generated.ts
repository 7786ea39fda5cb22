/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** The competition's two groups. */
export type CompetitionGroup =
  /** College and university students. */
  | 'COLLEGE'
  /** Vocational high school. */
  | 'VOCATIONAL';

/** A file slot in a save: keep a stored file, send a new one, or leave both out to clear the slot. */
export type FileInput = {
  /** The `url` of a file this application already holds, to keep it here. */
  keep?: string | null | undefined;
  /** A new file; it replaces whatever the slot held. */
  upload?: File | null | undefined;
};

/** A team member. */
export type InventionMemberInput = {
  /** Department. */
  department?: string | null | undefined;
  /** E-mail. */
  email?: string | null | undefined;
  /** Grade. */
  grade?: string | null | undefined;
  /** Full name. */
  name?: string | null | undefined;
  /**
   * Student proof (REST's name).
   * @deprecated Use studentProof.
   */
  pdfFile?: FileInput | null | undefined;
  /** Mobile phone (09xxxxxxxx or +8869xxxxxxxx). */
  phone?: string | null | undefined;
  /** Student proof: a PDF of at most 3 MB. */
  studentProof?: FileInput | null | undefined;
};

/** The proposal part of a competition application. */
export type InventionProposalInput = {
  /** At most 300 characters. */
  abstract?: string | null | undefined;
  /** The group. */
  group?: CompetitionGroup | null | undefined;
  /**
   * The group (REST's name).
   * @deprecated Use group.
   */
  level?: CompetitionGroup | null | undefined;
  /**
   * The designated theme (REST's name).
   * @deprecated Use theme.
   */
  main?: InventionTheme | null | undefined;
  /** At most 12 characters. */
  name?: string | null | undefined;
  /**
   * The plan (REST's name).
   * @deprecated Use plan.
   */
  pdfFile?: FileInput | null | undefined;
  /** The plan: a PDF of at most 10 MB. */
  plan?: FileInput | null | undefined;
  /** SDG goals 1–17, at least one to submit. */
  sdgGoals?: Array<number> | null | undefined;
  /**
   * The SDG goals (REST's name).
   * @deprecated Use sdgGoals.
   */
  subs?: Array<number> | null | undefined;
  /** The designated theme. */
  theme?: InventionTheme | null | undefined;
};

/** An advisor. */
export type InventionTeacherInput = {
  /** E-mail. */
  email?: string | null | undefined;
  /** Full name. */
  name?: string | null | undefined;
  /** Phone number. */
  phone?: string | null | undefined;
  /** Job title. */
  title?: string | null | undefined;
};

/** The team part of a competition application; every field may be empty in a draft. */
export type InventionTeamInput = {
  /** 2–6 members, the leader first. */
  members?: Array<InventionMemberInput> | null | undefined;
  /** At most 12 characters. */
  name?: string | null | undefined;
  /** The team photo: jpg or png, at most 2 MB. */
  photo?: FileInput | null | undefined;
  /**
   * The team photo (REST's name).
   * @deprecated Use photo.
   */
  previewImg?: FileInput | null | undefined;
  /** How the team heard of the programme. */
  referrals?: Array<ReferralInput> | null | undefined;
  /**
   * How the team heard of the programme (REST's name).
   * @deprecated Use referrals.
   */
  refers?: Array<ReferralInput> | null | undefined;
  /** The school's full Chinese name. */
  school?: string | null | undefined;
  /** 1–3 advisors. */
  teachers?: Array<InventionTeacherInput> | null | undefined;
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

/** The two application programmes. */
export type Programme =
  /** The youth public-interest incubator. */
  | 'INCUBATOR'
  /** The compassion-technology innovation competition (invention). */
  | 'INVENTION';

/** One referral source. */
export type ReferralInput = {
  /** Required for PREVIOUS_TEAM, RECOMMENDER, MEDIA and OTHER (at most 50 characters). */
  detail?: string | null | undefined;
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

/** A competition draft save: the whole application as the form holds it, and which one it is at which version. */
export type SaveInventionApplicationDraftInput = {
  /** The application to update, or null to create one. */
  id?: string | number | null | undefined;
  /** The proposal. */
  proposal: InventionProposalInput;
  /** The team (fields left out are cleared, as everywhere in the application). */
  team: InventionTeamInput;
  /** The `version` last read; required when `id` is given. */
  version?: number | null | undefined;
};

export type StoredFileFieldsFragment = { url: string, name: string, size: number, downloadUrl: string };

export type ApplySessionFragment = { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string };

export type InventionApplicationFieldsFragment = { id: string, status: Types.ApplicationStatus, version: number, registrationNumber: string | null, submittedAt: string | null, updatedAt: string, session: { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string }, team: { name: string | null, school: string | null, previewImg: { url: string, name: string, size: number, downloadUrl: string } | null, refers: Array<{ source: Types.ReferralSource, detail: string | null }>, teachers: Array<{ name: string | null, title: string | null, phone: string | null, email: string | null }>, members: Array<{ name: string | null, phone: string | null, email: string | null, department: string | null, grade: string | null, isLeader: boolean, pdfFile: { url: string, name: string, size: number, downloadUrl: string } | null }> }, proposal: { name: string | null, abstract: string | null, level: Types.CompetitionGroup | null, main: Types.InventionTheme | null, subs: Array<number>, pdfFile: { url: string, name: string, size: number, downloadUrl: string } | null } };

export type InventionApplySessionQueryVariables = Exact<{ [key: string]: never; }>;


export type InventionApplySessionQuery = { session: { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string } | null, me: { id: string } | null };

export type InventionApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type InventionApplicationQuery = { myInventionApplication: { id: string, status: Types.ApplicationStatus, version: number, registrationNumber: string | null, submittedAt: string | null, updatedAt: string, session: { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string }, team: { name: string | null, school: string | null, previewImg: { url: string, name: string, size: number, downloadUrl: string } | null, refers: Array<{ source: Types.ReferralSource, detail: string | null }>, teachers: Array<{ name: string | null, title: string | null, phone: string | null, email: string | null }>, members: Array<{ name: string | null, phone: string | null, email: string | null, department: string | null, grade: string | null, isLeader: boolean, pdfFile: { url: string, name: string, size: number, downloadUrl: string } | null }> }, proposal: { name: string | null, abstract: string | null, level: Types.CompetitionGroup | null, main: Types.InventionTheme | null, subs: Array<number>, pdfFile: { url: string, name: string, size: number, downloadUrl: string } | null } } | null };

export type MyInventionApplicationIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyInventionApplicationIdsQuery = { myInventionApplications: Array<{ id: string, status: Types.ApplicationStatus, session: { id: string, programme: Types.Programme } }> };

export type SaveInventionDraftMutationVariables = Exact<{
  input: Types.SaveInventionApplicationDraftInput;
}>;


export type SaveInventionDraftMutation = { saveInventionApplicationDraft: { id: string, status: Types.ApplicationStatus, version: number, registrationNumber: string | null, submittedAt: string | null, updatedAt: string, session: { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string }, team: { name: string | null, school: string | null, previewImg: { url: string, name: string, size: number, downloadUrl: string } | null, refers: Array<{ source: Types.ReferralSource, detail: string | null }>, teachers: Array<{ name: string | null, title: string | null, phone: string | null, email: string | null }>, members: Array<{ name: string | null, phone: string | null, email: string | null, department: string | null, grade: string | null, isLeader: boolean, pdfFile: { url: string, name: string, size: number, downloadUrl: string } | null }> }, proposal: { name: string | null, abstract: string | null, level: Types.CompetitionGroup | null, main: Types.InventionTheme | null, subs: Array<number>, pdfFile: { url: string, name: string, size: number, downloadUrl: string } | null } } };

export type SubmitInventionApplicationMutationVariables = Exact<{
  id: string | number;
  idempotencyKey: string;
}>;


export type SubmitInventionApplicationMutation = { submitInventionApplication: { id: string, status: Types.ApplicationStatus, version: number, registrationNumber: string | null, submittedAt: string | null, updatedAt: string, session: { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string }, team: { name: string | null, school: string | null, previewImg: { url: string, name: string, size: number, downloadUrl: string } | null, refers: Array<{ source: Types.ReferralSource, detail: string | null }>, teachers: Array<{ name: string | null, title: string | null, phone: string | null, email: string | null }>, members: Array<{ name: string | null, phone: string | null, email: string | null, department: string | null, grade: string | null, isLeader: boolean, pdfFile: { url: string, name: string, size: number, downloadUrl: string } | null }> }, proposal: { name: string | null, abstract: string | null, level: Types.CompetitionGroup | null, main: Types.InventionTheme | null, subs: Array<number>, pdfFile: { url: string, name: string, size: number, downloadUrl: string } | null } } };

export const ApplySessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplySession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<ApplySessionFragment, unknown>;
export const StoredFileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<StoredFileFieldsFragment, unknown>;
export const InventionApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventionApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventionApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplySession"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"previewImg"},"name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","alias":{"kind":"Name","value":"refers"},"name":{"kind":"Name","value":"referrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teachers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","alias":{"kind":"Name","value":"pdfFile"},"name":{"kind":"Name","value":"studentProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredFileFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"level"},"name":{"kind":"Name","value":"group"}},{"kind":"Field","alias":{"kind":"Name","value":"main"},"name":{"kind":"Name","value":"theme"}},{"kind":"Field","alias":{"kind":"Name","value":"subs"},"name":{"kind":"Name","value":"sdgGoals"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","alias":{"kind":"Name","value":"pdfFile"},"name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredFileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplySession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<InventionApplicationFieldsFragment, unknown>;
export const InventionApplySessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventionApplySession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programme"},"value":{"kind":"EnumValue","value":"INVENTION"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplySession"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplySession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<InventionApplySessionQuery, InventionApplySessionQueryVariables>;
export const InventionApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventionApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInventionApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventionApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplySession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventionApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventionApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplySession"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"previewImg"},"name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","alias":{"kind":"Name","value":"refers"},"name":{"kind":"Name","value":"referrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teachers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","alias":{"kind":"Name","value":"pdfFile"},"name":{"kind":"Name","value":"studentProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredFileFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"level"},"name":{"kind":"Name","value":"group"}},{"kind":"Field","alias":{"kind":"Name","value":"main"},"name":{"kind":"Name","value":"theme"}},{"kind":"Field","alias":{"kind":"Name","value":"subs"},"name":{"kind":"Name","value":"sdgGoals"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","alias":{"kind":"Name","value":"pdfFile"},"name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredFileFields"}}]}}]}}]}}]} as unknown as DocumentNode<InventionApplicationQuery, InventionApplicationQueryVariables>;
export const MyInventionApplicationIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyInventionApplicationIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInventionApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}}]}}]}}]}}]} as unknown as DocumentNode<MyInventionApplicationIdsQuery, MyInventionApplicationIdsQueryVariables>;
export const SaveInventionDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveInventionDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveInventionApplicationDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveInventionApplicationDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventionApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplySession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventionApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventionApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplySession"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"previewImg"},"name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","alias":{"kind":"Name","value":"refers"},"name":{"kind":"Name","value":"referrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teachers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","alias":{"kind":"Name","value":"pdfFile"},"name":{"kind":"Name","value":"studentProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredFileFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"level"},"name":{"kind":"Name","value":"group"}},{"kind":"Field","alias":{"kind":"Name","value":"main"},"name":{"kind":"Name","value":"theme"}},{"kind":"Field","alias":{"kind":"Name","value":"subs"},"name":{"kind":"Name","value":"sdgGoals"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","alias":{"kind":"Name","value":"pdfFile"},"name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredFileFields"}}]}}]}}]}}]} as unknown as DocumentNode<SaveInventionDraftMutation, SaveInventionDraftMutationVariables>;
export const SubmitInventionApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitInventionApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitInventionApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventionApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplySession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventionApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventionApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplySession"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"previewImg"},"name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","alias":{"kind":"Name","value":"refers"},"name":{"kind":"Name","value":"referrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teachers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","alias":{"kind":"Name","value":"pdfFile"},"name":{"kind":"Name","value":"studentProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredFileFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"level"},"name":{"kind":"Name","value":"group"}},{"kind":"Field","alias":{"kind":"Name","value":"main"},"name":{"kind":"Name","value":"theme"}},{"kind":"Field","alias":{"kind":"Name","value":"subs"},"name":{"kind":"Name","value":"sdgGoals"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","alias":{"kind":"Name","value":"pdfFile"},"name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredFileFields"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitInventionApplicationMutation, SubmitInventionApplicationMutationVariables>;
export function useInventionApplySessionQuery(options?: useQuery.Options<InventionApplySessionQuery, InventionApplySessionQueryVariables>) {
  return useQuery(InventionApplySessionDocument, options ?? {});
}
export function useInventionApplicationQuery(options: useQuery.Options<InventionApplicationQuery, InventionApplicationQueryVariables>) {
  return useQuery(InventionApplicationDocument, options ?? {});
}
export function useMyInventionApplicationIdsQuery(options?: useQuery.Options<MyInventionApplicationIdsQuery, MyInventionApplicationIdsQueryVariables>) {
  return useQuery(MyInventionApplicationIdsDocument, options ?? {});
}
export function useSaveInventionDraftMutation(options?: useMutation.Options<SaveInventionDraftMutation, SaveInventionDraftMutationVariables>) {
  return useMutation(SaveInventionDraftDocument, options);
}
export function useSubmitInventionApplicationMutation(options?: useMutation.Options<SubmitInventionApplicationMutation, SubmitInventionApplicationMutationVariables>) {
  return useMutation(SubmitInventionApplicationDocument, options);
}