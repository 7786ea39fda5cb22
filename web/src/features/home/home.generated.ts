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

/** How an impact figure is written. */
export type ImpactUnit =
  /** A plain count, e.g. 77. */
  | 'COUNT'
  /** A percentage, e.g. 92%. */
  | 'PERCENT'
  /** A lower bound, e.g. 19,800+. */
  | 'PLUS';

/** The two application programmes. */
export type Programme =
  /** The youth public-interest incubator. */
  | 'INCUBATOR'
  /** The compassion-technology innovation competition (invention). */
  | 'INVENTION';

/** A social network. */
export type SocialNetwork =
  /** Facebook. */
  | 'FACEBOOK'
  /** Instagram. */
  | 'INSTAGRAM'
  /** YouTube. */
  | 'YOUTUBE';

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { homeBanners: Array<{ id: string, title: string, alt: string, imageDesktop: string, imageMobile: string, link: string | null, imageDesktopSources: { webpSrcset: string, jpegSrcset: string } | null, imageMobileSources: { webpSrcset: string, jpegSrcset: string } | null }>, latest: { items: Array<{ id: string, title: string, summary: string, cover: string, publishedAt: string, column: Types.ArticleColumn, coverSources: { webpSrcset: string, jpegSrcset: string } | null }> }, homeContent: { slogans: Array<string>, recommendations: Array<{ id: string, title: string, content: string, image: string | null, link: string | null }>, supportStatements: Array<{ title: string, content: string }>, testimonials: Array<{ id: string | null, programme: Types.Programme | null, quote: string, person: string, role: string, image: string | null }> }, siteSettings: { socialLinks: Array<{ network: Types.SocialNetwork, url: string }>, impactFigures: Array<{ key: string, value: number, unit: Types.ImpactUnit }> } };


export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeBanners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"imageDesktop"}},{"kind":"Field","name":{"kind":"Name","value":"imageMobile"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageDesktopSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"jpegSrcset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageMobileSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"jpegSrcset"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"latest"},"name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"NOW"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"coverSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"jpegSrcset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slogans"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportStatements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"person"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impactFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export function useHomePageQuery(options?: useQuery.Options<HomePageQuery, HomePageQueryVariables>) {
  return useQuery(HomePageDocument, options ?? {});
}