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

/** A file slot in a save: keep a stored file, send a new one, or leave both out to clear the slot. */
export type FileInput = {
  /** The `url` of a file this application already holds, to keep it here. */
  keep?: string | null | undefined;
  /** A new file; it replaces whatever the slot held. */
  upload?: File | null | undefined;
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
  birthday?: string | null | undefined;
  /** Department or position. */
  department?: string | null | undefined;
  /** E-mail. */
  email?: string | null | undefined;
  /** Full name. */
  name?: string | null | undefined;
  /** Mobile phone. */
  phone?: string | null | undefined;
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
  abstract?: string | null | undefined;
  /** The group. */
  group?: IncubatorGroup | null | undefined;
  /**
   * The photo (REST's name).
   * @deprecated Use photo.
   */
  img?: FileInput | null | undefined;
  /** The issue. */
  issue?: IncubatorIssue | null | undefined;
  /** At most 12 characters. */
  name?: string | null | undefined;
  /**
   * The plan (REST's name).
   * @deprecated Use plan.
   */
  pdfFile?: FileInput | null | undefined;
  /** The photo: jpg or png, at most 2 MB, no side under 750 px. */
  photo?: FileInput | null | undefined;
  /** The plan: a PDF of at most 10 MB. */
  plan?: FileInput | null | undefined;
  /**
   * The group (REST's name, and an enum of the same values as IncubatorGroup).
   * @deprecated Use group.
   */
  property?: IncubatorProperty | null | undefined;
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
  city?: string | null | undefined;
  /** The country (required for the Asia-Pacific group). */
  country?: string | null | undefined;
  /** 1–10 members, the leader first. */
  members?: Array<IncubatorMemberInput> | null | undefined;
  /** The team name. */
  name?: string | null | undefined;
  /** The organisation's registered name. */
  organisationName?: string | null | undefined;
  /**
   * The organisation's registered name (REST's name).
   * @deprecated Use organisationName.
   */
  organizeName?: string | null | undefined;
  /** How the team heard of the programme (MEDIA takes the platform's name). */
  referrals?: Array<ReferralInput> | null | undefined;
  /**
   * How the team heard of the programme (REST's name).
   * @deprecated Use referrals.
   */
  refers?: Array<ReferralInput> | null | undefined;
  /** Optional unified business number (8 digits). */
  taxId?: string | null | undefined;
  /** The kind of team. */
  type?: IncubatorTeamType | null | undefined;
};

/** The kind of team applying to the incubator. */
export type IncubatorTeamType =
  /** A for-profit organisation. */
  | 'FOR_PROFIT'
  /** An informal personal team (not a registered organisation). */
  | 'INFORMAL'
  /** A non-profit organisation. */
  | 'NON_PROFIT';

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

/** An incubator draft save: the whole application as the form holds it, and which one it is at which version. */
export type SaveIncubatorApplicationDraftInput = {
  /** The application to update, or null to create one. */
  id?: string | number | null | undefined;
  /** The proposal. */
  proposal: IncubatorProposalInput;
  /** The team (fields left out are cleared, as everywhere in the application). */
  team: IncubatorTeamInput;
  /** The `version` last read; required when `id` is given. */
  version?: number | null | undefined;
};

export type IncubatorFileFragment = { url: string, name: string, size: number, downloadUrl: string };

export type IncubatorApplySessionFragment = { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string };

export type IncubatorApplicationFieldsFragment = { id: string, status: Types.ApplicationStatus, version: number, registrationNumber: string | null, submittedAt: string | null, updatedAt: string, finalSubmittedAt: string | null, session: { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string }, team: { type: Types.IncubatorTeamType | null, country: string | null, city: string | null, taxId: string | null, name: string | null, organizeName: string | null, refers: Array<{ source: Types.ReferralSource, detail: string | null }>, members: Array<{ name: string | null, phone: string | null, email: string | null, department: string | null, birthday: string | null, isLeader: boolean }> }, proposal: { name: string | null, abstract: string | null, issue: Types.IncubatorIssue | null, property: Types.IncubatorGroup | null, pdfFile: { url: string, name: string, size: number, downloadUrl: string } | null, img: { url: string, name: string, size: number, downloadUrl: string } | null }, finalFile: { url: string, name: string, size: number, downloadUrl: string } | null };

