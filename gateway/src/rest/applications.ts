import type { CompetitionDraftInput } from '@yip/rules';
import type { GraphQLError } from 'graphql';
import { translate, type Language } from '../i18n.ts';
import type { InventionApplicationRecord, ListPage } from './dto.ts';
import { gatewayError } from './errors.ts';
import { streamedForm, type UploadPart } from './multipart.ts';
import type { Upstream } from './request.ts';

const base = 'invention/apply/pvt';

/** A save as the backend takes it (DESIGN §4 multipart): `data`, `keepList`, then the new files. */
export interface DraftSave {
  /** The application in rules shape; a file slot holds the url of a kept file. */
  data: CompetitionDraftInput;
  /** The urls of stored files still wanted; any other file of the application is deleted. */
  keepList: string[];
  uploads: UploadPart[];
}

/** The member's competition applications (`invention/apply`), bound to one request's member. */
export class ApplicationsApi {
  constructor(private readonly upstream: Upstream) {}

  /** A member has one application per session, so one page holds them all. */
  async list(): Promise<InventionApplicationRecord[]> {
    const page = await this.upstream.request<ListPage<InventionApplicationRecord>>({
      method: 'get',
      path: `${base}/list`,
      params: { page: 1, pageSize: 100 },
    });
    return page.items;
  }

  /** The application, or NOT_FOUND when it does not exist or is another member's. */
  get(id: string): Promise<InventionApplicationRecord> {
    return this.upstream.request({ method: 'get', path: `${base}/resource/${encodeURIComponent(id)}` });
  }

  /** Creates a draft in the active session. */
  create(save: DraftSave, signal?: AbortSignal): Promise<InventionApplicationRecord> {
    return this.save({ method: 'post', path: `${base}/resource` }, save, signal);
  }

  /** Replaces a draft; a stale `version` is a CONFLICT. */
  update(id: string, version: number, save: DraftSave, signal?: AbortSignal): Promise<InventionApplicationRecord> {
    return this.save({ method: 'put', path: `${base}/resource/${encodeURIComponent(id)}`, params: { version } }, save, signal);
  }

  /** Submits; repeating it with any key answers the same submitted application. */
  submit(id: string, idempotencyKey: string): Promise<InventionApplicationRecord> {
    return this.upstream.request({
      method: 'post',
      path: `${base}/submit/${encodeURIComponent(id)}`,
      json: {},
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  }

  private async save(
    call: { method: 'post' | 'put'; path: string; params?: object },
    { data, keepList, uploads }: DraftSave,
    signal: AbortSignal | undefined,
  ): Promise<InventionApplicationRecord> {
    const { form, uploadError, discardRest } = streamedForm({ data, keepList }, uploads);
    try {
      return await this.upstream.request({ ...call, form, signal });
    } catch (error) {
      // The upstream request failed because the browser's upload did: say that, not an outage.
      const failed = uploadError();
      throw failed === undefined ? error : uploadFailure(failed, this.upstream.lang);
    } finally {
      discardRest();
    }
  }
}

/** graphql-upload-minimal's errors carry an HTTP status: 413 for too many files, 4xx for a broken request. */
function uploadFailure(error: unknown, lang: Language): GraphQLError {
  const status = (error as { status?: unknown }).status;
  return status === 413 ? gatewayError('PAYLOAD_TOO_LARGE', lang) : gatewayError('BAD_USER_INPUT', lang, translate(lang, 'uploadFailed'));
}
