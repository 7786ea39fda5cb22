// Rich-text fields (issue 21): a document per language ({ zhTw, en }), checked and normalised here
// whatever the client sent (@yip/rules' rich-text-check.ts). Text kept before rich text (paragraphs
// separated by blank lines) is upgraded when read and when written, never rewritten in place: the
// records, their revisions and the bin all hold it, and each reads the same way (docs/architecture.md).
import { checkRichText, isBlankDocument, paragraphsToDocument, type RichDocument, type RichTextProblem } from '@yip/rules';
import { z } from 'zod';
import type { MessageId } from '../i18n/messages.ts';

export const richTextMessages = {
  element: 'richTextElement',
  link: 'richTextLink',
  image: 'richTextImage',
  imageAlt: 'richTextImageAlt',
  tooLong: 'textTooLong',
} as const satisfies Record<RichTextProblem, MessageId>;

/** The messages a rich-text field's failure carries, so drafts.ts names them rather than "bad input". */
export const richTextMessageIds: ReadonlySet<string> = new Set(Object.values(richTextMessages));

/** Marks a rich pair in the OpenAPI document: a public read answers one language's document for it. */
export const richTextMeta = 'x-rich-text';

/** A stored language of a rich field as a document: a string is the text kept before rich text. */
export const upgradeLanguage = (value: unknown): unknown => (typeof value === 'string' ? paragraphsToDocument(value) : value);

/** One language: a document (or a legacy text) checked within `max` graphemes; `min` 1 when it must say something. */
const richLanguage = (max: number, min: 0 | 1) =>
  z
    .unknown()
    .transform((value, context): RichDocument => {
      if (value === undefined) {
        context.addIssue({ code: 'custom', message: 'badInput' });
        return z.NEVER;
      }
      const checked = checkRichText(upgradeLanguage(value), max);
      if (!checked.ok) {
        context.addIssue({ code: 'custom', message: richTextMessages[checked.problem] });
        return z.NEVER;
      }
      if (min === 1 && isBlankDocument(checked.document)) {
        context.addIssue({ code: 'custom', message: 'badInput' });
        return z.NEVER;
      }
      return checked.document;
    })
    .meta({ description: 'A rich-text document: the allowlisted ProseMirror JSON of docs/rest-contract.md ("Rich text"); a plain string is read as paragraphs separated by blank lines.' });

const richLimits = new Map<z.ZodType, number>();

/** A rich text in both languages, each at most `max` graphemes of text, both required (drafts relax it). */
export function richText(max: number) {
  const schema = z.strictObject({ zhTw: richLanguage(max, 1), en: richLanguage(max, 1) }).meta({ [richTextMeta]: true });
  richLimits.set(schema, max);
  return schema;
}

/** A draft's rich text: a language may be empty. */
export const draftRichText = (max: number) => z.strictObject({ zhTw: richLanguage(max, 0), en: richLanguage(max, 0) }).meta({ [richTextMeta]: true });

/** A rich-text schema's limit in graphemes per language, or undefined for any other schema. */
export const richTextLimit = (schema: z.ZodType): number | undefined => richLimits.get(schema);

/** Whether a stored language of a rich field says nothing (empty text, an empty document, nothing). */
export function isBlankRich(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  const checked = checkRichText(value, Number.POSITIVE_INFINITY);
  return !checked.ok || isBlankDocument(checked.document);
}

/** A record's data with each rich field's legacy texts read as documents (the stored row is left as it is). */
export function upgradeRichFields(fields: readonly string[], data: Record<string, unknown>): Record<string, unknown> {
  const upgraded = { ...data };
  for (const field of fields) {
    const value = upgraded[field];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const pair = value as Record<string, unknown>;
      upgraded[field] = { zhTw: upgradeLanguage(pair.zhTw), en: upgradeLanguage(pair.en) };
    }
  }
  return upgraded;
}
