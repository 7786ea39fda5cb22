import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { isMessageId, translate, type Language } from '../i18n.ts';

/**
 * Checks arguments with a shared rules schema before anything goes upstream. The first failure is
 * BAD_USER_INPUT with `extensions.field` (the input field's path) and the rule's message in the
 * request language, so a form can put it under the field.
 */
export function validateInput<S extends z.ZodType>(schema: S, value: unknown, lang: Language): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const message = issue && isMessageId(issue.message) ? translate(lang, issue.message) : translate(lang, 'badInput');
  throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field: issue?.path.join('.') ?? '' } });
}
