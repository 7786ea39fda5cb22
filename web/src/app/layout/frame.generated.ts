/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A social network. */
export type SocialNetwork =
  /** Facebook. */
  | 'FACEBOOK'
  /** Instagram. */
  | 'INSTAGRAM'
  /** YouTube. */
  | 'YOUTUBE';

export type SiteFrameQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteFrameQuery = { siteSettings: { socialLinks: Array<{ network: Types.SocialNetwork, url: string }> } };


export const SiteFrameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteFrame"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<SiteFrameQuery, SiteFrameQueryVariables>;
export function useSiteFrameQuery(options?: useQuery.Options<SiteFrameQuery, SiteFrameQueryVariables>) {
  return useQuery(SiteFrameDocument, options ?? {});
}