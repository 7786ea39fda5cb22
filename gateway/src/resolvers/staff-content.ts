// The content studio's fields (schema.graphql, "content studio" block; issue 21): the backend's
// content families as typed field values, versioned saves, publication, order, revisions and the
// bin. Every change drops the public answers made of the family it changed (cache/content-changes.ts)
// before it answers, so the officer's next look at the site shows it.
import type {
  ContentBinEntry,
  ContentFamily,
  ContentFieldInput,
  ContentFieldKind,
  ContentFieldValue,
  ContentMissingTranslation,
  ContentRecord,
  ContentRevisionAction,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';
import { checkRichText, isBlankDocument, paragraphsToDocument } from '@yip/rules';
import type { GatewayContext } from '../context.ts';
import { translate, type Language } from '../i18n.ts';
import type { FieldSpecKind, RevisionAction, StaffContentApi, StudioBinEntry, StudioFamilySpec, StudioFieldSpec, StudioRecord } from '../rest/staff-content.ts';
import { gatewayError } from '../rest/errors.ts';
import { fieldError } from '../graphql/validate-input.ts';

/** Each family of the schema and the backend's name for it, in the order of the site's pages. */
export const contentFamilyNames = {
  HOME_BANNER: 'home/banner',
  HOME_RECOMMEND: 'home/recommend',
  INVENTION_CONTENT: 'invention/content',
  INVENTION_PRIZE: 'invention/prize',
  INVENTION_QA: 'invention/qa',
  INVENTION_RECOMMEND: 'invention/recommend',
  INVENTION_TEAM: 'invention/team',
  INCUBATOR_CONTENT: 'incubator/content',
  INCUBATOR_QA: 'incubator/qa',
  INCUBATOR_RECOMMEND: 'incubator/recommend',
  INCUBATOR_TEACHER: 'incubator/teacher',
  INCUBATOR_TEAM: 'incubator/team',
  EDUCATION_BANNER: 'education/banner',
  EDUCATION_THINK: 'education/think',
  EDUCATION_WALK: 'education/walk',
  EDUCATION_HISTORY: 'education/history',
  BOOK_BANNER: 'book/banner',
  BOOK_SORI: 'book/sori',
  BOOK_REPORT: 'book/report',
  BOOK_HISTORY: 'book/history',
  ARTICLE_BANNER: 'article/banner',
  ARTICLE_TAG: 'article/tag',
  ARTICLE: 'article/article',
} as const satisfies Record<ContentFamily, string>;

const familyOfName = new Map<string, ContentFamily>(Object.entries(contentFamilyNames).map(([family, name]) => [name, family as ContentFamily]));
const familyOrder = Object.keys(contentFamilyNames);

const kinds = {
  localised: 'LOCALISED',
  localisedList: 'LOCALISED_LIST',
  richText: 'RICH_TEXT',
  text: 'TEXT',
  choice: 'CHOICE',
  number: 'NUMBER',
  flag: 'FLAG',
  date: 'DATE',
  dateTime: 'DATE_TIME',
  path: 'PATH',
  pathList: 'PATH_LIST',
  idList: 'ID_LIST',
} as const satisfies Record<FieldSpecKind, ContentFieldKind>;

const actions = {
  create: 'CREATE',
  save: 'SAVE',
  publish: 'PUBLISH',
  unpublish: 'UNPUBLISH',
  restoreRevision: 'RESTORE_REVISION',
  restore: 'RESTORE',
} as const satisfies Record<RevisionAction, ContentRevisionAction>;

/** Which member of a field value (and of its input) each kind uses. */
type Member = 'localised' | 'localisedList' | 'richText' | 'text' | 'texts' | 'number' | 'numbers' | 'flag';
const memberOf: Record<FieldSpecKind, Member> = {
  localised: 'localised',
  localisedList: 'localisedList',
  richText: 'richText',
  text: 'text',
  choice: 'text',
  date: 'text',
  dateTime: 'text',
  path: 'text',
  pathList: 'texts',
  number: 'number',
  idList: 'numbers',
  flag: 'flag',
};

const languages = [
  ['zhTw', 'ZH_TW'],
  ['en', 'EN'],
] as const;

export async function specOf(api: StaffContentApi, family: ContentFamily): Promise<StudioFamilySpec> {
  const name = contentFamilyNames[family];
  const spec = (await api.specs()).find((each) => each.family === name);
  // The backend edits every family the schema names; one it does not know is a deployment mismatch.
  if (!spec) throw new Error(`the backend has no content family ${name}`);
  return spec;
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
/** A language of a rich text: a document (or the text kept before rich text) that says nothing. */
function blankRich(value: unknown): boolean {
  const checked = checkRichText(typeof value === 'string' ? paragraphsToDocument(value) : value, Number.POSITIVE_INFINITY);
  return !checked.ok || isBlankDocument(checked.document);
}

/** The localised fields with a language empty: the record cannot be published while there are any. */
function missingTranslations(spec: StudioFamilySpec, data: Record<string, unknown>): ContentMissingTranslation[] {
  return spec.fields.flatMap((field) => {
    if (field.kind !== 'localised' && field.kind !== 'localisedList' && field.kind !== 'richText') return [];
    const value = data[field.name];
    if (value === undefined || value === null) return [];
    const texts = (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
    const isBlank = field.kind === 'richText' ? blankRich : blank;
    return languages.filter(([key]) => texts.some((text) => isBlank(text?.[key]))).map(([, language]) => ({ field: field.name, language }));
  });
}

/** The stored fields as typed values, in the order the spec lists them; absent ones left out. */
function fieldValues(spec: StudioFamilySpec, data: Record<string, unknown>): ContentFieldValue[] {
  return spec.fields.flatMap((field) => {
    const value = data[field.name];
    return value === undefined || value === null ? [] : [{ name: field.name, [memberOf[field.kind]]: value } as ContentFieldValue];
  });
}

/** The keys of a record that are not its family's fields. */
const recordKeys = ['id', 'position', 'published', 'version', 'createdAt', 'updatedAt', 'updatedBy'];

function toRecord(family: ContentFamily, spec: StudioFamilySpec, record: StudioRecord): ContentRecord {
  const { id, position, published, version, updatedAt, updatedBy } = record;
  const data: Record<string, unknown> = { ...record };
  for (const key of recordKeys) delete data[key];
  return {
    id: String(id),
    family,
    position,
    published,
    version,
    fields: fieldValues(spec, data),
    missingTranslations: missingTranslations(spec, data),
    updatedAt,
    updatedBy: updatedBy ?? null,
  };
}

/** The input's values as the backend stores them; an unknown field, or a value in another kind's member, names the field. */
export function toData(spec: StudioFamilySpec, fields: readonly ContentFieldInput[], lang: Language): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const input of fields) {
    const field: StudioFieldSpec | undefined = spec.fields.find((each) => each.name === input.name);
    const value = field ? input[memberOf[field.kind]] : undefined;
    if (!field || value === undefined || value === null || Object.hasOwn(data, input.name)) {
      throw fieldError(lang, { path: input.name, message: translate(lang, 'badInput') });
    }
    data[input.name] = value;
  }
  return data;
}

const recordId = /^[1-9]\d{0,15}$/;

/** An id the backend can look up; anything else is BAD_USER_INPUT. */
export function checkedId(id: string, lang: Language): string {
  if (!recordId.test(id)) throw fieldError(lang, { path: 'id', message: translate(lang, 'badInput') });
  return id;
}

async function binEntry(api: StaffContentApi, entry: StudioBinEntry): Promise<ContentBinEntry | undefined> {
  const family = familyOfName.get(entry.family);
  if (!family) return undefined;
  return {
    record: toRecord(family, await specOf(api, family), entry.record),
    deletedAt: entry.deletedAt,
    deletedBy: entry.deletedBy,
    purgeAt: entry.purgeAt,
  };
}

/** The public answers made of the family are dropped everywhere before the change is answered. */
const changed = (context: GatewayContext, family: ContentFamily) => context.contentChanged([contentFamilyNames[family]]);

export const staffContentQuery: QueryResolvers = {
  staffContentFamilies: async (_parent, _args, { rest }) => {
    const specs = await rest.staffContent.specs();
    return specs
      .flatMap((spec) => {
        const family = familyOfName.get(spec.family);
        if (!family) return [];
        return [
          {
            family,
            titleField: spec.titleField,
            thumbnailField: spec.thumbnailField,
            schedulable: spec.schedulable ?? false,
            fields: spec.fields.map((field) => ({
              name: field.name,
              kind: kinds[field.kind],
              required: field.required,
              maxLength: field.maxLength ?? null,
              choices: field.choices ?? null,
              multiline: field.multiline,
              image: field.image,
              refers: (field.refers === undefined ? undefined : familyOfName.get(field.refers)) ?? null,
            })),
          },
        ];
      })
      .sort((a, b) => familyOrder.indexOf(a.family) - familyOrder.indexOf(b.family));
  },

  staffContentRecords: async (_parent, { family }, { rest }) => {
    const [spec, records] = await Promise.all([specOf(rest.staffContent, family), rest.staffContent.records(contentFamilyNames[family])]);
    return records.map((record) => toRecord(family, spec, record));
  },

  staffContentRecord: async (_parent, { family, id }, { rest }) => {
    if (!recordId.test(id)) return null;
    const spec = await specOf(rest.staffContent, family);
    try {
      return toRecord(family, spec, await rest.staffContent.record(contentFamilyNames[family], id));
    } catch (error) {
      if ((error as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND') return null;
      throw error;
    }
  },

  staffContentRevisions: async (_parent, { family, id }, { rest, lang }) => {
    const [spec, revisions] = await Promise.all([specOf(rest.staffContent, family), rest.staffContent.revisions(contentFamilyNames[family], checkedId(id, lang))]);
    return revisions.map((revision) => ({
      version: revision.version,
      action: actions[revision.action],
      at: revision.at,
      by: revision.by,
      published: revision.published,
      fields: fieldValues(spec, revision.data),
      changedFields: revision.changedFields,
    }));
  },

  staffContentBin: async (_parent, { family }, { rest }) => {
    const entries = await rest.staffContent.bin(family ? contentFamilyNames[family] : undefined);
    return (await Promise.all(entries.map((entry) => binEntry(rest.staffContent, entry)))).filter((entry) => entry !== undefined);
  },
};

export const staffContentMutation: MutationResolvers = {
  staffCreateContent: async (_parent, { input }, context) => {
    const { rest, lang } = context;
    const spec = await specOf(rest.staffContent, input.family);
    const created = await rest.staffContent.create(contentFamilyNames[input.family], toData(spec, input.fields, lang));
    // Unpublished, so nothing public changed: no drop.
    return toRecord(input.family, spec, created);
  },

  staffSaveContent: async (_parent, { input }, context) => {
    const { rest, lang } = context;
    const spec = await specOf(rest.staffContent, input.family);
    const saved = await rest.staffContent.save(contentFamilyNames[input.family], checkedId(input.id, lang), input.version, toData(spec, input.fields, lang));
    await changed(context, input.family);
    return toRecord(input.family, spec, saved);
  },

  staffPublishContent: async (_parent, { input }, context) => {
    const { rest, lang } = context;
    const name = contentFamilyNames[input.family];
    const id = checkedId(input.id, lang);
    const [spec, current] = await Promise.all([specOf(rest.staffContent, input.family), rest.staffContent.record(name, id)]);
    if (current.published === input.published) return toRecord(input.family, spec, current);
    // Flipped only from the state read here: a concurrent flip is CONFLICT, never undone.
    const toggled = await rest.staffContent.togglePublished(name, id, current.version);
    await changed(context, input.family);
    return toRecord(input.family, spec, toggled);
  },

  staffMoveContent: async (_parent, { input }, context) => {
    const { rest, lang } = context;
    if (!Number.isInteger(input.from) || input.from < 0) throw fieldError(lang, { path: 'from', message: translate(lang, 'badInput') });
    if (!Number.isInteger(input.to) || input.to < 0) throw fieldError(lang, { path: 'to', message: translate(lang, 'badInput') });
    const [spec, records] = await Promise.all([
      specOf(rest.staffContent, input.family),
      rest.staffContent.move(contentFamilyNames[input.family], checkedId(input.id, lang), input.from, input.to),
    ]);
    await changed(context, input.family);
    return records.map((record) => toRecord(input.family, spec, record));
  },

  staffDeleteContent: async (_parent, { input }, context) => {
    const { rest, lang } = context;
    const name = contentFamilyNames[input.family];
    const id = checkedId(input.id, lang);
    await rest.staffContent.remove(name, id);
    await changed(context, input.family);
    const entry = (await rest.staffContent.bin(name)).find((each) => String(each.record.id) === id);
    const answer = entry && (await binEntry(rest.staffContent, entry));
    // Just binned: absent only if it was purged or restored in between.
    if (!answer) throw gatewayError('NOT_FOUND', lang);
    return answer;
  },

  staffRestoreContent: async (_parent, { input }, context) => {
    const { rest, lang } = context;
    const spec = await specOf(rest.staffContent, input.family);
    // Back unpublished and at the end: nothing visitors see changes.
    const restored = await rest.staffContent.restore(contentFamilyNames[input.family], checkedId(input.id, lang));
    return toRecord(input.family, spec, restored);
  },

  staffRestoreContentRevision: async (_parent, { input }, context) => {
    const { rest, lang } = context;
    const spec = await specOf(rest.staffContent, input.family);
    const restored = await rest.staffContent.restoreRevision(contentFamilyNames[input.family], checkedId(input.id, lang), input.version, input.revision);
    await changed(context, input.family);
    return toRecord(input.family, spec, restored);
  },
};
