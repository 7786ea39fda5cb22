/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { useQuery } from '@apollo/client/react';
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

export type MyIncubatorApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyIncubatorApplicationsQuery = { myIncubatorApplications: Array<{ id: string, status: Types.ApplicationStatus, registrationNumber: string | null, submittedAt: string | null, updatedAt: string, finalSubmittedAt: string | null, session: { id: string, programme: Types.Programme, name: string, timeZone: string }, team: { name: string | null }, finalFile: { name: string } | null }> };


export const MyIncubatorApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyIncubatorApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myIncubatorApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalSubmittedAt"}}]}}]}}]} as unknown as DocumentNode<MyIncubatorApplicationsQuery, MyIncubatorApplicationsQueryVariables>;
export function useMyIncubatorApplicationsQuery(options?: useQuery.Options<MyIncubatorApplicationsQuery, MyIncubatorApplicationsQueryVariables>) {
  return useQuery(MyIncubatorApplicationsDocument, options ?? {});
}