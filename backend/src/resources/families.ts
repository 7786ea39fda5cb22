import { characterCount, contentImageAltMax, incubatorIssueValues, maxReminderStageHours, maxSubmitGraceSeconds } from '@yip/rules';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { guardDeadlineChange } from '../applications/session-deadline.ts';
import { defaultReminderStages, defaultSubmitGraceSeconds } from '../applications/sessions.ts';
import type { ResourceRow } from '../db/schema.ts';
import { richText, richTextLimit } from './rich-text.ts';

/** The most graphemes a language of a localised text may hold, when its page's layout sets no tighter limit. */
const maxLocalisedLength = 20_000;
/** Localised text schemas, with their limit in graphemes: the studio's field specs and drafts read them. */
const localisedLimits = new Map<z.ZodType, number>();

/** The message of a text longer than its limit (drafts.ts names the field with it). */
export const tooLong = 'textTooLong';

/** One language of a localised text, at most `max` graphemes (as the rules count them); `min` 1 when required. */
const language = (max: number, min: 0 | 1) =>
  z
    .string()
    .trim()
    .min(min)
    .refine((value) => characterCount(value) <= max, { message: tooLong });

/** A bilingual text, stored as both languages and answered as one; `max` graphemes in each language. */
function localised(max = maxLocalisedLength) {
  const schema = z.strictObject({ zhTw: language(max, 1), en: language(max, 1) });
  localisedLimits.set(schema, max);
  return schema;
}
const localisedText = localised();
/** A long text the public pages lay out (an article's body, a section's text): rich text, per language. */
const body = richText(maxLocalisedLength);
/** A root-relative file path (`/files/public/…`) or an absolute URL. */
const path = z.string().trim().min(1).max(2048);
const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());
const isoDate = z.iso.date();
/** Ids are positive integers, sent as numbers or strings (contract); stored as numbers. */
const id = z.union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,15}$/).transform(Number)]);

export type MemberAccess =
  /** Managers only. */
  | 'none'
  /** Members read and replace their own records; managers create them. (Applications are not generic: applications/.) */
  | 'own';

export type FieldKind = 'localised' | 'localisedArray' | 'richText' | 'string' | 'number' | 'boolean' | 'stringArray' | 'numberArray' | 'object';

export interface Family {
  name: FamilyName;
  /** Strict: an unknown field is refused. */
  schema: z.ZodObject;
  fieldKinds: Record<string, FieldKind>;
  /** Fields answered in one language by `pub` reads: localised texts, lists of them and rich texts. */
  localised: readonly string[];
  /** Rich-text fields (rich-text.ts): a document per language. */
  rich: readonly string[];
  /** Fields searched by `q`. */
  searchable: readonly string[];
  memberAccess: MemberAccess;
  /** Boolean fields that at most one record of the family may have set (e.g. the active session). */
  exclusive: readonly string[];
  /** `pub/list` answers a bare array instead of `{ items, total }` (spec §7). */
  rawPublicList: boolean;
  /** Checked before a manager's PUT replaces a record (a session's deadline with applications). */
  beforeReplace?: ReplaceGuard;
  /**
   * Public content the studio edits (issue 21): its records keep revisions, go to the bin when
   * deleted and may be saved unpublished with a localised field empty in one language.
   */
  content: boolean;
}

/** Refuses a replacement (throws an ApiError) or lets it through; `next` is the validated data. */
export type ReplaceGuard = (request: FastifyRequest, current: ResourceRow, next: Record<string, unknown>) => Promise<void>;

interface FamilyOptions {
  searchable: readonly string[];
  memberAccess?: MemberAccess;
  exclusive?: readonly string[];
  rawPublicList?: boolean;
  beforeReplace?: ReplaceGuard;
  /** False for the families that are not public content (sessions, members' records). */
  content?: boolean;
}

function kindOf(schema: z.ZodType): FieldKind {
  if (localisedLimits.has(schema)) return 'localised';
  if (richTextLimit(schema) !== undefined) return 'richText';
  if (schema === id) return 'number';
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return kindOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return kindOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodString || schema instanceof z.ZodEnum || schema instanceof z.ZodStringFormat) return 'string';
  if (schema instanceof z.ZodNumber) return 'number';
  if (schema instanceof z.ZodBoolean) return 'boolean';
  if (schema instanceof z.ZodArray) {
    const element = kindOf(schema.element as z.ZodType);
    if (element === 'localised') return 'localisedArray';
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
    localised: Object.keys(fieldKinds).filter((field) => ['localised', 'localisedArray', 'richText'].includes(fieldKinds[field] ?? '')),
    rich: Object.keys(fieldKinds).filter((field) => fieldKinds[field] === 'richText'),
    searchable: options.searchable,
    memberAccess: options.memberAccess ?? 'none',
    exclusive: options.exclusive ?? [],
    rawPublicList: options.rawPublicList ?? false,
    content: (options.content ?? true) && (options.memberAccess ?? 'none') === 'none',
    ...(options.beforeReplace ? { beforeReplace: options.beforeReplace } : {}),
  };
}

