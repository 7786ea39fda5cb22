// Object identity (docs/schema-policy.md "Identity"): a type read from one backend list is keyed by
// its type and id; a type read from several lists, each numbering its own ids, by the field that
// names the list as well, or two records of one id would be one cache entry. A new type with an id,
// or a new content family placed in an existing type, fails here until its identity is decided.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isObjectType,
  Kind,
  parse,
  Source,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type FragmentDefinitionNode,
  type GraphQLEnumType,
  type GraphQLObjectType,
  type SelectionSetNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache } from './apollo.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const schema = buildSchema(readFileSync(join(repoRoot, 'schema.graphql'), 'utf8'));
const contentFamilies = (schema.getType('ContentFamily') as GraphQLEnumType).getValues().map((value) => value.name);

/**
 * Where the gateway reads each object type with an `id` (ContentFamily's names for the content
 * families), and for a type read from several lists the field that says which.
 */
const identities: Record<string, { from: readonly string[]; by?: string }> = {
  HomeBanner: { from: ['HOME_BANNER'] },
  HomeRecommend: { from: ['HOME_RECOMMEND'] },
  SiteSettingRevision: { from: ['setting revisions'] },
  Article: { from: ['ARTICLE'] },
  ArticleTag: { from: ['ARTICLE_TAG'] },
  Member: { from: ['accounts'] },
  ProgrammeSession: { from: ['invention/session', 'incubator/session'], by: 'programme' },
  // And the home page's, from a setting, without an id.
  Testimonial: { from: ['INVENTION_RECOMMEND', 'INCUBATOR_RECOMMEND'], by: 'programme' },
  SectionBanner: { from: ['EDUCATION_BANNER', 'BOOK_BANNER', 'ARTICLE_BANNER'], by: 'section' },
  EducationEvent: { from: ['EDUCATION_THINK', 'EDUCATION_WALK'], by: 'kind' },
  EducationHistoryEntry: { from: ['EDUCATION_HISTORY'] },
  StudyReport: { from: ['BOOK_SORI', 'BOOK_REPORT'], by: 'kind' },
  StudyHistoryEntry: { from: ['BOOK_HISTORY'] },
  InventionSection: { from: ['INVENTION_CONTENT'] },
  Prize: { from: ['INVENTION_PRIZE'] },
  Faq: { from: ['INVENTION_QA', 'INCUBATOR_QA'], by: 'programme' },
  InventionTeam: { from: ['INVENTION_TEAM'] },
  IncubatorSection: { from: ['INCUBATOR_CONTENT'] },
  Mentor: { from: ['INCUBATOR_TEACHER'] },
  IncubatorTeam: { from: ['INCUBATOR_TEAM'] },
  InventionApplication: { from: ['invention/apply'] },
  IncubatorApplication: { from: ['incubator/apply'] },
  StaffAccount: { from: ['managers'] },
  StaffManager: { from: ['managers'] },
  StaffMember: { from: ['accounts'] },
  StaffAuditEntry: { from: ['audit log'] },
  StaffSession: { from: ['invention/session', 'incubator/session'], by: 'programme' },
  StaffApplicationRow: { from: ['invention/apply', 'incubator/apply'], by: 'programme' },
  ContentRecord: { from: contentFamilies, by: 'family' },
};

const typesWithId = Object.values(schema.getTypeMap())
  .filter((type) => isObjectType(type) && !type.name.startsWith('__') && 'id' in type.getFields())
  .map((type) => type.name);

describe('object identity', () => {
  it('is decided for every object type with an id, and every content family is read as one public type', () => {
    expect(Object.keys(identities).sort()).toEqual(typesWithId.sort());
    for (const family of contentFamilies) {
      const types = Object.entries(identities).filter(([type, { from }]) => type !== 'ContentRecord' && from.includes(family));
      expect([family, types.length]).toEqual([family, 1]);
    }
  });

  it("is the list's field and the id for a type read from several lists, each numbering its own ids", () => {
    const cache = createCache();
    for (const [type, { from, by }] of Object.entries(identities)) {
      const one = { __typename: type, id: '1' };
      if (from.length === 1) {
        expect(cache.identify(one)).toBe(`${type}:1`);
        continue;
      }
      const field = by ? (schema.getType(type) as GraphQLObjectType).getFields()[by] : undefined;
      const lists = field && getNamedType(field.type);
      expect(isEnumType(lists), `${type}.${by} names its list with an enum`).toBe(true);
      const [a, b] = isEnumType(lists) ? lists.getValues().map((value) => value.name) : [];
      const keys = [a, b].map((value) => cache.identify({ ...one, [by!]: value }));
      expect(keys[0], `${type} is keyed by ${by} and id`).toBeDefined();
      expect(keys[0]).not.toBe(keys[1]);
    }
  });

  it("is selected by every web operation that reads such a type (Apollo refuses to write an object without its key fields)", () => {
    const webSrc = fileURLToPath(new URL('../', import.meta.url));
    const documents = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => parse(new Source(readFileSync(join(webSrc, file), 'utf8'), file)));
    const fragments = new Map(
      documents.flatMap((document) => document.definitions).filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
    );
    const fieldsOf = (set: SelectionSetNode): string[] =>
      set.selections.flatMap((selection) => {
        if (selection.kind === Kind.FIELD) return [selection.name.value];
        if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet);
        const fragment = fragments.get(selection.name.value);
        return fragment ? fieldsOf(fragment.selectionSet) : [];
      });
    const missing: string[] = [];
    for (const document of documents) {
      const typeInfo = new TypeInfo(schema);
      visit(
        document,
        visitWithTypeInfo(typeInfo, {
          SelectionSet(set, _key, parent) {
            // A fragment's own fields are checked where it is spread, beside the fields around it.
            if (parent && 'kind' in parent && parent.kind === Kind.FRAGMENT_DEFINITION) return;
            const type = typeInfo.getParentType()?.name;
            const by = type ? identities[type]?.by : undefined;
            if (!type || !by) return;
            const selected = fieldsOf(set);
            for (const key of [by, 'id']) if (!selected.includes(key)) missing.push(`${set.loc?.source.name}:${set.loc?.startToken.line}: ${type} without ${key}`);
          },
        }),
      );
    }
    expect(missing).toEqual([]);
  });
});
