// The application inputs' GraphQL names beside the REST names they replaced (docs/schema-policy.md,
// "Deprecation"). Each renamed input field keeps its REST name as a deprecated input field, and the
// shared rules (and the backend) name the field by that REST name: so one table per programme says
// both how a save's input is read and how a rule's path is told back to the client.
import { GraphQLError } from 'graphql';
import { translate, type Language } from '../i18n.ts';
import { fieldError } from '../graphql/validate-input.ts';
import type { FieldError } from '../rest/errors.ts';

/** One renamed input field: where it sits (`team.members.*`, `*` an index), its GraphQL name and its deprecated REST name. */
export interface RenamedField {
  at: string;
  name: string;
  deprecated: string;
}

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
      if (!isPlain(value) || value[field.deprecated] === undefined) return value;
      const { [field.deprecated]: old, ...rest } = value;
      const spot = [...path, field.deprecated].join('.');
      if (rest[field.name] === undefined) {
        spots.add(spot);
        return { ...rest, [field.name]: old };
      }
      if (!sameValue(rest[field.name], old)) {
        throw fieldError(lang, { path: [...path, field.name].join('.'), message: translate(lang, 'namedTwice') });
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
export function clientPath(renamed: readonly RenamedField[], spots: DeprecatedSpots, path: string): string {
  const segments = path.split('.');
  const matches = (at: string, end: number) => {
    const way = at.split('.');
    return way.length === end && way.every((part, index) => part === segments[index] || (part === '*' && /^\d+$/.test(segments[index] ?? '')));
  };
  return segments
    .map((segment, index) => {
      const field = renamed.find((candidate) => candidate.deprecated === segment && matches(candidate.at, index));
      return field && !spots.has(segments.slice(0, index + 1).join('.')) ? field.name : segment;
    })
    .join('.');
}

/** The error with each field's path (and the deprecated `extensions.field`) in the client's words; any other error as it is. */
export function inClientWords(renamed: readonly RenamedField[], spots: DeprecatedSpots, error: unknown): unknown {
  if (!(error instanceof GraphQLError) || !Array.isArray(error.extensions.fields)) return error;
  error.extensions.fields = (error.extensions.fields as FieldError[]).map((field) => ({ ...field, path: clientPath(renamed, spots, field.path) }));
  if (typeof error.extensions.field === 'string') error.extensions.field = clientPath(renamed, spots, error.extensions.field);
  return error;
}
