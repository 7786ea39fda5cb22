/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** Section pages with a top banner. */
export type Section =
  /** academy (education/banner). */
  | 'ACADEMY'
  /** news (article/banner). */
  | 'NEWS'
  /** study (book/banner). */
  | 'STUDY';

export type EducationEventCardFragment = { id: string, kind: Types.EducationEventKind, title: string, summary: string, startAt: string, endAt: string, place: string, status: Types.EventStatus, cover: string, signupUrl: string | null };

export type EducationHistoryCardFragment = { id: string, kind: Types.EducationEventKind, title: string, summary: string, date: string, photos: Array<string> };

export type AcademyLandingQueryVariables = Exact<{ [key: string]: never; }>;


export type AcademyLandingQuery = { sectionBanners: Array<{ id: string, section: Types.Section, title: string, subtitle: string | null, image: string }>, educationEvents: Array<{ id: string, kind: Types.EducationEventKind, title: string, summary: string, startAt: string, endAt: string, place: string, status: Types.EventStatus, cover: string, signupUrl: string | null }> };

export type AcademyHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type AcademyHistoryQuery = { educationHistory: Array<{ id: string, kind: Types.EducationEventKind, title: string, summary: string, date: string, photos: Array<string> }> };

export type AcademyHistoryEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type AcademyHistoryEntryQuery = { educationHistoryEntry: { body: import('@yip/rules').RichDocument, id: string, kind: Types.EducationEventKind, title: string, summary: string, date: string, photos: Array<string> } | null };

export const EducationEventCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EducationEventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EducationEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"signupUrl"}}]}}]} as unknown as DocumentNode<EducationEventCardFragment, unknown>;
export const EducationHistoryCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EducationHistoryCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EducationHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<EducationHistoryCardFragment, unknown>;
export const AcademyLandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AcademyLanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionBanners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"section"},"value":{"kind":"EnumValue","value":"ACADEMY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionBannerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"educationEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EducationEventCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionBanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EducationEventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EducationEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"signupUrl"}}]}}]} as unknown as DocumentNode<AcademyLandingQuery, AcademyLandingQueryVariables>;
export const AcademyHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AcademyHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"educationHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EducationHistoryCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EducationHistoryCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EducationHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<AcademyHistoryQuery, AcademyHistoryQueryVariables>;
export const AcademyHistoryEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AcademyHistoryEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"educationHistoryEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EducationHistoryCard"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EducationHistoryCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EducationHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<AcademyHistoryEntryQuery, AcademyHistoryEntryQueryVariables>;
export function useAcademyLandingQuery(options?: useQuery.Options<AcademyLandingQuery, AcademyLandingQueryVariables>) {
  return useQuery(AcademyLandingDocument, options ?? {});
}
export function useAcademyHistoryQuery(options?: useQuery.Options<AcademyHistoryQuery, AcademyHistoryQueryVariables>) {
  return useQuery(AcademyHistoryDocument, options ?? {});
}
export function useAcademyHistoryEntryQuery(options: useQuery.Options<AcademyHistoryEntryQuery, AcademyHistoryEntryQueryVariables>) {
  return useQuery(AcademyHistoryEntryDocument, options ?? {});
}