/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Section pages with a top banner. */
export type Section =
  /** academy (education/banner). */
  | 'ACADEMY'
  /** news (article/banner). */
  | 'NEWS'
  /** study (book/banner). */
  | 'STUDY';

export type SectionBannerFieldsFragment = { id: string, section: Types.Section, title: string, subtitle: string | null, image: string };

export const SectionBannerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionBanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<SectionBannerFieldsFragment, unknown>;