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

/** What kind of value a content field holds, and so how the console edits it. */
export type ContentFieldKind =
  /** One of `choices` (`text`). */
  | 'CHOICE'
  /** A calendar date, YYYY-MM-DD (`text`). */
  | 'DATE'
  /** An instant, ISO 8601 with an offset (`text`). */
  | 'DATE_TIME'
  /** Yes or no (`flag`). */
  | 'FLAG'
  /** A list of ids of records of another family (`numbers`), e.g. an article's tags. */
  | 'ID_LIST'
  /** A text in both languages (`localised`). */
  | 'LOCALISED'
  /** A list of texts in both languages (`localisedList`). */
  | 'LOCALISED_LIST'
  /** A whole number (`number`). */
  | 'NUMBER'
  /** A file's or an image's address: a root-relative `/files/public/…` path or an absolute URL (`text`). */
  | 'PATH'
  /** A list of addresses (`texts`). */
  | 'PATH_LIST'
  /** A rich-text document in both languages (`richText`), edited with the rich-text editor. */
  | 'RICH_TEXT'
  /** A plain text (`text`). */
  | 'TEXT';

/** Publishing or unpublishing. */
export type ContentPublishInput = {
  /** Its family. */
  family: ContentFamily;
  /** Its id. */
  id: string | number;
  /** True to publish, false to unpublish. */
  published: boolean;
};

/** A language of the site, for a mail or an export chosen explicitly. */
export type StaffLanguage =
  /** English. */
  | 'EN'
  /** Traditional Chinese (Taiwan). */
  | 'ZH_TW';

export type StaffContentFieldValueFragment = { name: string, text: string | null, texts: Array<string> | null, number: number | null, numbers: Array<number> | null, flag: boolean | null, localised: { zhTw: string, en: string } | null, localisedList: Array<{ zhTw: string, en: string }> | null, richText: { zhTw: import('@yip/rules').RichDocument, en: import('@yip/rules').RichDocument } | null };

export type StaffContentRecordFieldsFragment = { id: string, family: Types.ContentFamily, position: number, published: boolean, version: number, updatedAt: string, updatedBy: string | null, fields: Array<{ name: string, text: string | null, texts: Array<string> | null, number: number | null, numbers: Array<number> | null, flag: boolean | null, localised: { zhTw: string, en: string } | null, localisedList: Array<{ zhTw: string, en: string }> | null, richText: { zhTw: import('@yip/rules').RichDocument, en: import('@yip/rules').RichDocument } | null }>, missingTranslations: Array<{ field: string, language: Types.StaffLanguage }> };

export type StaffContentFamiliesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffContentFamiliesQuery = { staffContentFamilies: Array<{ family: Types.ContentFamily, titleField: string, thumbnailField: string | null, fields: Array<{ name: string, kind: Types.ContentFieldKind, required: boolean, maxLength: number | null, choices: Array<string> | null, multiline: boolean, image: boolean, refers: Types.ContentFamily | null }> }> };

export type StaffPublishContentMutationVariables = Exact<{
  input: Types.ContentPublishInput;
}>;


export type StaffPublishContentMutation = { staffPublishContent: { id: string, family: Types.ContentFamily, position: number, published: boolean, version: number, updatedAt: string, updatedBy: string | null, fields: Array<{ name: string, text: string | null, texts: Array<string> | null, number: number | null, numbers: Array<number> | null, flag: boolean | null, localised: { zhTw: string, en: string } | null, localisedList: Array<{ zhTw: string, en: string }> | null, richText: { zhTw: import('@yip/rules').RichDocument, en: import('@yip/rules').RichDocument } | null }>, missingTranslations: Array<{ field: string, language: Types.StaffLanguage }> } };

export const StaffContentFieldValueFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentFieldValue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFieldValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"localised"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"localisedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"richText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"numbers"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}}]} as unknown as DocumentNode<StaffContentFieldValueFragment, unknown>;
export const StaffContentRecordFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffContentFieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missingTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentFieldValue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFieldValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"localised"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"localisedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"richText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"numbers"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}}]} as unknown as DocumentNode<StaffContentRecordFieldsFragment, unknown>;
export const StaffContentFamiliesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffContentFamilies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffContentFamilies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"titleField"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailField"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"multiline"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"refers"}}]}}]}}]}}]} as unknown as DocumentNode<StaffContentFamiliesQuery, StaffContentFamiliesQueryVariables>;
export const StaffPublishContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffPublishContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPublishInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffPublishContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffContentRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentFieldValue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFieldValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"localised"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"localisedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"richText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"numbers"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffContentFieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missingTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<StaffPublishContentMutation, StaffPublishContentMutationVariables>;
export function useStaffContentFamiliesQuery(options?: useQuery.Options<StaffContentFamiliesQuery, StaffContentFamiliesQueryVariables>) {
  return useQuery(StaffContentFamiliesDocument, options ?? {});
}
export function useStaffPublishContentMutation(options?: useMutation.Options<StaffPublishContentMutation, StaffPublishContentMutationVariables>) {
  return useMutation(StaffPublishContentDocument, options);
}