// schema.graphql's root fields by who may call them, each as the smallest operation the schema
// accepts: the role directive's unit test (over a stand-in backend) and the integration test of roles
// (over the real one) walk the same list, so neither can leave a field out.
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { rootFieldAccess, type Access } from '../graphql/auth-directive.ts';
import { loadTypeDefs } from '../schema.ts';

export const schema = buildSchema(loadTypeDefs());
/** Built at module load: one unmarked root field fails every file that imports this. */
export const access = rootFieldAccess(schema);

export type RootType = 'Query' | 'Mutation';
export interface RootField {
  type: RootType;
  field: GraphQLField<unknown, unknown>;
}

export const rootFields: RootField[] = (['Query', 'Mutation'] as const).flatMap((type) =>
  Object.values((type === 'Query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {}).map((field) => ({ type, field })),
);
const fieldsOf = (wanted: (one: Access) => boolean) => rootFields.filter(({ type, field }) => wanted(access.get(`${type}.${field.name}`)!));
export const memberFields = fieldsOf((one) => 'role' in one && one.role === 'user');
export const managerFields = fieldsOf((one) => 'role' in one && one.role === 'manager');
export const publicFields = fieldsOf((one) => 'public' in one);

/** A value of an input type the schema accepts: only what is required, the first value of an enum. */
function sample(type: GraphQLInputType, files: string[], path: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, files, path);
  if (isListType(type)) return [sample(type.ofType, files, `${path}.0`)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return Object.fromEntries(required.map((field) => [field.name, sample(field.type, files, `${path}.${field.name}`)]));
  }
  if (type.name === 'Upload') {
    files.push(path);
    return null;
  }
  return { Int: 1, Float: 1, Boolean: true, ID: '1', DateTime: '2026-01-01T00:00:00.000Z' }[type.name] ?? 'x';
}

/**
 * The field alone in an operation, its required arguments as variables; `files` are the variable
 * paths a multipart request must fill with an upload.
 */
export function operationFor({ type, field }: RootField): { query: string; variables: Record<string, unknown>; files: string[] } {
  const required = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const files: string[] = [];
  const variables = Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type, files, `variables.${arg.name}`)]));
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${type === 'Query' ? 'query' : 'mutation'}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  return { query, variables, files };
}
