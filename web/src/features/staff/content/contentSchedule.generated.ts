/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** A record's publication times; both absent clear them. */
export type ContentScheduleInput = {
  /** Its family (one whose spec is `schedulable`). */
  family: ContentFamily;
  /** Its id. */
  id: string | number;
  /** When to publish it. */
  publishAt?: string | null | undefined;
  /** When to unpublish it. */
  unpublishAt?: string | null | undefined;
};

export type StaffContentScheduleQueryVariables = Exact<{
  family: Types.ContentFamily;
  id: string | number;
}>;


export type StaffContentScheduleQuery = { staffContentRecord: { id: string, family: Types.ContentFamily, schedule: { publishAt: string | null, unpublishAt: string | null, setBy: string | null } | null } | null };

export type StaffScheduleContentMutationVariables = Exact<{
  input: Types.ContentScheduleInput;
}>;


export type StaffScheduleContentMutation = { staffScheduleContent: { publishAt: string | null, unpublishAt: string | null, setBy: string | null } };


export const StaffContentScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffContentSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"family"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFamily"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffContentRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"Variable","name":{"kind":"Name","value":"family"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishAt"}},{"kind":"Field","name":{"kind":"Name","value":"unpublishAt"}},{"kind":"Field","name":{"kind":"Name","value":"setBy"}}]}}]}}]}}]} as unknown as DocumentNode<StaffContentScheduleQuery, StaffContentScheduleQueryVariables>;
export const StaffScheduleContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffScheduleContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffScheduleContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishAt"}},{"kind":"Field","name":{"kind":"Name","value":"unpublishAt"}},{"kind":"Field","name":{"kind":"Name","value":"setBy"}}]}}]}}]} as unknown as DocumentNode<StaffScheduleContentMutation, StaffScheduleContentMutationVariables>;
export function useStaffContentScheduleQuery(options: useQuery.Options<StaffContentScheduleQuery, StaffContentScheduleQueryVariables>) {
  return useQuery(StaffContentScheduleDocument, options ?? {});
}
export function useStaffScheduleContentMutation(options?: useMutation.Options<StaffScheduleContentMutation, StaffScheduleContentMutationVariables>) {
  return useMutation(StaffScheduleContentDocument, options);
}