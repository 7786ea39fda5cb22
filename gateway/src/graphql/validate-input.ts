import type { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { isMessageId, translate, type Language } from '../i18n.ts';
import { gatewayError, type FieldError } from '../rest/errors.ts';

/** Every rule an input breaks, as `{ path, message }` in the request language; a field's same message once. */
export function fieldErrors(error: z.ZodError, lang: Language): FieldError[] {
  const fields = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: isMessageId(issue.message) ? translate(lang, issue.message) : translate(lang, 'badInput'),
  }));
  return fields.filter((field, index) => fields.findIndex((other) => other.path === field.path && other.message === field.message) === index);
}

/**
 * BAD_USER_INPUT naming the fields a form should mark, with the first one's message: the schema's
 * one shape, `extensions.fields`. `extensions.field` (the first path alone) is the deprecated
 * earlier shape, kept until two releases after release 2 (docs/schema-policy.md).
 */
export function fieldError(lang: Language, ...fields: [FieldError, ...FieldError[]]): GraphQLError {
  const error = gatewayError('BAD_USER_INPUT', lang, fields[0].message, fields);
  error.extensions.field = fields[0].path;
  return error;
}

/**
 * Checks arguments with a shared rules schema before anything goes upstream. A failure is
 * BAD_USER_INPUT with every broken rule in `extensions.fields`, in the request language, so a form
 * can put each message under its field.
 */
export function validateInput<S extends z.ZodType>(schema: S, value: unknown, lang: Language): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [first = { path: '', message: translate(lang, 'badInput') }, ...rest] = fieldErrors(result.error, lang);
  throw fieldError(lang, first, ...rest);
}
