// A record's fields as the schema carries them (a list of typed values named as the family names
// them) ⇄ the editor's form values (one entry per field, as its inputs hold it) ⇄ the save's input.
import { checkRichText } from '@yip/rules';
import { emptyDocument, isBlankDocument, type RichDocument } from '@yip/rules/rich-text';
import type { ContentFieldInput } from '../../../generated/types.ts';
import type { Lang } from '../../../app/paths.ts';
import { isoToTaipeiInput, taipeiInputToIso } from '../common/time.tsx';
import type { StaffContentFamiliesQuery } from './content.generated.ts';

export type FamilySpec = StaffContentFamiliesQuery['staffContentFamilies'][number];
export type FieldSpec = FamilySpec['fields'][number];

export interface Localised {
  zhTw: string;
  en: string;
}

/** A rich text's two documents. */
export interface LocalisedRich {
  zhTw: RichDocument;
  en: RichDocument;
}

/** What a field holds, in the member its kind uses: a stored value, a revision's and an input alike. */
export interface FieldData {
  localised?: Localised | null;
  localisedList?: readonly Localised[] | null;
  richText?: LocalisedRich | null;
  text?: string | null;
  texts?: readonly string[] | null;
  number?: number | null;
  numbers?: readonly number[] | null;
  flag?: boolean | null;
}

export type NamedData = FieldData & { name: string };

/** A field as its inputs hold it: texts as typed, a date-time as Taipei wall time, a number as typed. */
export type FormValue = string | boolean | Localised | LocalisedRich | Localised[] | Array<{ path: string }> | string[];
export type ContentFormValues = Record<string, FormValue>;

/** A new record's value: a required list starts with one empty row to fill in. */
export function emptyValue(spec: FieldSpec): FormValue {
  switch (spec.kind) {
    case 'LOCALISED':
      return { zhTw: '', en: '' };
    case 'LOCALISED_LIST':
      return spec.required ? [{ zhTw: '', en: '' }] : [];
    case 'RICH_TEXT':
      return { zhTw: emptyDocument(), en: emptyDocument() };
    case 'PATH_LIST':
      return spec.required ? [{ path: '' }] : [];
    case 'ID_LIST':
      return [];
    case 'FLAG':
      return false;
    default:
      return '';
  }
}

/** A stored value as the form edits it (absent → the empty value). */
export function toFormValue(spec: FieldSpec, data: FieldData | undefined): FormValue {
  if (!data) return emptyValue(spec);
  switch (spec.kind) {
    case 'LOCALISED':
      return { zhTw: data.localised?.zhTw ?? '', en: data.localised?.en ?? '' };
    case 'LOCALISED_LIST':
      return (data.localisedList ?? []).map((item) => ({ zhTw: item.zhTw, en: item.en }));
    case 'RICH_TEXT':
      return { zhTw: data.richText?.zhTw ?? emptyDocument(), en: data.richText?.en ?? emptyDocument() };
    case 'PATH_LIST':
      return (data.texts ?? []).map((path) => ({ path }));
    case 'ID_LIST':
      return (data.numbers ?? []).map(String);
    case 'FLAG':
      return data.flag ?? false;
    case 'NUMBER':
      return data.number === null || data.number === undefined ? '' : String(data.number);
    case 'DATE_TIME':
      return data.text ? isoToTaipeiInput(data.text) : '';
    default:
      return data.text ?? '';
  }
}

/** One field's data among a record's, a revision's or a form's, by its name. */
export const fieldNamed = <T extends NamedData>(fields: readonly T[], name: string): T | undefined => fields.find((field) => field.name === name);

/** A record's (or a revision's) fields as the form's values, every field of the family present. */
export function formValues(specs: readonly FieldSpec[], fields: readonly NamedData[]): ContentFormValues {
  return Object.fromEntries(specs.map((spec) => [spec.name, toFormValue(spec, fieldNamed(fields, spec.name))]));
}

export const emptyForm = (specs: readonly FieldSpec[]): ContentFormValues => formValues(specs, []);

const trimmed = (value: Localised): Localised => ({ zhTw: value.zhTw.trim(), en: value.en.trim() });
const isBlank = (value: Localised) => value.zhTw.trim() === '' && value.en.trim() === '';

/**
 * A form value as the field's data, or null when the field is left out (an empty optional text, an
 * empty list). Texts are trimmed; empty rows of a list are dropped.
 */
