/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Accepting an invitation. */
export type StaffAcceptInviteInput = {
  /** The new password (the members' password rules). */
  password: string;
  /** The token of the invitation link. */
  token: string;
};

/** The first sign-in's enrolment of an authenticator app. */
export type StaffEnrolTotpInput = {
  /** The `ticket` of the `ENROLMENT_REQUIRED` answer. */
  ticket: string;
  /** The 6-digit code the app shows for the new secret. */
  totp: string;
};

/** A staff sign-in's credentials; at most one of `totp` and `recoveryCode`. */
export type StaffSignInInput = {
  /** The staff account's e-mail. */
  email: string;
  /** The password. */
  password: string;
  /** One of the recovery codes given at enrolment (each works once), instead of `totp`. */
  recoveryCode?: string | null | undefined;
  /** The 6-digit code of the authenticator app. */
  totp?: string | null | undefined;
};

/** How far a staff sign-in got. */
export type StaffSignInStep =
  /** The first sign-in: enrol an authenticator app with `enrolment`, then call `staffEnrolTotp`. */
  | 'ENROLMENT_REQUIRED'
  /** The password was right: sign in again with a TOTP code or a recovery code. */
  | 'SECOND_FACTOR_REQUIRED'
  /** Signed in: `token` is the staff session. */
  | 'SIGNED_IN';

export type StaffSignInMutationVariables = Exact<{
  input: Types.StaffSignInInput;
}>;


export type StaffSignInMutation = { staffSignIn: { step: Types.StaffSignInStep, token: string | null, enrolment: { ticket: string, secret: string, otpauthUri: string } | null } };

export type StaffEnrolTotpMutationVariables = Exact<{
  input: Types.StaffEnrolTotpInput;
}>;


export type StaffEnrolTotpMutation = { staffEnrolTotp: { token: string, recoveryCodes: Array<string> } };

export type StaffAcceptInviteMutationVariables = Exact<{
  input: Types.StaffAcceptInviteInput;
}>;


export type StaffAcceptInviteMutation = { staffAcceptInvite: { ticket: string, secret: string, otpauthUri: string } };


export const StaffSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"enrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}}]}}]}}]}}]} as unknown as DocumentNode<StaffSignInMutation, StaffSignInMutationVariables>;
export const StaffEnrolTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffEnrolTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffEnrolTotpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffEnrolTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode<StaffEnrolTotpMutation, StaffEnrolTotpMutationVariables>;
export const StaffAcceptInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffAcceptInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAcceptInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffAcceptInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}}]}}]}}]} as unknown as DocumentNode<StaffAcceptInviteMutation, StaffAcceptInviteMutationVariables>;
export function useStaffSignInMutation(options?: useMutation.Options<StaffSignInMutation, StaffSignInMutationVariables>) {
  return useMutation(StaffSignInDocument, options);
}
export function useStaffEnrolTotpMutation(options?: useMutation.Options<StaffEnrolTotpMutation, StaffEnrolTotpMutationVariables>) {
  return useMutation(StaffEnrolTotpDocument, options);
}
export function useStaffAcceptInviteMutation(options?: useMutation.Options<StaffAcceptInviteMutation, StaffAcceptInviteMutationVariables>) {
  return useMutation(StaffAcceptInviteDocument, options);
}