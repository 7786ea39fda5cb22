/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An invitation. */
export type StaffInviteInput = {
  /** The new staff member's e-mail. */
  email: string;
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
  id: string | number;
};

/** The code that proves the authenticator app is at hand, for new recovery codes. */
export type StaffRenewRecoveryCodesInput = {
  /** The 6-digit code the app shows now. */
  totp: string;
};

export type StaffManagersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffManagersQuery = { staffManagers: Array<{ id: string, email: string, firstName: string, lastName: string, active: boolean, enrolled: boolean, invited: boolean }> };

export type StaffInviteManagerMutationVariables = Exact<{
  input: Types.StaffInviteInput;
}>;


export type StaffInviteManagerMutation = { staffInviteManager: { id: string, email: string, firstName: string, lastName: string, active: boolean, enrolled: boolean, invited: boolean } };

export type StaffDeactivateManagerMutationVariables = Exact<{
  input: Types.StaffManagerRefInput;
}>;


export type StaffDeactivateManagerMutation = { staffDeactivateManager: { id: string, active: boolean } };

export type StaffRenewRecoveryCodesMutationVariables = Exact<{
  input: Types.StaffRenewRecoveryCodesInput;
}>;


export type StaffRenewRecoveryCodesMutation = { staffRenewRecoveryCodes: { recoveryCodes: Array<string> } };


export const StaffManagersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffManagers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffManagers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}}]}}]}}]} as unknown as DocumentNode<StaffManagersQuery, StaffManagersQueryVariables>;
export const StaffInviteManagerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffInviteManager"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffInviteManager"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}}]}}]}}]} as unknown as DocumentNode<StaffInviteManagerMutation, StaffInviteManagerMutationVariables>;
export const StaffDeactivateManagerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffDeactivateManager"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffManagerRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffDeactivateManager"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<StaffDeactivateManagerMutation, StaffDeactivateManagerMutationVariables>;
export const StaffRenewRecoveryCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffRenewRecoveryCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRenewRecoveryCodesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRenewRecoveryCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode<StaffRenewRecoveryCodesMutation, StaffRenewRecoveryCodesMutationVariables>;
export function useStaffManagersQuery(options?: useQuery.Options<StaffManagersQuery, StaffManagersQueryVariables>) {
  return useQuery(StaffManagersDocument, options ?? {});
}
export function useStaffInviteManagerMutation(options?: useMutation.Options<StaffInviteManagerMutation, StaffInviteManagerMutationVariables>) {
  return useMutation(StaffInviteManagerDocument, options);
}
export function useStaffDeactivateManagerMutation(options?: useMutation.Options<StaffDeactivateManagerMutation, StaffDeactivateManagerMutationVariables>) {
  return useMutation(StaffDeactivateManagerDocument, options);
}
export function useStaffRenewRecoveryCodesMutation(options?: useMutation.Options<StaffRenewRecoveryCodesMutation, StaffRenewRecoveryCodesMutationVariables>) {
  return useMutation(StaffRenewRecoveryCodesDocument, options);
}