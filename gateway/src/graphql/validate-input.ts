import type { z } from 'zod';
import { isMessageId, translate, type Language } from '../i18n.ts';
import { gatewayError, type FieldError } from '../rest/errors.ts';

/** Every rule an input breaks, as `{ path, message }` in the request language. */
export function fieldErrors(error: z.ZodError, lang: Language): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: isMessageId(issue.message) ? translate(lang, issue.message) : translate(lang, 'badInput'),
  }));
}

/**
 * Checks arguments with a shared rules schema before anything goes upstream. A failure is
 * BAD_USER_INPUT with the first rule's message, `extensions.field` (its input path) and
 * `extensions.fields` (every broken rule), in the request language, so a form can put each
 * message under its field.
 */
export function validateInput<S extends z.ZodType>(schema: S, value: unknown, lang: Language): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error, lang);
  const error = gatewayError('BAD_USER_INPUT', lang, fields[0]?.message, fields);
  error.extensions.field = fields[0]?.path ?? '';
  throw error;
}
