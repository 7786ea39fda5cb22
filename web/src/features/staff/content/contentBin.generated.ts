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

/** One record. */
export type ContentRefInput = {
  /** Its family. */
  family: ContentFamily;
  /** Its id. */
  id: string | number;
};

/** A language of the site, for a mail or an export chosen explicitly. */
export type StaffLanguage =
  /** English. */
  | 'EN'
  /** Traditional Chinese (Taiwan). */
  | 'ZH_TW';

export type StaffContentBinQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffContentBinQuery = { staffContentBin: Array<{ deletedAt: string, deletedBy: string | null, purgeAt: string, record: { id: string, family: Types.ContentFamily, position: number, published: boolean, version: number, updatedAt: string, updatedBy: string | null, fields: Array<{ name: string, text: string | null, texts: Array<string> | null, number: number | null, numbers: Array<number> | null, flag: boolean | null, localised: { zhTw: string, en: string } | null, localisedList: Array<{ zhTw: string, en: string }> | null, richText: { zhTw: import('@yip/rules').RichDocument, en: import('@yip/rules').RichDocument } | null }>, missingTranslations: Array<{ field: string, language: Types.StaffLanguage }> } }> };

export type StaffRestoreContentMutationVariables = Exact<{
  input: Types.ContentRefInput;
}>;


export type StaffRestoreContentMutation = { staffRestoreContent: { id: string, family: Types.ContentFamily, position: number, published: boolean, version: number, updatedAt: string, updatedBy: string | null, fields: Array<{ name: string, text: string | null, texts: Array<string> | null, number: number | null, numbers: Array<number> | null, flag: boolean | null, localised: { zhTw: string, en: string } | null, localisedList: Array<{ zhTw: string, en: string }> | null, richText: { zhTw: import('@yip/rules').RichDocument, en: import('@yip/rules').RichDocument } | null }>, missingTranslations: Array<{ field: string, language: Types.StaffLanguage }> } };


export const StaffContentBinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffContentBin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffContentBin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedBy"}},{"kind":"Field","name":{"kind":"Name","value":"purgeAt"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffContentRecordFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentFieldValue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFieldValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"localised"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"localisedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"richText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"numbers"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffContentFieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missingTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<StaffContentBinQuery, StaffContentBinQueryVariables>;
export const StaffRestoreContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffRestoreContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRestoreContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffContentRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentFieldValue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFieldValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"localised"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"localisedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"richText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"numbers"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffContentFieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missingTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<StaffRestoreContentMutation, StaffRestoreContentMutationVariables>;
export function useStaffContentBinQuery(options?: useQuery.Options<StaffContentBinQuery, StaffContentBinQueryVariables>) {
  return useQuery(StaffContentBinDocument, options ?? {});
}
export function useStaffRestoreContentMutation(options?: useMutation.Options<StaffRestoreContentMutation, StaffRestoreContentMutationVariables>) {
  return useMutation(StaffRestoreContentDocument, options);
}