// --- Content families: the fields their pages show (docs/rest-contract.md lists them). ---

const year = z.number().int().min(2000).max(2100);

// What a banner slide's layout holds on a phone, in graphemes of either language.
const bannerTitle = localised(60);
const bannerSubtitle = localised(120);
/** An image's alt text kept in its record (a banner's, an article's link preview), as an upload's. */
const imageAlt = localised(contentImageAltMax);

/** The top banner of a section page (academy, study). */
const sectionBannerSchema = z.strictObject({ title: bannerTitle, subtitle: bannerSubtitle.optional(), image: path });

/** An Impact Workshop (education/think) or Impact Tour (education/walk). */
const educationEventSchema = z
  .strictObject({
    title: localisedText,
    summary: localisedText,
    content: body,
    startAt: instant,
    endAt: instant,
    place: localisedText,
    status: z.enum(['ongoing', 'past']),
    cover: path,
    /** Where visitors sign up; absent once the event is past. */
    signupUrl: path.optional(),
  })
  .refine((event) => event.startAt <= event.endAt, { message: 'startAt <= endAt', path: ['endAt'] });
const educationEventOptions: FamilyOptions = { searchable: ['title', 'summary', 'place'] };

/** A published report and its PDF (book/sori, book/report). */
const reportFields = { title: localisedText, summary: localisedText, year, pdf: path, cover: path };

const qaSchema = z.strictObject({ question: localisedText, answer: localisedText });
const qaOptions: FamilyOptions = { searchable: ['question', 'answer'] };

/** A quote from a judge, an entrant or an alumnus. */
const testimonialSchema = z.strictObject({ quote: localisedText, person: localisedText, role: localisedText, image: path.optional() });
const testimonialOptions: FamilyOptions = { searchable: ['quote', 'person'] };


const sessionSchema = z
  .strictObject({
    name: localisedText,
    applyStart: instant,
    applyEnd: instant,
    finalUploadEnd: instant,
    // Submits that reached the site up to this long after applyEnd are still taken, and marked (sessions.ts).
    submitGraceSeconds: z.number().int().min(0).max(maxSubmitGraceSeconds).default(defaultSubmitGraceSeconds),
    // Hours before applyEnd when drafts' leaders are reminded (applications/reminders/); [] sends none.
    reminderStages: z
      .array(z.number().int().min(1).max(maxReminderStageHours))
      .max(10)
      .refine((stages) => new Set(stages).size === stages.length, { message: 'each stage once' })
      .transform((stages) => [...stages].sort((a, b) => b - a))
      .default([...defaultReminderStages]),
    active: z.boolean(),
  })
  .refine((session) => session.applyStart < session.applyEnd && session.applyEnd <= session.finalUploadEnd, {
    message: 'applyStart < applyEnd <= finalUploadEnd',
    path: ['applyEnd'],
  });
const sessionOptions: FamilyOptions = { searchable: ['name'], exclusive: ['active'], beforeReplace: guardDeadlineChange, content: false };

