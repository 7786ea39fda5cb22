// Fixtures of the content pages' unit tests: field specs and records as the gateway answers them.
import type { ContentFamily, ContentFieldKind } from '../../../generated/types.ts';
import type { StaffContentRecordFieldsFragment } from './content.generated.ts';
import type { FamilySpec, FieldSpec, NamedData } from './fieldValues.ts';

/** A field spec with the schema's defaults: optional, unlimited, one line, not an image. */
export const fieldSpec = (name: string, kind: ContentFieldKind, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  required: false,
  maxLength: null,
  choices: null,
  multiline: false,
  image: false,
  refers: null,
  ...extra,
});

/** The competition's FAQ as the gateway describes it. */
export const faqFamily: FamilySpec = {
  family: 'INVENTION_QA',
  titleField: 'question',
  thumbnailField: null,
  fields: [
    fieldSpec('question', 'LOCALISED', { required: true, maxLength: 120 }),
    fieldSpec('answer', 'LOCALISED', { required: true, maxLength: 2000, multiline: true }),
  ],
};

/** The home page's banner slides: a limited title and images. */
export const bannerFamily: FamilySpec = {
  family: 'HOME_BANNER',
  titleField: 'title',
  thumbnailField: 'imageDes',
  fields: [
    fieldSpec('title', 'LOCALISED', { required: true, maxLength: 30 }),
    fieldSpec('imageDes', 'PATH', { required: true, image: true }),
    fieldSpec('imageMob', 'PATH', { required: true, image: true }),
    fieldSpec('link', 'PATH'),
    fieldSpec('alt', 'LOCALISED', { required: true, maxLength: 120 }),
  ],
};

/** A record of `family` with its fields, version 3, unpublished unless told. */
export function contentRecord(
  family: ContentFamily,
  id: string,
  fields: NamedData[],
  extra: Partial<StaffContentRecordFieldsFragment> = {},
): StaffContentRecordFieldsFragment {
  return {
    id,
    family,
    position: 0,
    published: false,
    version: 3,
    fields: fields.map((field) => ({
      name: field.name,
      localised: field.localised ?? null,
      localisedList: field.localisedList ? [...field.localisedList] : null,
      richText: field.richText ?? null,
      text: field.text ?? null,
      texts: field.texts ? [...field.texts] : null,
      number: field.number ?? null,
      numbers: field.numbers ? [...field.numbers] : null,
      flag: field.flag ?? null,
    })),
    missingTranslations: [],
    updatedAt: '2026-11-20T02:00:00.000Z',
    updatedBy: 'officer@example.org',
    ...extra,
  };
}

/** A FAQ record: its question and answer in both languages. */
export const faqRecord = (id: string, question: { zhTw: string; en: string }, answer = { zhTw: '回答', en: 'Answer' }, extra: Partial<StaffContentRecordFieldsFragment> = {}) =>
  contentRecord('INVENTION_QA', id, [{ name: 'question', localised: question }, { name: 'answer', localised: answer }], extra);

// The schema's type of an answer's object, known by its fields.
const typeOf = (object: Record<string, unknown>): string | null => {
  if ('titleField' in object) return 'ContentFamilySpec';
  if ('multiline' in object) return 'ContentFieldSpec';
  if ('position' in object) return 'ContentRecord';
  if ('changedFields' in object) return 'ContentRevision';
  if ('purgeAt' in object) return 'ContentBinEntry';
  if ('localisedList' in object) return 'ContentFieldValue';
  if ('language' in object && 'field' in object) return 'ContentMissingTranslation';
  if ('zhTw' in object) return 'LocalisedText';
  return null;
};

/**
 * An answer with each object's `__typename`, as the gateway sends it: the content pages read through
 * Apollo's cache, which matches fragments by type name.
 */
export function withTypenames<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withTypenames) as T;
  if (value === null || typeof value !== 'object') return value;
  const object = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withTypenames(inner)]));
  const typename = typeOf(object);
  return (typename ? { __typename: typename, ...object } : object) as T;
}
