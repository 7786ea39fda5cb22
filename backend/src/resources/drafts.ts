// Unpublished content may be saved with a localised field empty in one language (issue 21): an
// officer writes the Chinese first and the English later. Publishing needs both, and a published
// record stays complete: those writes are parsed with the family's own strict schema.
import { z } from 'zod';
import { ApiError, type FieldError } from '../errors.ts';
import type { MessageId } from '../i18n/messages.ts';
import { draftLocalised, localisedLimit, tooLong, type Family, type FamilyName } from './families.ts';
import { draftRichText, isBlankRich, richTextLimit, richTextMessageIds } from './rich-text.ts';

export const languages = ['zhTw', 'en'] as const;

/** A localised field left empty in one language. */
export interface MissingTranslation {
  field: string;
  language: (typeof languages)[number];
}

/** The same schema with every localised text (alone, optional or in a list) allowed an empty language. */
function relaxed(schema: z.ZodType): z.ZodType {
  const max = localisedLimit(schema);
  if (max !== undefined) return draftLocalised(max);
  const richMax = richTextLimit(schema);
  if (richMax !== undefined) return draftRichText(richMax);
  if (schema instanceof z.ZodOptional) {
    const inner = relaxed(schema.unwrap() as z.ZodType);
    return inner === schema.unwrap() ? schema : inner.optional();
  }
  if (schema instanceof z.ZodArray) {
    const element = relaxed(schema.element as z.ZodType);
    // A clone keeps the list's own checks (at least one member, at most ten).
    return element === schema.element ? schema : schema.clone({ ...schema._zod.def, element } as typeof schema._zod.def);
  }
  return schema;
}

const draftSchemas = new Map<FamilyName, z.ZodObject>();

/** The family's schema for unpublished records: strict as ever, its refinements kept, languages optional. */
export function draftSchema(family: Family): z.ZodObject {
  let schema = draftSchemas.get(family.name);
  if (!schema) {
    const shape = Object.fromEntries(Object.entries(family.schema.shape).map(([field, fieldSchema]) => [field, relaxed(fieldSchema as z.ZodType)]));
    schema = family.schema.clone({ ...family.schema._zod.def, shape } as typeof family.schema._zod.def);
    draftSchemas.set(family.name, schema);
  }
  return schema;
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Every localised field (or list of them) with a language empty, each field and language once. */
export function missingTranslations(family: Family, data: Record<string, unknown>): MissingTranslation[] {
  const missing: MissingTranslation[] = [];
  for (const field of family.localised) {
    const value = data[field];
    if (value === undefined) continue;
    const texts = (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
    const blank = family.rich.includes(field) ? isBlankRich : isBlank;
    for (const language of languages) {
      if (texts.some((text) => blank(text?.[language]))) missing.push({ field, language });
    }
  }
  return missing;
}

/** 400 INCOMPLETE_TRANSLATION naming each field and language (`title.en`), or nothing when complete. */
export function assertComplete(family: Family, data: Record<string, unknown>): void {
  const missing = missingTranslations(family, data);
  if (missing.length === 0) return;
  const fields: FieldError[] = missing.map(({ field, language }) => ({ path: `${field}.${language}`, messageId: 'incompleteTranslation' }));
  throw new ApiError(400, 'BAD_USER_INPUT', 'incompleteTranslation', fields.map((field) => field.path).join(', '), fields, 'INCOMPLETE_TRANSLATION');
}

/**
 * A write's fields as stored: a content record that stays unpublished may leave a language empty;
 * one that is or becomes published must be complete (INCOMPLETE_TRANSLATION) and pass the strict schema.
 */
export function parseFields(family: Family, fields: Record<string, unknown>, published: boolean): Record<string, unknown> {
  if (!family.content) return family.schema.parse(fields);
  const draft = withFields(draftSchema(family), fields);
  if (!published) return draft;
  assertComplete(family, draft);
  return withFields(family.schema, fields);
}

/** A content write's failures name each field (`title.en`), so the studio can mark it. */
function withFields(schema: z.ZodObject, fields: Record<string, unknown>): Record<string, unknown> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const failures = parsed.error.issues.flatMap((issue): FieldError[] =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: key, messageId: 'unknownField' }))
      : [{ path: issue.path.join('.'), messageId: issue.message === tooLong ? 'textTooLong' : richTextMessageIds.has(issue.message) ? (issue.message as MessageId) : 'badInput' }],
  );
  throw new ApiError(400, 'BAD_USER_INPUT', failures[0]?.messageId ?? 'badInput', failures.map((failure) => failure.path).join(', '), failures);
}
