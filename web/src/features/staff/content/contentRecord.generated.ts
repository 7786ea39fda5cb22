/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new record. */
export type ContentCreateInput = {
  /** Its family. */
  family: ContentFamily;
  /** Its fields; absent optional fields stay absent. */
  fields: Array<ContentFieldInput>;
};

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

/** One field's new value: set the member its kind uses. */
export type ContentFieldInput = {
  /** FLAG. */
  flag?: boolean | null | undefined;
  /** LOCALISED (a language may be empty while the record is unpublished). */
  localised?: LocalisedTextInput | null | undefined;
  /** LOCALISED_LIST. */
  localisedList?: Array<LocalisedTextInput> | null | undefined;
  /** The field's name. */
  name: string;
  /** NUMBER. */
  number?: number | null | undefined;
  /** ID_LIST. */
  numbers?: Array<number> | null | undefined;
  /** RICH_TEXT (a language may be an empty document while the record is unpublished). */
  richText?: LocalisedRichTextInput | null | undefined;
  /** TEXT, CHOICE, DATE, DATE_TIME and PATH. */
  text?: string | null | undefined;
  /** PATH_LIST. */
  texts?: Array<string> | null | undefined;
};

/** A record's new fields, over the version edited. */
export type ContentSaveInput = {
  /** Its family. */
  family: ContentFamily;
  /** All its fields; an optional field left out is removed. */
  fields: Array<ContentFieldInput>;
  /** Its id. */
  id: string | number;
  /** The version the officer edited (`ContentRecord.version`). */
  version: number;
};

/** A rich text in both languages: each a document (`RichText`); the backend checks and normalises it. */
export type LocalisedRichTextInput = {
  /** English. */
  en: import('@yip/rules').RichDocument;
  /** Traditional Chinese. */
  zhTw: import('@yip/rules').RichDocument;
};

/** A text in both languages, both required. */
export type LocalisedTextInput = {
  /** English. */
  en: string;
  /** Traditional Chinese. */
  zhTw: string;
};

/** A language of the site, for a mail or an export chosen explicitly. */
export type StaffLanguage =
  /** English. */
  | 'EN'
  /** Traditional Chinese (Taiwan). */
  | 'ZH_TW';

export type StaffContentRecordQueryVariables = Exact<{
  family: Types.ContentFamily;
  id: string | number;
}>;


export type StaffContentRecordQuery = { staffContentRecord: { id: string, family: Types.ContentFamily, position: number, published: boolean, version: number, updatedAt: string, updatedBy: string | null, fields: Array<{ name: string, text: string | null, texts: Array<string> | null, number: number | null, numbers: Array<number> | null, flag: boolean | null, localised: { zhTw: string, en: string } | null, localisedList: Array<{ zhTw: string, en: string }> | null, richText: { zhTw: import('@yip/rules').RichDocument, en: import('@yip/rules').RichDocument } | null }>, missingTranslations: Array<{ field: string, language: Types.StaffLanguage }> } | null };

export type StaffCreateContentMutationVariables = Exact<{
  input: Types.ContentCreateInput;
}>;


export type StaffCreateContentMutation = { staffCreateContent: { id: string, family: Types.ContentFamily, position: number, published: boolean, version: number, updatedAt: string, updatedBy: string | null, fields: Array<{ name: string, text: string | null, texts: Array<string> | null, number: number | null, numbers: Array<number> | null, flag: boolean | null, localised: { zhTw: string, en: string } | null, localisedList: Array<{ zhTw: string, en: string }> | null, richText: { zhTw: import('@yip/rules').RichDocument, en: import('@yip/rules').RichDocument } | null }>, missingTranslations: Array<{ field: string, language: Types.StaffLanguage }> } };

export type StaffSaveContentMutationVariables = Exact<{
  input: Types.ContentSaveInput;
}>;


export type StaffSaveContentMutation = { staffSaveContent: { id: string, family: Types.ContentFamily, position: number, published: boolean, version: number, updatedAt: string, updatedBy: string | null, fields: Array<{ name: string, text: string | null, texts: Array<string> | null, number: number | null, numbers: Array<number> | null, flag: boolean | null, localised: { zhTw: string, en: string } | null, localisedList: Array<{ zhTw: string, en: string }> | null, richText: { zhTw: import('@yip/rules').RichDocument, en: import('@yip/rules').RichDocument } | null }>, missingTranslations: Array<{ field: string, language: Types.StaffLanguage }> } };


export const StaffContentRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffContentRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"family"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFamily"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffContentRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"family"},"value":{"kind":"Variable","name":{"kind":"Name","value":"family"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffContentRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentFieldValue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFieldValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"localised"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"localisedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"richText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"numbers"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffContentFieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missingTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<StaffContentRecordQuery, StaffContentRecordQueryVariables>;
export const StaffCreateContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffCreateContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCreateContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffContentRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentFieldValue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFieldValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"localised"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"localisedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"richText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"numbers"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffContentFieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missingTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<StaffCreateContentMutation, StaffCreateContentMutationVariables>;
export const StaffSaveContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSaveContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentSaveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSaveContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffContentRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentFieldValue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFieldValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"localised"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"localisedList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"richText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"numbers"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffContentRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffContentFieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missingTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}}]} as unknown as DocumentNode<StaffSaveContentMutation, StaffSaveContentMutationVariables>;
export function useStaffContentRecordQuery(options: useQuery.Options<StaffContentRecordQuery, StaffContentRecordQueryVariables>) {
  return useQuery(StaffContentRecordDocument, options ?? {});
}
export function useStaffCreateContentMutation(options?: useMutation.Options<StaffCreateContentMutation, StaffCreateContentMutationVariables>) {
  return useMutation(StaffCreateContentDocument, options);
}
export function useStaffSaveContentMutation(options?: useMutation.Options<StaffSaveContentMutation, StaffSaveContentMutationVariables>) {
  return useMutation(StaffSaveContentDocument, options);
}