export function toFieldData(spec: FieldSpec, value: FormValue | undefined): FieldData | null {
  switch (spec.kind) {
    case 'LOCALISED': {
      const text = (value ?? { zhTw: '', en: '' }) as Localised;
      return isBlank(text) && !spec.required ? null : { localised: trimmed(text) };
    }
    case 'LOCALISED_LIST': {
      const items = ((value ?? []) as Localised[]).filter((item) => !isBlank(item)).map(trimmed);
      return items.length === 0 && !spec.required ? null : { localisedList: items };
    }
    case 'RICH_TEXT': {
      const documents = (value ?? { zhTw: emptyDocument(), en: emptyDocument() }) as LocalisedRich;
      const both = { zhTw: normalisedDocument(documents.zhTw), en: normalisedDocument(documents.en) };
      return isBlankDocument(both.zhTw) && isBlankDocument(both.en) && !spec.required ? null : { richText: both };
    }
    case 'PATH_LIST': {
      const texts = ((value ?? []) as Array<{ path: string }>).map((row) => row.path.trim()).filter(Boolean);
      return texts.length === 0 && !spec.required ? null : { texts };
    }
    case 'ID_LIST': {
      const numbers = ((value ?? []) as string[]).map(Number).filter((id) => Number.isInteger(id) && id > 0);
      return numbers.length === 0 && !spec.required ? null : { numbers };
    }
    case 'FLAG':
      return { flag: value === true };
    case 'NUMBER': {
      const typed = String(value ?? '').trim();
      return typed === '' ? null : { number: Number(typed) };
    }
    case 'DATE_TIME': {
      const typed = String(value ?? '').trim();
      return typed === '' ? null : { text: taipeiInputToIso(typed) ?? typed };
    }
    default: {
      const typed = String(value ?? '').trim();
      return typed === '' ? null : { text: typed };
    }
  }
}

/**
 * A document as the server will keep it (the editor's empty attributes and paragraphs dropped), so
 * an untouched text compares equal to the stored one; one the server would refuse goes as it is,
 * for the server to say why.
 */
function normalisedDocument(document: RichDocument): RichDocument {
  const checked = checkRichText(document, Number.POSITIVE_INFINITY);
  return checked.ok ? checked.document : document;
}

/** The save's fields: every field the form holds a value for, in the family's order. */
export function fieldInputs(specs: readonly FieldSpec[], values: ContentFormValues): ContentFieldInput[] {
  return specs.flatMap((spec) => {
    const data = toFieldData(spec, values[spec.name]);
    return data ? [{ name: spec.name, ...data } as ContentFieldInput] : [];
  });
}

/** A stored field's data, read back through the form, so two values that save alike compare alike. */
export const normalised = (spec: FieldSpec, data: FieldData | undefined): FieldData | null => toFieldData(spec, toFormValue(spec, data));

export const sameData = (spec: FieldSpec, a: FieldData | undefined, b: FieldData | undefined): boolean =>
  JSON.stringify(normalised(spec, a)) === JSON.stringify(normalised(spec, b));

/** The names of the fields whose values differ between two sets of fields, in the family's order. */
export function changedFields(specs: readonly FieldSpec[], a: readonly NamedData[], b: readonly NamedData[]): string[] {
  return specs.filter((spec) => !sameData(spec, fieldNamed(a, spec.name), fieldNamed(b, spec.name))).map((spec) => spec.name);
}

/** The form's values as named data (what they would save as), to show or compare with stored ones. */
export function formData(specs: readonly FieldSpec[], values: ContentFormValues): NamedData[] {
  return fieldInputs(specs, values) as NamedData[];
}

/**
 * How a record is named in lists: its title field in the officer's language, else in the other;
 * null when it has none yet (the list then says "untitled").
 */
export function recordTitle(family: FamilySpec, fields: readonly NamedData[], lang: Lang): string | null {
  const data = fieldNamed(fields, family.titleField);
  if (!data) return null;
  if (data.localised) {
    const [first, second] = lang === 'en' ? [data.localised.en, data.localised.zhTw] : [data.localised.zhTw, data.localised.en];
    return first.trim() || second.trim() || null;
  }
  return data.text?.trim() || (data.number !== null && data.number !== undefined ? String(data.number) : null);
}

/** The image that stands for a record in lists, when its family has one. */
export function thumbnailOf(family: FamilySpec, fields: readonly NamedData[]): string | null {
  if (!family.thumbnailField) return null;
  const data = fieldNamed(fields, family.thumbnailField);
  return data?.text ?? data?.texts?.[0] ?? null;
}
