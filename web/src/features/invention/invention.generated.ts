/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The competition's two groups. */
export type CompetitionGroup =
  /** College and university students. */
  | 'COLLEGE'
  /** Vocational high school. */
  | 'VOCATIONAL';

/** Where a competition section goes on the page. */
export type InventionSectionAnchor =
  /** What the competition is about. */
  | 'DESCRIPTION'
  /** Eligibility (#qualification). */
  | 'ELIGIBILITY'
  /** The rewards; the prize table itself is InventionPage.prizes. */
  | 'REWARDS'
  /** The timetable of rounds. */
  | 'SCHEDULE'
  /** How entries are selected and judged. */
  | 'SELECTION'
  /** Summary by group; `group` says which. */
  | 'SUMMARY'
  /** The proposal template; `file` is the download. */
  | 'TEMPLATE';

/** The two application programmes. */
export type Programme =
  /** The youth public-interest incubator. */
  | 'INCUBATOR'
  /** The compassion-technology innovation competition (invention). */
  | 'INVENTION';

export type SessionDeadlineFragment = { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string };

export type TestimonialCardFragment = { id: string | null, programme: Types.Programme | null, quote: string, person: string, role: string, image: string | null };

export type InventionPageQueryVariables = Exact<{ [key: string]: never; }>;


export type InventionPageQuery = { inventionPage: { session: { id: string, programme: Types.Programme, name: string, applyStart: string, applyEnd: string, isOpen: boolean, timeZone: string } | null, sections: Array<{ id: string, anchor: Types.InventionSectionAnchor, group: Types.CompetitionGroup | null, title: string, body: import('@yip/rules').RichDocument, file: string | null }>, prizes: Array<{ id: string, group: Types.CompetitionGroup, rank: number, title: string, amount: number, quota: number, description: string | null }>, faqs: Array<{ id: string, programme: Types.Programme, question: string, answer: string }>, recommendations: Array<{ id: string | null, programme: Types.Programme | null, quote: string, person: string, role: string, image: string | null }>, teams: Array<{ id: string, name: string, school: string, year: number, award: string, summary: string, members: Array<string>, image: string }> } };

export const SessionDeadlineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionDeadline"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<SessionDeadlineFragment, unknown>;
export const TestimonialCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"person"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<TestimonialCardFragment, unknown>;
export const InventionPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventionPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventionPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionDeadline"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"anchor"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"file"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestimonialCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"award"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionDeadline"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"applyStart"}},{"kind":"Field","name":{"kind":"Name","value":"applyEnd"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"person"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<InventionPageQuery, InventionPageQueryVariables>;
export function useInventionPageQuery(options?: useQuery.Options<InventionPageQuery, InventionPageQueryVariables>) {
  return useQuery(InventionPageDocument, options ?? {});
}