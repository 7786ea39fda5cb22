/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Section pages with a top banner. */
export type Section =
  /** academy (education/banner). */
  | 'ACADEMY'
  /** news (article/banner). */
  | 'NEWS'
  /** study (book/banner). */
  | 'STUDY';

/** The study section's kinds of report. */
export type StudyReportKind =
  /** Alumni reports (book/report, kind alumni). */
  | 'ALUMNI'
  /** Impact reports (book/report, kind impact). */
  | 'IMPACT'
  /** The social return on investment report (book/sori). */
  | 'SROI';

export type StudyReportCardFragment = { id: string, kind: Types.StudyReportKind, title: string, summary: string, year: number, pdf: string, cover: string };

export type StudyHistoryCardFragment = { id: string, title: string, summary: string, year: number, cover: string, pdf: string | null };

export type StudyLandingQueryVariables = Exact<{ [key: string]: never; }>;


export type StudyLandingQuery = { sectionBanners: Array<{ id: string, section: Types.Section, title: string, subtitle: string | null, image: string }>, studyReports: Array<{ id: string, kind: Types.StudyReportKind, title: string, summary: string, year: number, pdf: string, cover: string }>, studyHistory: Array<{ id: string, title: string, summary: string, year: number, cover: string, pdf: string | null }> };

export type StudyReportsQueryVariables = Exact<{
  kind: Types.StudyReportKind;
}>;


export type StudyReportsQuery = { studyReports: Array<{ id: string, kind: Types.StudyReportKind, title: string, summary: string, year: number, pdf: string, cover: string }> };

export type StudyReportQueryVariables = Exact<{
  kind: Types.StudyReportKind;
  id: string | number;
}>;


export type StudyReportQuery = { studyReport: { id: string, kind: Types.StudyReportKind, title: string, summary: string, year: number, pdf: string, cover: string } | null };

export type StudyHistoryEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type StudyHistoryEntryQuery = { studyHistoryEntry: { body: import('@yip/rules').RichDocument, id: string, title: string, summary: string, year: number, cover: string, pdf: string | null } | null };

export const StudyReportCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyReportCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}}]}}]} as unknown as DocumentNode<StudyReportCardFragment, unknown>;
export const StudyHistoryCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyHistoryCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}}]}}]} as unknown as DocumentNode<StudyHistoryCardFragment, unknown>;
export const StudyLandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyLanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionBanners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"section"},"value":{"kind":"EnumValue","value":"STUDY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionBannerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyReportCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyHistoryCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionBanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyReportCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyHistoryCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}}]}}]} as unknown as DocumentNode<StudyLandingQuery, StudyLandingQueryVariables>;
export const StudyReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReportKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyReportCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyReportCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}}]}}]} as unknown as DocumentNode<StudyReportsQuery, StudyReportsQueryVariables>;
export const StudyReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReportKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyReportCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyReportCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}}]}}]} as unknown as DocumentNode<StudyReportQuery, StudyReportQueryVariables>;
export const StudyHistoryEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyHistoryEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyHistoryEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyHistoryCard"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyHistoryCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}}]}}]} as unknown as DocumentNode<StudyHistoryEntryQuery, StudyHistoryEntryQueryVariables>;
export function useStudyLandingQuery(options?: useQuery.Options<StudyLandingQuery, StudyLandingQueryVariables>) {
  return useQuery(StudyLandingDocument, options ?? {});
}
export function useStudyReportsQuery(options: useQuery.Options<StudyReportsQuery, StudyReportsQueryVariables>) {
  return useQuery(StudyReportsDocument, options ?? {});
}
export function useStudyReportQuery(options: useQuery.Options<StudyReportQuery, StudyReportQueryVariables>) {
  return useQuery(StudyReportDocument, options ?? {});
}
export function useStudyHistoryEntryQuery(options: useQuery.Options<StudyHistoryEntryQuery, StudyHistoryEntryQueryVariables>) {
  return useQuery(StudyHistoryEntryDocument, options ?? {});
}