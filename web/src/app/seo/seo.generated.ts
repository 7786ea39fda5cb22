/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The news section's columns. */
export type ArticleColumn =
  /** Latest news. */
  | 'NOW'
  /** The social innovation column. */
  | 'SOCIAL'
  /** The team column. */
  | 'TEAMS';

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

/** A social network. */
export type SocialNetwork =
  /** Facebook. */
  | 'FACEBOOK'
  /** Instagram. */
  | 'INSTAGRAM'
  /** YouTube. */
  | 'YOUTUBE';

/** The study section's kinds of report. */
export type StudyReportKind =
  /** Alumni reports (book/report, kind alumni). */
  | 'ALUMNI'
  /** Impact reports (book/report, kind impact). */
  | 'IMPACT'
  /** The social return on investment report (book/sori). */
  | 'SROI';

export type SeoHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type SeoHomeQuery = { homeBanners: Array<{ id: string, alt: string, imageDesktop: string }>, siteSettings: { socialLinks: Array<{ network: Types.SocialNetwork, url: string }> } };

export type SeoArticleQueryVariables = Exact<{
  id: string | number;
}>;


export type SeoArticleQuery = { article: { id: string, column: Types.ArticleColumn, title: string, summary: string, body: import('@yip/rules').RichDocument, cover: string, author: string | null, publishedAt: string, ogImage: { src: string, width: number | null, height: number | null, alt: string } | null } | null };

export type SeoSectionBannerQueryVariables = Exact<{
  section: Types.Section;
}>;


export type SeoSectionBannerQuery = { sectionBanners: Array<{ id: string, section: Types.Section, title: string, image: string }> };

export type SeoEducationEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type SeoEducationEventsQuery = { educationEvents: Array<{ id: string, kind: Types.EducationEventKind, title: string, summary: string, startAt: string, endAt: string, place: string, status: Types.EventStatus, cover: string, signupUrl: string | null }> };

export type SeoEducationHistoryEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type SeoEducationHistoryEntryQuery = { educationHistoryEntry: { id: string, title: string, summary: string, date: string, photos: Array<string> } | null };

export type SeoStudyReportQueryVariables = Exact<{
  kind: Types.StudyReportKind;
  id: string | number;
}>;


export type SeoStudyReportQuery = { studyReport: { id: string, kind: Types.StudyReportKind, title: string, summary: string, cover: string } | null };

export type SeoStudyHistoryEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type SeoStudyHistoryEntryQuery = { studyHistoryEntry: { id: string, title: string, summary: string, cover: string } | null };


export const SeoHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeoHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeBanners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"imageDesktop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<SeoHomeQuery, SeoHomeQueryVariables>;
export const SeoArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeoArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ogImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]}}]} as unknown as DocumentNode<SeoArticleQuery, SeoArticleQueryVariables>;
export const SeoSectionBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeoSectionBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"section"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Section"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionBanners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"section"},"value":{"kind":"Variable","name":{"kind":"Name","value":"section"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<SeoSectionBannerQuery, SeoSectionBannerQueryVariables>;
export const SeoEducationEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeoEducationEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"educationEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"signupUrl"}}]}}]}}]} as unknown as DocumentNode<SeoEducationEventsQuery, SeoEducationEventsQueryVariables>;
export const SeoEducationHistoryEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeoEducationHistoryEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"educationHistoryEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]}}]} as unknown as DocumentNode<SeoEducationHistoryEntryQuery, SeoEducationHistoryEntryQueryVariables>;
export const SeoStudyReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeoStudyReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReportKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}}]}}]}}]} as unknown as DocumentNode<SeoStudyReportQuery, SeoStudyReportQueryVariables>;
export const SeoStudyHistoryEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeoStudyHistoryEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyHistoryEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}}]}}]}}]} as unknown as DocumentNode<SeoStudyHistoryEntryQuery, SeoStudyHistoryEntryQueryVariables>;
export function useSeoHomeQuery(options?: useQuery.Options<SeoHomeQuery, SeoHomeQueryVariables>) {
  return useQuery(SeoHomeDocument, options ?? {});
}
export function useSeoArticleQuery(options: useQuery.Options<SeoArticleQuery, SeoArticleQueryVariables>) {
  return useQuery(SeoArticleDocument, options ?? {});
}
export function useSeoSectionBannerQuery(options: useQuery.Options<SeoSectionBannerQuery, SeoSectionBannerQueryVariables>) {
  return useQuery(SeoSectionBannerDocument, options ?? {});
}
export function useSeoEducationEventsQuery(options?: useQuery.Options<SeoEducationEventsQuery, SeoEducationEventsQueryVariables>) {
  return useQuery(SeoEducationEventsDocument, options ?? {});
}
export function useSeoEducationHistoryEntryQuery(options: useQuery.Options<SeoEducationHistoryEntryQuery, SeoEducationHistoryEntryQueryVariables>) {
  return useQuery(SeoEducationHistoryEntryDocument, options ?? {});
}
export function useSeoStudyReportQuery(options: useQuery.Options<SeoStudyReportQuery, SeoStudyReportQueryVariables>) {
  return useQuery(SeoStudyReportDocument, options ?? {});
}
export function useSeoStudyHistoryEntryQuery(options: useQuery.Options<SeoStudyHistoryEntryQuery, SeoStudyHistoryEntryQueryVariables>) {
  return useQuery(SeoStudyHistoryEntryDocument, options ?? {});
}