// The two shapes an application's fields take: a draft (incomplete, but each present field valid)
// and the complete application that submit requires.
import { z } from 'zod';
import { ruleMessage } from './messages.ts';

export type Mode = 'draft' | 'complete';

/** An empty form field ('' or null) is an absent one in a draft. */
const absentWhenEmpty = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A field: required when complete; optional (empty allowed) in a draft, but valid when present. */
export function field<T extends z.ZodType>(schema: T, mode: Mode) {
  return mode === 'complete' ? schema : z.preprocess(absentWhenEmpty, schema.optional());
}

/** A list with its bounds: both when complete, only the upper one in a draft. */
export function list<T extends z.ZodType>(item: T, mode: Mode, limits: { min: number; max: number }) {
  const bounded = z.array(item, { error: ruleMessage.required }).max(limits.max, { error: ruleMessage.tooMany });
  return mode === 'complete' ? bounded.min(limits.min, { error: ruleMessage.tooFew }) : bounded.optional();
}

/** `build`'s value, built on the first call and kept. */
export function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}

/**
 * An object whose each property is a getter calling its function: with `once`s, parts built on first
 * read; as a zod shape, fields zod builds on its first parse (and keeps).
 */
export function readThrough<T extends Record<string, () => unknown>>(parts: T): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const object = {} as { [K in keyof T]: ReturnType<T[K]> };
  for (const [key, read] of Object.entries(parts)) Object.defineProperty(object, key, { get: read, enumerable: true });
  return object;
}
