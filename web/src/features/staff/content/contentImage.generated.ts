/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { useMutation } from '@apollo/client/react';
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

/**
 * An image for a content field, with its text alternative in both languages; or an image inside a
 * rich text (`field` a rich-text field such as `content`), with the alternative of the document it
 * goes in: at least 800 pixels wide, its own shape kept (1:3 to 3:1), never cropped.
 */
export type ContentImageUploadInput = {
  /** What the image shows, in English (at most 150 characters); for a rich text, empty when the document is Chinese. */
  altEn: string;
  /** What the image shows, in Traditional Chinese (at most 150 characters); for a rich text, empty when the document is English. */
  altZhTw: string;
  /** The family of the record. */
  family: ContentFamily;
  /** The image field, as the family names it (e.g. `imageDes`, `cover`), or a rich-text field (`content`). */
  field: string;
  /** The image: JPEG, PNG or WebP, at most 10 MB. */
  file: File;
};

export type StaffUploadContentImageMutationVariables = Exact<{
  input: Types.ContentImageUploadInput;
}>;


export type StaffUploadContentImageMutation = { staffUploadContentImage: { path: string, width: number, height: number, alt: { zhTw: string, en: string } } };


export const StaffUploadContentImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffUploadContentImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentImageUploadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUploadContentImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhTw"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]} as unknown as DocumentNode<StaffUploadContentImageMutation, StaffUploadContentImageMutationVariables>;
export function useStaffUploadContentImageMutation(options?: useMutation.Options<StaffUploadContentImageMutation, StaffUploadContentImageMutationVariables>) {
  return useMutation(StaffUploadContentImageDocument, options);
}