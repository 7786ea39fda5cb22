/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A text in both languages, both required. */
export type LocalisedTextInput = {
  /** English. */
  en: string;
  /** Traditional Chinese. */
  zhTw: string;
};

/** The two application programmes. */
export type Programme =
  /** The youth public-interest incubator. */
  | 'INCUBATOR'
  /** The compassion-technology innovation competition (invention). */
  | 'INVENTION';

/** A language of the site, for a mail or an export chosen explicitly. */
export type StaffLanguage =
  /** English. */
  | 'EN'
  /** Traditional Chinese (Taiwan). */
  | 'ZH_TW';

/** A new or changed session. Dates must satisfy applyStart < applyEnd ≤ finalUploadEnd. */
export type StaffSessionInput = {
  /** Registration closes (the deadline). */
  applyEnd: string;
  /** Registration opens. */
  applyStart: string;
  /** The final-round upload closes. */
  finalUploadEnd: string;
  /** Its name in both languages. */
  name: LocalisedTextInput;
  /** Its programme. */
  programme: Programme;
  /** Reminder stages in whole hours before applyEnd (1 to 2160, at most 10); default 168, 24 and 3. */
  reminderStages?: Array<number> | null | undefined;
  /** The grace after applyEnd for submits already on their way, 0 to 600 seconds; default 120. */
  submitGraceSeconds?: number | null | undefined;
};

/** A session's new values. */
export type StaffUpdateSessionInput = {
  /** True once the officer confirmed changing the deadlines of a session that has applications. */
  confirmDeadlineChange?: boolean | null | undefined;
  /** The session's id. */
  id: string | number;
  /** Its new values. */
  session: StaffSessionInput;
};

export type StaffSessionFieldsFragment = { id: string, programme: Types.Programme, applyStart: string, applyEnd: string, finalUploadEnd: string, submitGraceSeconds: number, reminderStages: Array<number>, active: boolean, applicationCount: number, name: { zhTw: string, en: string } };

export type StaffSessionsQueryVariables = Exact<{
  programme: Types.Programme;
}>;


export type StaffSessionsQuery = { staffSessions: Array<{ id: string, programme: Types.Programme, applyStart: string, applyEnd: string, finalUploadEnd: string, submitGraceSeconds: number, reminderStages: Array<number>, active: boolean, applicationCount: number, name: { zhTw: string, en: string } }> };

export type StaffActivateSessionMutationVariables = Exact<{
  programme: Types.Programme;
  id: string | number;
}>;


export type StaffActivateSessionMutation = { staffActivateSession: { id: string, programme: Types.Programme, applyStart: string, applyEnd: string, finalUploadEnd: string, submitGraceSeconds: number, reminderStages: Array<number>, active: boolean, applicationCount: number, name: { zhTw: string, en: string } } };

export type StaffCreateSessionMutationVariables = Exact<{
  input: Types.StaffSessionInput;
}>;


export type StaffCreateSessionMutation = { staffCreateSession: { id: string, programme: Types.Programme, applyStart: string, applyEnd: string, finalUploadEnd: string, submitGraceSeconds: number, reminderStages: Array<number>, active: boolean, applicationCount: number, name: { zhTw: string, en: string } } };

export type StaffUpdateSessionMutationVariables = Exact<{
  input: Types.StaffUpdateSessionInput;
}>;


export type StaffUpdateSessionMutation = { staffUpdateSession: { id: string, programme: Types.Programme, applyStart: string, applyEnd: string, finalUploadEnd: string, submitGraceSeconds: number, reminderStages: Array<number>, active: boolean, applicationCount: number, name: { zhTw: string, en: string } } };

export type StaffRemindersQueryVariables = Exact<{
  programme: Types.Programme;
  sessionId: string | number;
}>;


export type StaffRemindersQuery = { staffReminders: { applyEnd: string, stages: Array<{ hoursBefore: number, at: string, configured: boolean, passed: boolean, sent: number, failed: number, applications: Array<{ applicationId: string, teamName: string | null, sentAt: string, delivered: boolean }> }> } };

export type StaffReminderPreviewQueryVariables = Exact<{
  programme: Types.Programme;
  sessionId: string | number;
  hoursBefore: number;
  language: Types.StaffLanguage;
}>;


export type StaffReminderPreviewQuery = { staffReminderPreview: { to: string, subject: string, html: string } };

export const StaffSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"finalUploadEnd"}},{"kind":"Field","name":{"kind":"Name","value":"submitGraceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"reminderStages"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCount"}}]}}]} as unknown as DocumentNode<StaffSessionFieldsFragment, unknown>;
export const StaffSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programme"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programme"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"finalUploadEnd"}},{"kind":"Field","name":{"kind":"Name","value":"submitGraceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"reminderStages"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCount"}}]}}]} as unknown as DocumentNode<StaffSessionsQuery, StaffSessionsQueryVariables>;
export const StaffActivateSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffActivateSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programme"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffActivateSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"programme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programme"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"finalUploadEnd"}},{"kind":"Field","name":{"kind":"Name","value":"submitGraceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"reminderStages"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCount"}}]}}]} as unknown as DocumentNode<StaffActivateSessionMutation, StaffActivateSessionMutationVariables>;
export const StaffCreateSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffCreateSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCreateSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"finalUploadEnd"}},{"kind":"Field","name":{"kind":"Name","value":"submitGraceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"reminderStages"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCount"}}]}}]} as unknown as DocumentNode<StaffCreateSessionMutation, StaffCreateSessionMutationVariables>;
export const StaffUpdateSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffUpdateSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUpdateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUpdateSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"finalUploadEnd"}},{"kind":"Field","name":{"kind":"Name","value":"submitGraceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"reminderStages"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCount"}}]}}]} as unknown as DocumentNode<StaffUpdateSessionMutation, StaffUpdateSessionMutationVariables>;
export const StaffRemindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffReminders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programme"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffReminders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programme"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hoursBefore"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffRemindersQuery, StaffRemindersQueryVariables>;
export const StaffReminderPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffReminderPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programme"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hoursBefore"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLanguage"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffReminderPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programme"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"hoursBefore"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hoursBefore"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}}]} as unknown as DocumentNode<StaffReminderPreviewQuery, StaffReminderPreviewQueryVariables>;
export function useStaffSessionsQuery(options: useQuery.Options<StaffSessionsQuery, StaffSessionsQueryVariables>) {
  return useQuery(StaffSessionsDocument, options ?? {});
}
export function useStaffActivateSessionMutation(options?: useMutation.Options<StaffActivateSessionMutation, StaffActivateSessionMutationVariables>) {
  return useMutation(StaffActivateSessionDocument, options);
}
export function useStaffCreateSessionMutation(options?: useMutation.Options<StaffCreateSessionMutation, StaffCreateSessionMutationVariables>) {
  return useMutation(StaffCreateSessionDocument, options);
}
export function useStaffUpdateSessionMutation(options?: useMutation.Options<StaffUpdateSessionMutation, StaffUpdateSessionMutationVariables>) {
  return useMutation(StaffUpdateSessionDocument, options);
}
export function useStaffRemindersQuery(options: useQuery.Options<StaffRemindersQuery, StaffRemindersQueryVariables>) {
  return useQuery(StaffRemindersDocument, options ?? {});
}
export function useStaffReminderPreviewQuery(options: useQuery.Options<StaffReminderPreviewQuery, StaffReminderPreviewQueryVariables>) {
  return useQuery(StaffReminderPreviewDocument, options ?? {});
}