export type IncubatorApplySessionQueryVariables = Exact<{ [key: string]: never; }>;


export type IncubatorApplySessionQuery = { session: { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string } | null, me: { id: string } | null };

export type IncubatorApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type IncubatorApplicationQuery = { myIncubatorApplication: { id: string, status: Types.ApplicationStatus, version: number, registrationNumber: string | null, submittedAt: string | null, updatedAt: string, finalSubmittedAt: string | null, session: { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string }, team: { type: Types.IncubatorTeamType | null, country: string | null, city: string | null, taxId: string | null, name: string | null, organizeName: string | null, refers: Array<{ source: Types.ReferralSource, detail: string | null }>, members: Array<{ name: string | null, phone: string | null, email: string | null, department: string | null, birthday: string | null, isLeader: boolean }> }, proposal: { name: string | null, abstract: string | null, issue: Types.IncubatorIssue | null, property: Types.IncubatorGroup | null, pdfFile: { url: string, name: string, size: number, downloadUrl: string } | null, img: { url: string, name: string, size: number, downloadUrl: string } | null }, finalFile: { url: string, name: string, size: number, downloadUrl: string } | null } | null };

export type MyIncubatorApplicationIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyIncubatorApplicationIdsQuery = { myIncubatorApplications: Array<{ id: string, status: Types.ApplicationStatus, session: { id: string, programme: Types.Programme } }> };

export type IncubatorEligibilityQueryVariables = Exact<{ [key: string]: never; }>;


export type IncubatorEligibilityQuery = { incubatorPage: { sections: Array<{ id: string, anchor: Types.IncubatorSectionAnchor, group: Types.IncubatorGroup | null, title: string, body: import('@yip/rules').RichDocument }> } };

export type SaveIncubatorDraftMutationVariables = Exact<{
  input: Types.SaveIncubatorApplicationDraftInput;
}>;


export type SaveIncubatorDraftMutation = { saveIncubatorApplicationDraft: { id: string, status: Types.ApplicationStatus, version: number, registrationNumber: string | null, submittedAt: string | null, updatedAt: string, finalSubmittedAt: string | null, session: { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string }, team: { type: Types.IncubatorTeamType | null, country: string | null, city: string | null, taxId: string | null, name: string | null, organizeName: string | null, refers: Array<{ source: Types.ReferralSource, detail: string | null }>, members: Array<{ name: string | null, phone: string | null, email: string | null, department: string | null, birthday: string | null, isLeader: boolean }> }, proposal: { name: string | null, abstract: string | null, issue: Types.IncubatorIssue | null, property: Types.IncubatorGroup | null, pdfFile: { url: string, name: string, size: number, downloadUrl: string } | null, img: { url: string, name: string, size: number, downloadUrl: string } | null }, finalFile: { url: string, name: string, size: number, downloadUrl: string } | null } };

export type SubmitIncubatorApplicationMutationVariables = Exact<{
  id: string | number;
  idempotencyKey: string;
}>;


export type SubmitIncubatorApplicationMutation = { submitIncubatorApplication: { id: string, status: Types.ApplicationStatus, version: number, registrationNumber: string | null, submittedAt: string | null, updatedAt: string, finalSubmittedAt: string | null, session: { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string }, team: { type: Types.IncubatorTeamType | null, country: string | null, city: string | null, taxId: string | null, name: string | null, organizeName: string | null, refers: Array<{ source: Types.ReferralSource, detail: string | null }>, members: Array<{ name: string | null, phone: string | null, email: string | null, department: string | null, birthday: string | null, isLeader: boolean }> }, proposal: { name: string | null, abstract: string | null, issue: Types.IncubatorIssue | null, property: Types.IncubatorGroup | null, pdfFile: { url: string, name: string, size: number, downloadUrl: string } | null, img: { url: string, name: string, size: number, downloadUrl: string } | null }, finalFile: { url: string, name: string, size: number, downloadUrl: string } | null } };

