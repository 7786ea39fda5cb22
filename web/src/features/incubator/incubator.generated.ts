/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The incubator's three groups. */
export type IncubatorGroup =
  /** Asia-Pacific group (teams from the Asia-Pacific outside Taiwan). */
  | 'ASIA_PACIFIC'
  /** Taiwan acceleration group (registered Taiwanese organisations). */
  | 'TAIWAN_ACCELERATION'
  /** Taiwan incubation group (early-stage Taiwanese teams). */
  | 'TAIWAN_INCUBATION';

/** The incubator's issues (spec §3). */
export type IncubatorIssue =
  /** Charity innovation. */
  | 'CHARITY'
  /** Circular economy. */
  | 'CIRCULAR_ECONOMY'
  /** Disaster prevention. */
  | 'DISASTER'
  /** Education innovation. */
  | 'EDUCATION'
  /** Environmental protection. */
  | 'ENVIRONMENT'
  /** Food supply innovation. */
  | 'FOOD'
  /** Healthcare. */
  | 'HEALTHCARE'
  /** Local revitalisation (community building). */
  | 'LOCAL'
  /** Youth-senior co-creation. */
  | 'YOUTH_SENIOR';

/** Where an incubator section goes on the page. */
export type IncubatorSectionAnchor =
  /** How to apply. */
  | 'APPLY'
  /** An eligibility statement; `group` says whose. */
  | 'ELIGIBILITY'
  /** The introduction of the incubator. */
  | 'INTRODUCTION';

/** The two application programmes. */
export type Programme =
  /** The youth public-interest incubator. */
  | 'INCUBATOR'
  /** The compassion-technology innovation competition (invention). */
  | 'INVENTION';

export type IncubatorPageQueryVariables = Exact<{ [key: string]: never; }>;


export type IncubatorPageQuery = { incubatorPage: { session: { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string } | null, sections: Array<{ id: string, anchor: Types.IncubatorSectionAnchor, group: Types.IncubatorGroup | null, title: string, body: import('@yip/rules').RichDocument }>, faqs: Array<{ id: string, programme: Types.Programme, question: string, answer: string }>, testimonials: Array<{ id: string | null, programme: Types.Programme | null, quote: string, person: string, role: string, image: string | null }>, mentors: Array<{ id: string, name: string, title: string, organisation: string, photo: string, bio: string }>, alumni: Array<{ id: string, name: string, year: number, issue: Types.IncubatorIssue, summary: string, image: string }> } };


export const IncubatorPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncubatorPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubatorPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionDeadline"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"anchor"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestimonialCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mentors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alumni"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionDeadline"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"person"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<IncubatorPageQuery, IncubatorPageQueryVariables>;
export function useIncubatorPageQuery(options?: useQuery.Options<IncubatorPageQuery, IncubatorPageQueryVariables>) {
  return useQuery(IncubatorPageDocument, options ?? {});
}