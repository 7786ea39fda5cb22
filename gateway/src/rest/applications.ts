import type { CompetitionDraftInput, IncubatorDraftInput } from '@yip/rules';
import type { FileUpload } from 'graphql-upload-minimal';
import { allPages } from './all-pages.ts';
import type { z } from 'zod';
import { applicationRecords, type ApplicationRecord, type IncubatorApplicationRecord, type InventionApplicationRecord } from './application-records.ts';
import type { ListPage, ProgrammeFamily } from './dto.ts';
import { streamedForm, uploadFailure, type UploadPart } from './multipart.ts';
import { burstTimeoutMs, type RestCall, type Upstream } from './request.ts';

/** A save as the backend takes it (DESIGN §4 multipart): `data`, `keepList`, then the new files. */
export interface DraftSave<Data = unknown> {
  /** The application in rules shape; a file slot holds the url of a kept file. */
  data: Data;
  /** The urls of stored files still wanted; any other file of the application is deleted. */
  keepList: string[];
  uploads: UploadPart[];
}

/**
 * The member's applications of one programme (`{programme}/apply`), bound to one request's member.
 * Both programmes share the calls (docs/rest-contract.md, "Applications"); only the shapes differ.
 */
export class ApplicationsApi<Application extends ApplicationRecord, Data> {
  protected readonly base: string;
  /** The programme's application, as the gateway reads it. */
  private readonly record: z.ZodType<Application>;
  private readonly page: z.ZodType<ListPage<Application>>;

  constructor(
    protected readonly upstream: Upstream,
    programme: ProgrammeFamily,
  ) {
    this.base = `${programme}/apply/pvt`;
    // Application is the programme's record type (the two subclasses' own), so the casts say no more than the class does.
    this.record = applicationRecords[programme].record as unknown as z.ZodType<Application>;
    this.page = applicationRecords[programme].page as unknown as z.ZodType<ListPage<Application>>;
  }

  /** Every application of the member, one per session. */
  list(): Promise<Application[]> {
    return allPages((page, pageSize) => this.upstream.request({ method: 'get', path: `${this.base}/list`, params: { page, pageSize }, answer: this.page }));
  }

  /** The application, or NOT_FOUND when it does not exist or is another member's. */
  get(id: string): Promise<Application> {
    return this.upstream.request({ method: 'get', path: `${this.base}/resource/${encodeURIComponent(id)}`, answer: this.record });
  }

  /** Creates a draft in the active session. */
  create(save: DraftSave<Data>, signal?: AbortSignal): Promise<Application> {
    return this.save({ method: 'post', path: `${this.base}/resource` }, save, signal);
  }

  /** Replaces a draft; a stale `version` is a CONFLICT. */
  update(id: string, version: number, save: DraftSave<Data>, signal?: AbortSignal): Promise<Application> {
    return this.save({ method: 'put', path: `${this.base}/resource/${encodeURIComponent(id)}`, params: { version } }, save, signal);
  }

  /** Submits; repeating it with any key answers the same submitted application. */
  submit(id: string, idempotencyKey: string): Promise<Application> {
    return this.upstream.request({
      method: 'post',
      path: `${this.base}/submit/${encodeURIComponent(id)}`,
      json: {},
      headers: { 'Idempotency-Key': idempotencyKey },
      timeoutMs: burstTimeoutMs,
      answer: this.record,
    });
  }

  private save(call: Pick<RestCall, 'method' | 'path' | 'params'>, { data, keepList, uploads }: DraftSave<Data>, signal: AbortSignal | undefined) {
    return this.send(call, { data, keepList }, uploads, signal);
  }

  /** A multipart call: the JSON fields, then the browser's files streamed through as they arrive. */
  protected async send(
    call: Pick<RestCall, 'method' | 'path' | 'params'>,
    fields: Record<string, unknown>,
    uploads: UploadPart[],
    signal: AbortSignal | undefined,
  ): Promise<Application> {
    const { form, uploadError, discardRest } = streamedForm(fields, uploads);
    try {
      return await this.upstream.request({ ...call, form, signal, answer: this.record });
    } catch (error) {
      // The upstream request failed because the browser's upload did: say that, not an outage.
      const failed = uploadError();
      throw failed === undefined ? error : uploadFailure(failed, this.upstream.lang);
    } finally {
      discardRest();
    }
  }
}

export type InventionApplicationsApi = ApplicationsApi<InventionApplicationRecord, CompetitionDraftInput>;

/** The incubator's applications, which also take the final-round PDF once a manager has raised them. */
export class IncubatorApplicationsApi extends ApplicationsApi<IncubatorApplicationRecord, IncubatorDraftInput> {
  constructor(upstream: Upstream) {
    super(upstream, 'incubator');
  }

  /** Streams the final PDF as the one part `file`; the backend allows it once, in FINAL_UPLOAD, before the final-upload end. */
  uploadFinal(id: string, file: Promise<FileUpload>, signal?: AbortSignal): Promise<IncubatorApplicationRecord> {
    return this.send({ method: 'post', path: `${this.base}/final/submit/${encodeURIComponent(id)}` }, {}, [{ slot: 'file', upload: file }], signal);
  }
}