export const IncubatorApplySessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorApplySession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<IncubatorApplySessionFragment, unknown>;
export const IncubatorFileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<IncubatorFileFragment, unknown>;
export const IncubatorApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncubatorApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorApplySession"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"organizeName"},"name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"refers"},"name":{"kind":"Name","value":"referrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"property"},"name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","alias":{"kind":"Name","value":"pdfFile"},"name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorFile"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"img"},"name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorFile"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalSubmittedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorApplySession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<IncubatorApplicationFieldsFragment, unknown>;
export const IncubatorApplySessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncubatorApplySession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programme"},"value":{"kind":"EnumValue","value":"INCUBATOR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorApplySession"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorApplySession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<IncubatorApplySessionQuery, IncubatorApplySessionQueryVariables>;
export const IncubatorApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncubatorApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myIncubatorApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorApplySession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncubatorApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorApplySession"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"organizeName"},"name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"refers"},"name":{"kind":"Name","value":"referrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"property"},"name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","alias":{"kind":"Name","value":"pdfFile"},"name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorFile"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"img"},"name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorFile"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalSubmittedAt"}}]}}]} as unknown as DocumentNode<IncubatorApplicationQuery, IncubatorApplicationQueryVariables>;
export const MyIncubatorApplicationIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyIncubatorApplicationIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myIncubatorApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}}]}}]}}]}}]} as unknown as DocumentNode<MyIncubatorApplicationIdsQuery, MyIncubatorApplicationIdsQueryVariables>;
export const IncubatorEligibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncubatorEligibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubatorPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"anchor"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]}}]} as unknown as DocumentNode<IncubatorEligibilityQuery, IncubatorEligibilityQueryVariables>;
export const SaveIncubatorDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveIncubatorDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveIncubatorApplicationDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveIncubatorApplicationDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorApplySession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncubatorApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorApplySession"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"organizeName"},"name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"refers"},"name":{"kind":"Name","value":"referrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"property"},"name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","alias":{"kind":"Name","value":"pdfFile"},"name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorFile"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"img"},"name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorFile"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalSubmittedAt"}}]}}]} as unknown as DocumentNode<SaveIncubatorDraftMutation, SaveIncubatorDraftMutationVariables>;
export const SubmitIncubatorApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitIncubatorApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitIncubatorApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorApplySession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncubatorApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorApplySession"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"organizeName"},"name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"refers"},"name":{"kind":"Name","value":"referrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","alias":{"kind":"Name","value":"property"},"name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","alias":{"kind":"Name","value":"pdfFile"},"name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorFile"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"img"},"name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorFile"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalSubmittedAt"}}]}}]} as unknown as DocumentNode<SubmitIncubatorApplicationMutation, SubmitIncubatorApplicationMutationVariables>;
export function useIncubatorApplySessionQuery(options?: useQuery.Options<IncubatorApplySessionQuery, IncubatorApplySessionQueryVariables>) {
  return useQuery(IncubatorApplySessionDocument, options ?? {});
}
export function useIncubatorApplicationQuery(options: useQuery.Options<IncubatorApplicationQuery, IncubatorApplicationQueryVariables>) {
  return useQuery(IncubatorApplicationDocument, options ?? {});
}
export function useMyIncubatorApplicationIdsQuery(options?: useQuery.Options<MyIncubatorApplicationIdsQuery, MyIncubatorApplicationIdsQueryVariables>) {
  return useQuery(MyIncubatorApplicationIdsDocument, options ?? {});
}
export function useIncubatorEligibilityQuery(options?: useQuery.Options<IncubatorEligibilityQuery, IncubatorEligibilityQueryVariables>) {
  return useQuery(IncubatorEligibilityDocument, options ?? {});
}
export function useSaveIncubatorDraftMutation(options?: useMutation.Options<SaveIncubatorDraftMutation, SaveIncubatorDraftMutationVariables>) {
  return useMutation(SaveIncubatorDraftDocument, options);
}
export function useSubmitIncubatorApplicationMutation(options?: useMutation.Options<SubmitIncubatorApplicationMutation, SubmitIncubatorApplicationMutationVariables>) {
  return useMutation(SubmitIncubatorApplicationDocument, options);
}