// `RichText` (schema.graphql): a rich-text document as JSON. Answers are documents the REST read
// already checked against the allowlist (rest/rich-text.ts); inputs need only be JSON objects here,
// because the backend checks and normalises every document it is sent, naming the field it refuses.
import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped, type ValueNode } from 'graphql';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function objectOrRefuse(value: unknown): Record<string, unknown> {
  if (!isObject(value)) throw new GraphQLError('A RichText value is a JSON object: { "type": "doc", "content": [...] }.');
  return value;
}

export const RichTextScalar = new GraphQLScalarType({
  name: 'RichText',
  serialize: objectOrRefuse,
  parseValue: objectOrRefuse,
  parseLiteral: (ast: ValueNode, variables?: Record<string, unknown> | null) => {
    if (ast.kind !== Kind.OBJECT) throw new GraphQLError('A RichText value is a JSON object.', { nodes: ast });
    return valueFromASTUntyped(ast, variables ?? undefined);
  },
});
