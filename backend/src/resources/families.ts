import { z } from 'zod';

/** A bilingual text, stored as both languages and answered as one. */
const localisedText = z.strictObject({ zhTw: z.string().trim().min(1), en: z.string().trim().min(1) });
/** A root-relative file path (`/files/public/…`) or an absolute URL. */
const path = z.string().trim().min(1).max(2048);
const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());
const isoDate = z.iso.date();
/** Ids are positive integers, sent as numbers or strings (contract); stored as numbers. */
const id = z.union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,15}$/).transform(Number)]);

export type MemberAccess =
  /** Managers only. */
  | 'none'
  /** Members read and replace their own records; managers create them. */
  | 'own'
  /** Members also create records, which they then own. */
  | 'ownAndCreate';

export type FieldKind = 'localised' | 'string' | 'number' | 'boolean' | 'stringArray' | 'numberArray' | 'object';

export interface Family {
  name: FamilyName;
  /** Strict: an unknown field is refused. */
  schema: z.ZodObject;
  fieldKinds: Record<string, FieldKind>;
  localised: readonly string[];
  /** Fields searched by `q`. */
  searchable: readonly string[];
  memberAccess: MemberAccess;
  /** Boolean fields that at most one record of the family may have set (e.g. the active session). */
  exclusive: readonly string[];
  /** `pub/list` answers a bare array instead of `{ items, total }` (spec §7). */
  rawPublicList: boolean;
}

interface FamilyOptions {
  searchable: readonly string[];
  memberAccess?: MemberAccess;
  exclusive?: readonly string[];
  rawPublicList?: boolean;
}

function kindOf(schema: z.ZodType): FieldKind {
  if (schema === localisedText) return 'localised';
  if (schema === id) return 'number';
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return kindOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return kindOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodString || schema instanceof z.ZodEnum || schema instanceof z.ZodStringFormat) return 'string';
  if (schema instanceof z.ZodNumber) return 'number';
  if (schema instanceof z.ZodBoolean) return 'boolean';
  if (schema instanceof z.ZodArray) {
    const element = kindOf(schema.element as z.ZodType);
    if (element === 'number') return 'numberArray';
    if (element === 'string') return 'stringArray';
  }
  return 'object';
}

function defineFamily(name: FamilyName, schema: z.ZodObject, options: FamilyOptions): Family {
  const fieldKinds = Object.fromEntries(
    Object.entries(schema.shape).map(([field, fieldSchema]) => [field, kindOf(fieldSchema as z.ZodType)]),
  );
  return {
    name,
    schema,
    fieldKinds,
    localised: Object.keys(fieldKinds).filter((field) => fieldKinds[field] === 'localised'),
    searchable: options.searchable,
    memberAccess: options.memberAccess ?? 'none',
    exclusive: options.exclusive ?? [],
    rawPublicList: options.rawPublicList ?? false,
  };
}

/** Title, text and an optional picture: the shape of every content family whose page adds nothing yet. */
const contentSchema = z.strictObject({ title: localisedText, content: localisedText, image: path.optional() });
const contentOptions: FamilyOptions = { searchable: ['title', 'content'] };

const sessionSchema = z
  .strictObject({ name: localisedText, applyStart: instant, applyEnd: instant, finalUploadEnd: instant, active: z.boolean() })
  .refine((session) => session.applyStart < session.applyEnd && session.applyEnd <= session.finalUploadEnd, {
    message: 'applyStart < applyEnd <= finalUploadEnd',
    path: ['applyEnd'],
  });
const sessionOptions: FamilyOptions = { searchable: ['name'], exclusive: ['active'] };

// Provisional application shape; the apply issue replaces team/proposal with the @yip/rules schemas.
const applySchema = z.strictObject({
  sessionId: id,
  team: z.record(z.string(), z.unknown()).optional(),
  proposal: z.record(z.string(), z.unknown()).optional(),
});
const applyOptions: FamilyOptions = { searchable: [], memberAccess: 'ownAndCreate' };

export const familyNames = [
  'user/resource',
  'invention/apply',
  'invention/session',
  'invention/content',
  'invention/prize',
  'invention/qa',
  'invention/recommend',
  'invention/team',
  'incubator/apply',
  'incubator/session',
  'incubator/content',
  'incubator/qa',
  'incubator/recommend',
  'incubator/teacher',
  'incubator/team',
  'home/banner',
  'home/recommend',
  'education/banner',
  'education/think',
  'education/walk',
  'education/history',
  'book/banner',
  'book/sori',
  'book/report',
  'book/history',
  'article/banner',
  'article/tag',
  'article/article',
] as const;

export type FamilyName = (typeof familyNames)[number];

const definitions: Record<FamilyName, [z.ZodObject, FamilyOptions]> = {
  // Per-member records kept for the member area; the accounts issue gives them their fields.
  'user/resource': [
    z.strictObject({ kind: z.string().trim().min(1).max(64), value: z.unknown() }),
    { searchable: ['kind'], memberAccess: 'own' },
  ],
  'invention/apply': [applySchema, applyOptions],
  'invention/session': [sessionSchema, sessionOptions],
  'invention/content': [contentSchema, contentOptions],
  'invention/prize': [contentSchema, contentOptions],
  'invention/qa': [contentSchema, contentOptions],
  'invention/recommend': [contentSchema, contentOptions],
  'invention/team': [contentSchema, contentOptions],
  'incubator/apply': [applySchema, applyOptions],
  'incubator/session': [sessionSchema, sessionOptions],
  'incubator/content': [contentSchema, contentOptions],
  'incubator/qa': [contentSchema, contentOptions],
  'incubator/recommend': [contentSchema, contentOptions],
  'incubator/teacher': [contentSchema, contentOptions],
  'incubator/team': [contentSchema, contentOptions],
  'home/banner': [
    z.strictObject({ title: localisedText, imageDes: path, imageMob: path, link: path.optional(), alt: localisedText }),
    { searchable: ['title', 'alt'], rawPublicList: true },
  ],
  'home/recommend': [
    z.strictObject({ title: localisedText, content: localisedText, image: path, link: path.optional() }),
    { searchable: ['title', 'content'], rawPublicList: true },
  ],
  'education/banner': [contentSchema, contentOptions],
  'education/think': [contentSchema, contentOptions],
  'education/walk': [contentSchema, contentOptions],
  'education/history': [contentSchema, contentOptions],
  'book/banner': [contentSchema, contentOptions],
  'book/sori': [contentSchema, contentOptions],
  'book/report': [contentSchema, contentOptions],
  'book/history': [contentSchema, contentOptions],
  'article/banner': [z.strictObject({ title: localisedText, image: path }), { searchable: ['title'] }],
  'article/tag': [z.strictObject({ name: localisedText }), { searchable: ['name'] }],
  'article/article': [
    z.strictObject({
      column: z.enum(['now', 'social', 'teams']),
      title: localisedText,
      summary: localisedText,
      content: localisedText,
      cover: path,
      tagIds: z.array(id).max(50),
      publishedAt: isoDate,
      author: localisedText.optional(),
    }),
    { searchable: ['title', 'summary', 'content', 'author'] },
  ],
};

export const families: ReadonlyMap<FamilyName, Family> = new Map(
  familyNames.map((name) => {
    const [schema, options] = definitions[name];
    return [name, defineFamily(name, schema, options)];
  }),
);

export function getFamily(name: FamilyName): Family {
  const family = families.get(name);
  if (!family) throw new Error(`unknown family ${name}`);
  return family;
}
