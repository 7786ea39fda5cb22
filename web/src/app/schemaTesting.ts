// The schema's deprecations, for the web's unit tests: the web itself uses no deprecated field,
// argument, input field or enum value (docs/schema-policy.md, "Deprecation").
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  concatAST,
  getNullableType,
  isInputObjectType,
  isListType,
  NoDeprecatedCustomRule,
  parse,
  validate,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

const src = fileURLToPath(new URL('..', import.meta.url));
let schema: GraphQLSchema | undefined;
const theSchema = () => (schema ??= buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8')));

/** What every operation file of the web (`web/src/**\/*.graphql`) uses that the schema deprecates. */
export function deprecatedInOperations(): string[] {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql'));
  const documents = concatAST(files.map((file) => parse(readFileSync(`${src}/${file}`, 'utf8'))));
  return validate(theSchema(), documents, [NoDeprecatedCustomRule]).map((error) => error.message);
}

/** The paths of the deprecated input fields a variable's value (an input object of `typeName`) gives. */
export function deprecatedInputFields(typeName: string, value: unknown): string[] {
  const walk = (type: GraphQLInputType, item: unknown, path: string): string[] => {
    const named = getNullableType(type);
    if (isListType(named)) return Array.isArray(item) ? item.flatMap((entry: unknown, index) => walk(named.ofType, entry, `${path}.${index}`)) : [];
    if (!isInputObjectType(named) || typeof item !== 'object' || item === null) return [];
    const fields = named.getFields();
    return Object.entries(item).flatMap(([key, entry]) => {
      const field = fields[key];
      if (!field) return [`${path}.${key} (not in the schema)`];
      return [...(field.deprecationReason ? [`${path}.${key}`] : []), ...walk(field.type, entry, `${path}.${key}`)];
    });
  };
  const type = theSchema().getType(typeName);
  if (!isInputObjectType(type)) throw new Error(`${typeName} is no input type of the schema`);
  return walk(type, value, typeName);
}
