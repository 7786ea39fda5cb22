/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

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

/** The two application programmes. */
export type Programme =
  /** The youth public-interest incubator. */
  | 'INCUBATOR'
  /** The compassion-technology innovation competition (invention). */
  | 'INVENTION';

/** Which applications the table shows. */
export type StaffApplicationFilter = {
  /** Part of the team's or the proposal's name, the school or organisation, a member's e-mail or the registration number. */
  search?: string | null | undefined;
  /** Only this session's; all sessions when omitted. */
  sessionId?: string | number | null | undefined;
  /** The order; default UPDATED_DESC. */
  sort?: StaffApplicationSort | null | undefined;
  /** Only these statuses; all when omitted. */
  statuses?: Array<ApplicationStatus> | null | undefined;
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

/** Which applications to export: the table's filter (its sort aside). */
export type StaffExportApplicationsInput = {
  /** Drafts too (true), or submitted ones only (false, the default); not read when `statuses` is given. */
  includeDrafts?: boolean | null | undefined;
  /** Whose applications. */
  programme: Programme;
  /** The table's search. */
  search?: string | null | undefined;
  /** Only this session's; all sessions when omitted. */
  sessionId?: string | number | null | undefined;
  /** The table's status filter: exactly these statuses, drafts only if DRAFT is among them, so the export holds the rows the table shows. Omitted or empty: `includeDrafts` decides. */
  statuses?: Array<ApplicationStatus> | null | undefined;
};

export type StaffApplicationRowFieldsFragment = { id: string, programme: Types.Programme, sessionId: string, registrationNumber: string | null, status: Types.ApplicationStatus, teamName: string | null, leaderName: string | null, leaderEmail: string | null, organisation: string | null, ownerEmail: string, updatedAt: string, submittedAt: string | null, submittedInGrace: boolean };

export type StaffApplicationTableQueryVariables = Exact<{
  programme: Types.Programme;
  filter: Types.StaffApplicationFilter;
  page: number;
  pageSize: number;
}>;


export type StaffApplicationTableQuery = { staffApplications: { total: number, items: Array<{ id: string, programme: Types.Programme, sessionId: string, registrationNumber: string | null, status: Types.ApplicationStatus, teamName: string | null, leaderName: string | null, leaderEmail: string | null, organisation: string | null, ownerEmail: string, updatedAt: string, submittedAt: string | null, submittedInGrace: boolean }> } };

export type StaffExportApplicationsMutationVariables = Exact<{
  input: Types.StaffExportApplicationsInput;
}>;


export type StaffExportApplicationsMutation = { staffExportApplications: { url: string, expiresAt: string } };

export const StaffApplicationRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffApplicationRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"leaderName"}},{"kind":"Field","name":{"kind":"Name","value":"leaderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedInGrace"}}]}}]} as unknown as DocumentNode<StaffApplicationRowFieldsFragment, unknown>;
export const StaffApplicationTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffApplicationTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programme"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffApplicationFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programme"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffApplicationRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffApplicationRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"leaderName"}},{"kind":"Field","name":{"kind":"Name","value":"leaderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedInGrace"}}]}}]} as unknown as DocumentNode<StaffApplicationTableQuery, StaffApplicationTableQueryVariables>;
export const StaffExportApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffExportApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffExportApplicationsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffExportApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<StaffExportApplicationsMutation, StaffExportApplicationsMutationVariables>;
export function useStaffApplicationTableQuery(options: useQuery.Options<StaffApplicationTableQuery, StaffApplicationTableQueryVariables>) {
  return useQuery(StaffApplicationTableDocument, options ?? {});
}
export function useStaffExportApplicationsMutation(options?: useMutation.Options<StaffExportApplicationsMutation, StaffExportApplicationsMutationVariables>) {
  return useMutation(StaffExportApplicationsDocument, options);
}