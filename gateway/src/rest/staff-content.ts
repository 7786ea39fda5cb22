// The manager calls behind the content studio (issue 21; backend resources/routes.ts): a family's
// records with both languages as stored, versioned saves, publication, order, revisions and the bin,
// bound to one request's manager token and language.
import { z } from 'zod';
import { allPages } from './all-pages.ts';
import { listPage } from './dto.ts';
import type { Upstream } from './request.ts';

/** A content record as a manager reads it: its own keys, then its family's fields as stored. */
export const studioRecord = z.looseObject({
  id: z.number(),
  position: z.number(),
  published: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string().nullish(),
});
export type StudioRecord = z.output<typeof studioRecord>;

const revisionActions = ['create', 'save', 'publish', 'unpublish', 'restoreRevision', 'restore'] as const;
export type RevisionAction = (typeof revisionActions)[number];

export const studioRevisions = z.object({
  items: z.array(
    z.object({
      version: z.number(),
      action: z.enum(revisionActions),
      at: z.string(),
      by: z.string().nullable(),
      published: z.boolean(),
      data: z.record(z.string(), z.unknown()),
      changedFields: z.array(z.string()),
    }),
  ),
});
export type StudioRevision = z.output<typeof studioRevisions>['items'][number];

export const studioBin = z.object({
  items: z.array(z.object({ family: z.string(), record: studioRecord, deletedAt: z.string(), deletedBy: z.string().nullable(), purgeAt: z.string() })),
});
export type StudioBinEntry = z.output<typeof studioBin>['items'][number];

export const fieldSpecKinds = ['localised', 'localisedList', 'richText', 'text', 'choice', 'number', 'flag', 'date', 'dateTime', 'path', 'pathList', 'idList'] as const;
export type FieldSpecKind = (typeof fieldSpecKinds)[number];

export const studioFamilySpecs = z.object({
  items: z.array(
    z.object({
      family: z.string(),
      titleField: z.string(),
      thumbnailField: z.string().nullable(),
      // Absent from a backend without scheduled publishing.
      schedulable: z.boolean().optional(),
      fields: z.array(
        z.object({
          name: z.string(),
          kind: z.enum(fieldSpecKinds),
          required: z.boolean(),
          maxLength: z.number().optional(),
          choices: z.array(z.string()).optional(),
          multiline: z.boolean(),
          image: z.boolean(),
          refers: z.string().optional(),
        }),
      ),
    }),
  ),
});
export type StudioFamilySpec = z.output<typeof studioFamilySpecs>['items'][number];
export type StudioFieldSpec = StudioFamilySpec['fields'][number];

export const studioSchedule = z.object({ publishAt: z.string().nullable(), unpublishAt: z.string().nullable(), setBy: z.string().nullable() });
export type StudioSchedule = z.output<typeof studioSchedule>;

const studioPage = listPage(studioRecord);
const moved = z.object({ items: z.array(studioRecord) });
const removed = z.object({ id: z.number() });

const segment = (value: string | number) => encodeURIComponent(String(value));
/** The version a write was edited from, as the backend reads it. */
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

export class StaffContentApi {
  #specs: Promise<StudioFamilySpec[]> | undefined;

  constructor(private readonly upstream: Upstream) {}

  /** What every content family holds, read once per request. */
  specs(): Promise<StudioFamilySpec[]> {
    this.#specs ??= this.get('content/pvt/families', studioFamilySpecs).then((answer) => answer.items);
    return this.#specs;
  }

  /** A family's records in display order, published or not. */
  records(family: string): Promise<StudioRecord[]> {
    return allPages((page, pageSize) => this.get(`${family}/pvt/list`, studioPage, { page, pageSize }));
  }

  /** One record; NOT_FOUND when the family has none with this id (or it is in the bin). */
  record(family: string, id: string): Promise<StudioRecord> {
    return this.get(`${family}/pvt/resource/${segment(id)}`, studioRecord);
  }

  create(family: string, data: Record<string, unknown>): Promise<StudioRecord> {
    return this.upstream.request({ method: 'post', path: `${family}/pvt/resource`, json: { ...data, published: false }, answer: studioRecord });
  }

  /** Replaces the record's fields over `version` (CONFLICT, reason STALE_VERSION, when saved since). */
  save(family: string, id: string, version: number, data: Record<string, unknown>): Promise<StudioRecord> {
    return this.upstream.request({ method: 'put', path: `${family}/pvt/resource/${segment(id)}`, json: data, headers: ifMatch(version), answer: studioRecord });
  }

  /** Flips `published` of the record at `version` (BAD_USER_INPUT, reason INCOMPLETE_TRANSLATION, when a language is missing). */
  togglePublished(family: string, id: string, version: number): Promise<StudioRecord> {
    return this.upstream.request({ method: 'patch', path: `${family}/pvt/resource/${segment(id)}/toggle/published`, json: {}, headers: ifMatch(version), answer: studioRecord });
  }

  async move(family: string, id: string, from: number, to: number): Promise<StudioRecord[]> {
    return (await this.upstream.request({ method: 'patch', path: `${family}/pvt/resource/${segment(id)}/move/${from}/${to}`, json: {}, answer: moved })).items;
  }

  /** Moves the record to the bin. */
  async remove(family: string, id: string): Promise<void> {
    await this.upstream.request({ method: 'delete', path: `${family}/pvt/resource/${segment(id)}`, answer: removed });
  }

  async revisions(family: string, id: string): Promise<StudioRevision[]> {
    return (await this.get(`${family}/pvt/resource/${segment(id)}/revisions`, studioRevisions)).items;
  }

  restoreRevision(family: string, id: string, version: number, revision: number): Promise<StudioRecord> {
    return this.upstream.request({
      method: 'post',
      path: `${family}/pvt/resource/${segment(id)}/revisions/${revision}/restore`,
      json: {},
      headers: ifMatch(version),
      answer: studioRecord,
    });
  }

  /** When the record is to be published and unpublished (schedulable families only). */
  schedule(family: string, id: string): Promise<StudioSchedule> {
    return this.get(`${family}/pvt/resource/${segment(id)}/schedule`, studioSchedule);
  }

  setSchedule(family: string, id: string, times: { publishAt: string | null; unpublishAt: string | null }): Promise<StudioSchedule> {
    return this.upstream.request({ method: 'put', path: `${family}/pvt/resource/${segment(id)}/schedule`, json: times, answer: studioSchedule });
  }

  /** The bin, one family's or every one's, newest first. */
  async bin(family?: string): Promise<StudioBinEntry[]> {
    return (await this.get('content/pvt/bin', studioBin, family ? { family } : {})).items;
  }

  restore(family: string, id: string): Promise<StudioRecord> {
    return this.upstream.request({ method: 'post', path: `${family}/pvt/bin/${segment(id)}/restore`, json: {}, answer: studioRecord });
  }

  private get<S extends z.ZodType>(path: string, answer: S, params?: object): Promise<z.output<S>> {
    return this.upstream.request({ method: 'get', path, params, answer });
  }
}
