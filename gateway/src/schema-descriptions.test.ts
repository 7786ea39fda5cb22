import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from './schema.ts';

const described = (description: string | null | undefined) => (description ?? '').trim() !== '';

/**
 * Every type of the schema and every field or input field that has no description, e.g.
 * `Article` or `Article.title`. Built-in scalars and introspection types are not the schema's own.
 */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    if (!described(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (!isEnumType(type) && !isUnionType(type) && !isScalarType(type)) {
      throw new Error(`unexpected kind of type: ${String(type)}`);
    }
  }
  return missing;
}

describe('schema.graphql descriptions', () => {
  it('describes every type and every field and input field, so Apollo Sandbox explains the contract', () => {
    expect(undescribed(buildSchema(loadTypeDefs()))).toEqual([]);
  });

  it('names what lacks a description, fields added by an extension included', () => {
    const schema = buildSchema(`
      "Entry points."
      type Query { "Described." a: Thing }
      extend type Query { b: Int }
      type Thing { "Described." id: ID! name: String! }
      input Filter { "Described." q: String, limit: Int }
      "Kinds."
      enum Kind { A B }
      interface Node { id: ID! }
    `);
    expect(undescribed(schema)).toEqual(['Query.b', 'Thing', 'Thing.name', 'Filter', 'Filter.limit', 'Node', 'Node.id']);
  });
});
