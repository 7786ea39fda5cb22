/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type StaffViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffViewerQuery = { staffViewer: { id: string, email: string, firstName: string, lastName: string } | null };

export type StaffSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffSignOutMutation = { staffSignOut: boolean };

export type StaffRenewSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffRenewSessionMutation = { staffRenewSession: { token: string } };


export const StaffViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<StaffViewerQuery, StaffViewerQueryVariables>;
export const StaffSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignOut"}}]}}]} as unknown as DocumentNode<StaffSignOutMutation, StaffSignOutMutationVariables>;
export const StaffRenewSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffRenewSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRenewSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<StaffRenewSessionMutation, StaffRenewSessionMutationVariables>;
export function useStaffViewerQuery(options?: useQuery.Options<StaffViewerQuery, StaffViewerQueryVariables>) {
  return useQuery(StaffViewerDocument, options ?? {});
}
export function useStaffSignOutMutation(options?: useMutation.Options<StaffSignOutMutation, StaffSignOutMutationVariables>) {
  return useMutation(StaffSignOutDocument, options);
}
export function useStaffRenewSessionMutation(options?: useMutation.Options<StaffRenewSessionMutation, StaffRenewSessionMutationVariables>) {
  return useMutation(StaffRenewSessionDocument, options);
}