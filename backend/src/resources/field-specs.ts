// What each content family holds, as the studio edits it (issue 21): `GET /api/content/pvt/families`.
// Read off the family's own schema, so the console's forms cannot drift from what the writes accept.
import { z } from 'zod';
import { contentFamilies, fieldSchemas, localisedLimit, type Family, type FamilyName } from './families.ts';
import { schedulableFamilies } from './schedule-rules.ts';
import { richTextLimit } from './rich-text.ts';

export const fieldSpecKinds = ['localised', 'localisedList', 'richText', 'text', 'choice', 'number', 'flag', 'date', 'dateTime', 'path', 'pathList', 'idList'] as const;
export type FieldSpecKind = (typeof fieldSpecKinds)[number];

export interface FieldSpec {
  name: string;
  kind: FieldSpecKind;
  required: boolean;
  /** Graphemes per language (localised) or characters (text), when limited tighter than any text is. */
  maxLength?: number;
  choices?: string[];
  /** A long text: paragraphs separated by blank lines (a rich text is always long). */
  multiline: boolean;
  /** A path that is an image (or a list of them). */
  image: boolean;
  /** For idList: the family the ids are of. */
  refers?: FamilyName;
}

export interface FamilySpec {
  family: FamilyName;
  fields: FieldSpec[];
  titleField: string;
  thumbnailField: string | null;
  /** Whether its records may be published and unpublished at a set time (schedule.ts). */
  schedulable: boolean;
}

// The public pages show these fields as images, and lay these texts out as paragraphs.
const imageFields = new Set(['image', 'imageDes', 'imageMob', 'cover', 'photo', 'photos', 'ogImage']);
const paragraphFields = new Set(['content', 'answer', 'bio', 'quote', 'description']);
/** The first of these a family has names its records in lists; the same for the thumbnail. */
const titleCandidates = ['name', 'title', 'question', 'person'];
const thumbnailCandidates = ['image', 'cover', 'photo', 'imageDes', 'photos'];
/** Where an id list's ids point. */
const references: Partial<Record<string, FamilyName>> = { tagIds: 'article/tag' };
/** Limits shown for texts: only those tighter than the stored maximum say something about a layout. */
const shownLimitBelow = 1_000;

function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean } {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return { inner: unwrap(schema.unwrap() as z.ZodType).inner, required: false };
  return { inner: schema, required: true };
}

function describe(name: string, schema: z.ZodType): Omit<FieldSpec, 'name' | 'required' | 'multiline' | 'image'> {
  const max = localisedLimit(schema);
  if (max !== undefined) return { kind: 'localised', ...(max < shownLimitBelow ? { maxLength: max } : {}) };
  // A document per language, edited with the studio's rich-text editor.
  if (richTextLimit(schema) !== undefined) return { kind: 'richText' };
  if (schema === fieldSchemas.path) return { kind: 'path' };
  if (schema === fieldSchemas.instant) return { kind: 'dateTime' };
  if (schema === fieldSchemas.isoDate) return { kind: 'date' };
  if (schema instanceof z.ZodEnum) return { kind: 'choice', choices: schema.options.map(String) };
  if (schema instanceof z.ZodNumber) return { kind: 'number' };
  if (schema instanceof z.ZodBoolean) return { kind: 'flag' };
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    if (localisedLimit(element) !== undefined) return { kind: 'localisedList' };
    if (element === fieldSchemas.path) return { kind: 'pathList' };
    if (element === fieldSchemas.id) return { kind: 'idList', ...(references[name] ? { refers: references[name] } : {}) };
  }
  if (schema instanceof z.ZodString) return { kind: 'text' };
  throw new Error(`field ${name}: no studio kind for its schema`);
}

export function familySpec(family: Family): FamilySpec {
  const fields = Object.entries(family.schema.shape).map(([name, fieldSchema]): FieldSpec => {
    const { inner, required } = unwrap(fieldSchema as z.ZodType);
    const described = describe(name, inner);
    return { name, ...described, required, multiline: paragraphFields.has(name), image: imageFields.has(name) && (described.kind === 'path' || described.kind === 'pathList') };
  });
  const titleField = titleCandidates.find((name) => fields.some((field) => field.name === name));
  if (!titleField) throw new Error(`family ${family.name} has no title field`);
  return { family: family.name, fields, titleField, thumbnailField: thumbnailCandidates.find((name) => fields.some((field) => field.name === name)) ?? null, schedulable: schedulableFamilies.has(family.name) };
}

/** Every content family's spec, built once (the schemas do not change while the process runs). */
export const familySpecs: readonly FamilySpec[] = contentFamilies().map(familySpec);
