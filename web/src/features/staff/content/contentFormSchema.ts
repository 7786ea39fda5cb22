// The editor's rules, made from the family's field specs: lengths counted as the rules count them
// (graphemes: an emoji or a combined character is one), required fields, numbers, dates and
// choices. The server checks them again; these only say so before the save.
import { characterCount, ruleMessage } from '@yip/rules';
import { isBlankDocument, type RichDocument } from '@yip/rules/rich-text';
import { z } from 'zod';
import { taipeiInputToIso } from '../common/time.tsx';
import type { ContentFormValues, FieldSpec } from './fieldValues.ts';

export const contentErrors = {
  number: 'staff.content.error.number',
  bothLanguages: 'staff.content.error.bothLanguages',
} as const;

const withinLimit = (max: number | null | undefined) => (value: string) => max === null || max === undefined || characterCount(value) <= max;

/** A text whose length the family limits. */
const limitedText = (spec: FieldSpec) => z.string().refine(withinLimit(spec.maxLength), { message: ruleMessage.tooLong });

/**
 * Both languages of a field. While the record is unpublished one may be empty; a published record
 * (and so a save of one) needs both once either is filled, or both when the field is required.
 */
function bothLanguages<T>(spec: FieldSpec, published: () => boolean, filled: (value: T) => boolean) {
  return (value: { zhTw: T; en: T }, context: z.RefinementCtx) => {
    const zhTw = filled(value.zhTw);
    const en = filled(value.en);
    if (!zhTw && !en) {
      if (spec.required) context.addIssue({ code: 'custom', path: ['zhTw'], message: ruleMessage.required });
      return;
    }
    if (!published()) return;
    if (!zhTw) context.addIssue({ code: 'custom', path: ['zhTw'], message: contentErrors.bothLanguages });
    if (!en) context.addIssue({ code: 'custom', path: ['en'], message: contentErrors.bothLanguages });
  };
}

const localised = (spec: FieldSpec, published: () => boolean) =>
  z.object({ zhTw: limitedText(spec), en: limitedText(spec) }).superRefine(bothLanguages(spec, published, (text: string) => text.trim() !== ''));

/** A rich text's two documents, by the same rule; the server checks what they hold. */
const richDocument = z.custom<RichDocument>((value) => typeof value === 'object' && value !== null);
const rich = (spec: FieldSpec, published: () => boolean) =>
  z.object({ zhTw: richDocument, en: richDocument }).superRefine(bothLanguages(spec, published, (value: RichDocument) => !isBlankDocument(value)));

/** A one-value text: required or not, and what it must look like when given. */
function scalar(spec: FieldSpec, valid: (value: string) => boolean, message: string) {
  return limitedText(spec).superRefine((value, context) => {
    const typed = value.trim();
    if (typed === '') {
      if (spec.required) context.addIssue({ code: 'custom', message: ruleMessage.required });
    } else if (!valid(typed)) context.addIssue({ code: 'custom', message });
  });
}

const always = () => true;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

function fieldSchema(spec: FieldSpec, published: () => boolean): z.ZodType {
  const atLeastOne = spec.required ? 1 : 0;
  switch (spec.kind) {
    case 'LOCALISED':
      return localised(spec, published);
    case 'LOCALISED_LIST':
      return z.array(localised({ ...spec, required: false }, published)).min(atLeastOne, { message: ruleMessage.tooFew });
    case 'RICH_TEXT':
      return rich(spec, published);
    case 'PATH_LIST':
      return z.array(z.object({ path: limitedText(spec) })).min(atLeastOne, { message: ruleMessage.tooFew });
    case 'ID_LIST':
      return z.array(z.string()).min(atLeastOne, { message: ruleMessage.required });
    case 'FLAG':
      return z.boolean();
    case 'NUMBER':
      return scalar(spec, (value) => /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value)), contentErrors.number);
    case 'DATE':
      return scalar(spec, isDate, ruleMessage.date);
    case 'DATE_TIME':
      return scalar(spec, (value) => taipeiInputToIso(value) !== null, ruleMessage.date);
    case 'CHOICE':
      return scalar(spec, (value) => (spec.choices ?? []).includes(value), ruleMessage.option);
    default:
      return scalar(spec, always, ruleMessage.required);
  }
}

/**
 * The rules of one family's form. While the record is published (asked at each check: publishing
 * does not remake the form) every filled text needs both languages.
 */
export function contentFormSchema(specs: readonly FieldSpec[], published: () => boolean): z.ZodType<ContentFormValues, ContentFormValues> {
  return z.object(Object.fromEntries(specs.map((spec) => [spec.name, fieldSchema(spec, published)]))) as unknown as z.ZodType<
    ContentFormValues,
    ContentFormValues
  >;
}
