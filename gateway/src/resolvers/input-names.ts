// The application inputs' GraphQL names beside the REST names they replaced (docs/schema-policy.md,
// "Deprecation"). Each renamed input field keeps its REST name as a deprecated input field, and the
// shared rules (and the backend) name the field by that REST name: so one table per programme
// (@yip/rules `competitionRenamedFields`, `incubatorRenamedFields`) says both how a save's input is
// read and how a rule's path is told back to the client.
import { renamedPath, type RenamedField } from '@yip/rules';
import { GraphQLError } from 'graphql';
import { fieldError } from '../graphql/validate-input.ts';
import { translate, type Language } from '../i18n.ts';
import type { FieldError } from '../rest/errors.ts';

/** Where a client wrote a deprecated name, as rules paths (`team.members.1.pdfFile`): its errors name those spots so. */
export type DeprecatedSpots = ReadonlySet<string>;

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal as input values: lists and input objects by content, anything else (an upload's promise) by identity. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  const plain = (value: unknown): value is Plain => isPlain(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value));
  if (plain(a) && plain(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return a === b;
}

/**
 * The input under GraphQL's names alone: a deprecated name's value moves to its GraphQL name. Both
 * given with different values is BAD_USER_INPUT on the GraphQL name; the same value twice is one.
 * The input is not changed (a copy is made along each renamed field's way).
 */
export function withGraphQLNames<Input>(renamed: readonly RenamedField[], input: Input, lang: Language): { input: Input; spots: DeprecatedSpots } {
  const spots = new Set<string>();
  const rename = (value: unknown, way: string[], field: RenamedField, path: string[]): unknown => {
    if (way.length === 0) {
      if (!isPlain(value) || value[field.rules] === undefined) return value;
      const { [field.rules]: old, ...rest } = value;
      if (rest[field.graphql] === undefined) {
        spots.add([...path, field.rules].join('.'));
        return { ...rest, [field.graphql]: old };
      }
      if (!sameValue(rest[field.graphql], old)) {
        throw fieldError(lang, { path: [...path, field.graphql].join('.'), message: translate(lang, 'namedTwice') });
      }
      return rest;
    }
    const [head = '', ...tail] = way;
    if (head === '*') return Array.isArray(value) ? value.map((item: unknown, index) => rename(item, tail, field, [...path, String(index)])) : value;
    return isPlain(value) && value[head] !== undefined ? { ...value, [head]: rename(value[head], tail, field, [...path, head]) } : value;
  };
  const named = renamed.reduce<unknown>((value, field) => rename(value, field.at.split('.'), field, []), input);
  return { input: named as Input, spots };
}

/** A rules path told in the client's words: each renamed field by its GraphQL name, or by the deprecated name where the client wrote that. */
export const clientPath = (renamed: readonly RenamedField[], spots: DeprecatedSpots, path: string): string =>
  renamedPath(renamed, path, 'graphql', (spot) => spots.has(spot));

/** The error with each field's path (and the deprecated `extensions.field`) in the client's words; any other error as it is. */
export function inClientWords(renamed: readonly RenamedField[], spots: DeprecatedSpots, error: unknown): unknown {
  if (!(error instanceof GraphQLError) || !Array.isArray(error.extensions.fields)) return error;
  error.extensions.fields = (error.extensions.fields as FieldError[]).map((field) => ({ ...field, path: clientPath(renamed, spots, field.path) }));
  if (typeof error.extensions.field === 'string') error.extensions.field = clientPath(renamed, spots, error.extensions.field);
  return error;
}