export const familyNames = [
  'user/resource',
  'invention/session',
  'invention/content',
  'invention/prize',
  'invention/qa',
  'invention/recommend',
  'invention/team',
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
  'invention/session': [sessionSchema, sessionOptions],
  'invention/content': [
    z.strictObject({
      /** The page anchor the section fills. */
      anchor: z.enum(['description', 'eligibility', 'selection', 'schedule', 'rewards', 'template', 'summary']),
      /** The group a section is about (the summary has one per group); absent when it is about both. */
      group: z.enum(['college', 'vocational']).optional(),
      title: localisedText,
      content: body,
      /** A download, e.g. the proposal template PDF. */
      file: path.optional(),
    }),
    { searchable: ['title', 'content'] },
  ],
  'invention/prize': [
    z.strictObject({
      group: z.enum(['college', 'vocational']),
      /** 1 is the highest award. */
      rank: z.number().int().min(1).max(20),
      title: localisedText,
      /** Prize money per team, in NT$. */
      amount: z.number().int().nonnegative(),
      /** How many teams receive it. */
      quota: z.number().int().min(1).max(100),
      description: localisedText.optional(),
    }),
    { searchable: ['title'] },
  ],
  'invention/qa': [qaSchema, qaOptions],
  'invention/recommend': [testimonialSchema, testimonialOptions],
  'invention/team': [
    z.strictObject({
      name: localisedText,
      school: localisedText,
      year,
      award: localisedText,
      summary: localisedText,
      members: z.array(localisedText).min(1).max(10),
      image: path,
    }),
    { searchable: ['name', 'school', 'summary'] },
  ],
  'incubator/session': [sessionSchema, sessionOptions],
  'incubator/content': [
    z.strictObject({
      anchor: z.enum(['introduction', 'apply', 'eligibility']),
      /** For `eligibility`: the group whose statement it is. */
      group: z.enum(['taiwan-incubation', 'taiwan-acceleration', 'asia-pacific']).optional(),
      title: localisedText,
      content: body,
    }),
    { searchable: ['title', 'content'] },
  ],
  'incubator/qa': [qaSchema, qaOptions],
  'incubator/recommend': [testimonialSchema, testimonialOptions],
  'incubator/teacher': [
    z.strictObject({ name: localisedText, title: localisedText, org: localisedText, photo: path, bio: localisedText }),
    { searchable: ['name', 'org', 'bio'] },
  ],
  'incubator/team': [
    z.strictObject({ name: localisedText, year, issue: z.enum(incubatorIssueValues), summary: localisedText, image: path }),
    { searchable: ['name', 'summary'] },
  ],
  'home/banner': [
    z.strictObject({ title: bannerTitle, imageDes: path, imageMob: path, link: path.optional(), alt: imageAlt }),
    { searchable: ['title', 'alt'], rawPublicList: true },
  ],
  'home/recommend': [
    z.strictObject({ title: localisedText, content: localisedText, image: path, link: path.optional() }),
    { searchable: ['title', 'content'], rawPublicList: true },
  ],
  'education/banner': [sectionBannerSchema, { searchable: ['title'] }],
  'education/think': [educationEventSchema, educationEventOptions],
  'education/walk': [educationEventSchema, educationEventOptions],
  'education/history': [
    z.strictObject({
      kind: z.enum(['workshop', 'tour']),
      title: localisedText,
      summary: localisedText,
      content: body,
      date: isoDate,
      photos: z.array(path).min(1).max(30),
    }),
    { searchable: ['title', 'summary'] },
  ],
  'book/banner': [sectionBannerSchema, { searchable: ['title'] }],
  'book/sori': [z.strictObject(reportFields), { searchable: ['title', 'summary'] }],
  'book/report': [z.strictObject({ kind: z.enum(['impact', 'alumni']), ...reportFields }), { searchable: ['title', 'summary'] }],
  'book/history': [
    z.strictObject({ title: localisedText, summary: localisedText, content: body, year, cover: path, pdf: path.optional() }),
    { searchable: ['title', 'summary'] },
  ],
  'article/banner': [z.strictObject({ title: bannerTitle, image: path }), { searchable: ['title'] }],
  'article/tag': [z.strictObject({ name: localisedText }), { searchable: ['name'] }],
  'article/article': [
    z.strictObject({
      column: z.enum(['now', 'social', 'teams']),
      title: localisedText,
      summary: localisedText,
      content: body,
      cover: path,
      tagIds: z.array(id).max(50),
      publishedAt: isoDate,
      author: localisedText.optional(),
      /** The link-preview image (og:image, 1200×630); previews show the cover without it. */
      ogImage: path.optional(),
      /** What the link-preview image shows (og:image:alt); the title without it. */
      ogImageAlt: imageAlt.optional(),
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

/** The schemas the studio tells apart (field-specs.ts): what kind of value a field holds. */
export const fieldSchemas = { path, instant, isoDate, id } as const;

/** A localised text schema's limit in graphemes per language, or undefined for any other schema. */
export const localisedLimit = (schema: z.ZodType): number | undefined => localisedLimits.get(schema);

/** A localised text whose languages may be empty: a draft's (drafts.ts), within the same limit. */
export const draftLocalised = (max: number) => z.strictObject({ zhTw: language(max, 0), en: language(max, 0) });

/** The families the studio edits, in the order of the site's pages. */
export const contentFamilies = (): Family[] => [...families.values()].filter((family) => family.content);
