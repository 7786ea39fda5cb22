import type { z } from 'zod';
import { badInput } from '../errors.ts';
import { isMessageId } from '../i18n/messages.ts';

/**
 * Parses a body with a shared rules schema (strict: unknown fields are refused). A rule failure is
 * a 400 whose message is the rule's, in the request language, followed by the field's name.
 */
export function parseInput<S extends z.ZodObject>(schema: S, body: unknown): z.output<S> {
  const result = schema.strict().safeParse(body ?? {});
  if (result.success) return result.data as z.output<S>;
  const unknownKeys = result.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []));
  if (unknownKeys.length > 0) throw badInput('unknownField', unknownKeys.join(', '));
  const [issue] = result.error.issues;
  const field = issue?.path.join('.') || undefined;
  throw badInput(issue && isMessageId(issue.message) ? issue.message : 'badInput', field);
}
