import http from 'node:http';
import https from 'node:https';
import axios from 'axios';
import { GraphQLError } from 'graphql';
import type { Language } from '../i18n.ts';
import { z } from 'zod';
import {
  article,
  articleTag,
  contentFamilies,
  homeBanner,
  homeRecommend,
  listPage,
  memberInfo,
  publicSettings,
  type Article,
  type ArticleColumn,
  type ArticleTag,
  type ContentFamilies,
  type ContentFamily,
  type HomeBanner,
  type HomeRecommend,
  type ListPage,
  type MemberInfo,
  type PublicSettings,
} from './dto.ts';
import { AccountsApi } from './accounts.ts';
import { StaffAccountsApi } from './staff-accounts.ts';
import { StaffPeopleApi } from './staff-people.ts';
import { StaffApplicationsApi } from './staff-applications.ts';
import { StaffContentApi } from './staff-content.ts';
import { StaffContentImagesApi } from './staff-content-images.ts';
import { StaffSettingsApi } from './staff-settings.ts';
import { allPages } from './all-pages.ts';
import { bodilessAdapter } from './bodiless-adapter.ts';
import { ApplicationsApi, IncubatorApplicationsApi, type InventionApplicationsApi } from './applications.ts';
import { signatureHeader, signCall } from './gateway-signature.ts';
import { previewedList, previewedRead, type Placed, type PreviewedRecord } from './content-preview.ts';
import { isRecordId } from '../resolvers/ids.ts';
import { burstTimeoutMs, Upstream, type UpstreamObserver } from './request.ts';

// The carousels' `pub/list` answers a bare array; every other list is paged.
const homeBannerList = z.array(homeBanner);
const homeRecommendList = z.array(homeRecommend);
const articlePage = listPage(article);
const articleTagPage = listPage(articleTag);
// Built once: a schema is cheap to run and dear to build.
const contentPages = new Map(Object.entries(contentFamilies).map(([family, record]) => [family, listPage(record)]));

export interface ArticleFilter {
  column?: ArticleColumn;
  tagId?: string;
  page: number;
  pageSize: number;
}

/** A NOT_FOUND answer as null: a record the backend does not know. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** Typed calls to the REST backend, bound to one GraphQL request's language and bearer token. */
export class RestClient {
  /** Register, login, passwords, profile and newsletter calls. */
  readonly accounts: AccountsApi;
  /** Staff sign-in (password and TOTP), the staff account and sign-out. */
  readonly staffAccounts: StaffAccountsApi;
  /** The console's members, subscribers, exports' links, reminders, audit log and staff accounts. */
  readonly staffPeople: StaffPeopleApi;
  /** The member's competition applications. */
  readonly inventionApplications: InventionApplicationsApi;
  /** The member's incubator applications and their final-round upload. */
  readonly incubatorApplications: IncubatorApplicationsApi;
  /** The managers' sessions, applications table and detail, final round and exports. */
  readonly staffApplications: StaffApplicationsApi;
  /** The content studio: records of the content families, their revisions and the bin. */
  readonly staffContent: StaffContentApi;
  /** The content studio's image uploads. */
  readonly staffContentImages: StaffContentImagesApi;
  /** The studio's site settings: every setting with its version, and versioned saves. */
  readonly staffSettings: StaffSettingsApi;

  /**
   * @param preview the record a manager's request previews (content-preview.ts): the public reads
   * of its family answer it in place
   */
  constructor(
    private readonly upstream: Upstream,
    private readonly preview?: PreviewedRecord,
  ) {
    this.accounts = new AccountsApi(upstream);
    this.staffAccounts = new StaffAccountsApi(upstream);
    this.staffPeople = new StaffPeopleApi(upstream);
    this.inventionApplications = new ApplicationsApi(upstream, 'invention');
    this.incubatorApplications = new IncubatorApplicationsApi(upstream);
    this.staffApplications = new StaffApplicationsApi(upstream);
    this.staffContent = new StaffContentApi(upstream);
    this.staffContentImages = new StaffContentImagesApi(upstream);
    this.staffSettings = new StaffSettingsApi(upstream);
  }

  /** The same calls, with the public reads of the previewed record's family showing it. */
  withPreview(preview: PreviewedRecord): RestClient {
    return new RestClient(this.upstream, preview);
  }

  async homeBanners(): Promise<HomeBanner[]> {
    return this.showingPreview('home/banner', await this.get('home/banner/pub/list', homeBannerList), homeBanner);
  }

  async homeRecommends(): Promise<HomeRecommend[]> {
    return this.showingPreview('home/recommend', await this.get('home/recommend/pub/list', homeRecommendList), homeRecommend);
  }

  articles(filter: ArticleFilter): Promise<ListPage<Article>> {
    return this.get('article/article/pub/list', articlePage, filter);
  }

  /** A published article, or null when the backend does not know it (or the id is none). */
  article(id: string): Promise<Article | null> {
    return this.record('article/article', id, article);
  }

  /** Every tag (articles name theirs by id). */
  articleTags(): Promise<ArticleTag[]> {
    return allPages((page, pageSize) => this.get('article/tag/pub/list', articleTagPage, { page, pageSize }));
  }

  /** A content family's published records in display order, optionally filtered by field (`status=past`). */
  async contentList<F extends ContentFamily>(family: F, filters: Record<string, string> = {}): Promise<ContentFamilies[F][]> {
    // Content pages show whole families.
    // Family F's schema answers ContentFamilies[F]; TypeScript does not follow the index through the map.
    const page = contentPages.get(family) as unknown as z.ZodType<ListPage<ContentFamilies[F]>>;
    const items = await allPages((number, pageSize) => this.get(`${family}/pub/list`, page, { ...filters, page: number, pageSize }));
    return this.showingPreview(family, items, contentFamilies[family] as unknown as z.ZodType<ContentFamilies[F]>, filters);
  }

  /** One published record of a content family, or null when the backend does not know it (or the id is none). */
  contentRecord<F extends ContentFamily>(family: F, id: string): Promise<ContentFamilies[F] | null> {
    return this.record(family, id, contentFamilies[family] as unknown as z.ZodType<ContentFamilies[F]>);
  }

  publicSettings(): Promise<PublicSettings> {
    return this.get('setting/pub/info', publicSettings);
  }

  /** The member the bearer token belongs to; the backend checks the token's signature. */
  /** The token check before every member's request: as patient as a submit (request.ts). */
  userInfo(): Promise<MemberInfo> {
    return this.upstream.request({ method: 'get', path: 'user/info', answer: memberInfo, timeoutMs: burstTimeoutMs });
  }

  private get<S extends z.ZodType>(path: string, answer: S, params?: object): Promise<z.output<S>> {
    return this.upstream.request({ method: 'get', path, params, answer });
  }

  /** `{family}/pub/resource/{id}`, or the previewed record; null for an unknown record, and for any other id without asking. */
  private record<T>(family: string, id: string, answer: z.ZodType<T>): Promise<T | null> {
    const previewed = previewedRead(this.preview, family, id, answer, this.upstream.lang);
    if (previewed) return previewed;
    return isRecordId(id) ? orNull(this.get(`${family}/pub/resource/${encodeURIComponent(id)}`, answer)) : Promise.resolve(null);
  }

  private showingPreview<T extends Placed>(family: string, items: T[], item: z.ZodType<T>, filters: Record<string, string> = {}): Promise<T[]> {
    return previewedList(this.preview, family, items, item, filters, this.upstream.lang);
  }
}

export interface RestClientFactoryOptions {
  backendUrl: string;
  timeoutMs: number;
  /** GATEWAY_SECRET: without it nothing is signed, and the backend believes neither address nor arrival. */
  gatewaySecret?: string;
  /** Told of every REST call (the upstream latency in /metrics). */
  observe?: UpstreamObserver;
}

export interface RestClientFactory {
  /**
   * `clientIp` goes upstream as X-Forwarded-For (the backend's rate limits are per visitor),
   * `arrivedAt` as X-Request-Start (the backend judges deadlines by it), both signed
   * (X-Gateway-Signature) so the backend can tell them from a forger's, with `requestId` (X-Request-Id)
   * by which the backend's log lines name the visitor's request.
   */
  create(lang: Language, token?: string, clientIp?: string, arrivedAt?: number, requestId?: string): RestClient;
  /** Closes the kept-alive upstream sockets (at shutdown). */
  close(): void;
}

export function createRestClientFactory({ backendUrl, timeoutMs, gatewaySecret, observe }: RestClientFactoryOptions): RestClientFactory {
  // The path the backend sees is its own prefix (if any), then /api/ and the call's path.
  const apiPath = `${new URL(backendUrl).pathname.replace(/\/+$/, '')}/api/`;
  // Shared by every request, so upstream connections are reused instead of opened per call.
  // At most this many sockets to the backend, the rest of the calls queued here: unbounded, a
  // 2,000-member deadline burst opened a connection per waiting call, overflowed the backend's
  // accept queue, and the resets refused submits as UPSTREAM_UNAVAILABLE.
  const upstreamSockets = { keepAlive: true, maxSockets: 128 };
  const httpAgent = new http.Agent(upstreamSockets);
  const httpsAgent = new https.Agent(upstreamSockets);
  // One instance for the whole process (creating one per request cost a config merge and a fresh
  // interceptor/adapter set each time); what belongs to one request travels as per-call headers.
  const instance = axios.create({
    baseURL: `${backendUrl}/api/`,
    timeout: timeoutMs,
    // No redirects: axios then uses node's http directly (streams, no follow-redirects buffer),
    // and a backend redirect is never followed with the member's token.
    maxRedirects: 0,
    // The backend is reached directly, never through a proxy named in the environment (HTTP_PROXY).
    proxy: false,
    // Calls without a body skip axios's http adapter, which costs more than the call itself on
    // loopback (bodiless-adapter.ts); forms and JSON bodies still stream through it.
    adapter: bodilessAdapter(),
    httpAgent,
    httpsAgent,
    headers: { Accept: 'application/json' },
    transitional: { clarifyTimeoutError: true },
  });
  return {
    create(lang, token, clientIp, arrivedAt = Date.now(), requestId) {
      const headers: Record<string, string> = { 'Content-Language': lang };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (clientIp) headers['X-Forwarded-For'] = clientIp;
      // A submit queued behind a deadline burst is judged by when it reached us, not by when the
      // backend gets round to it (the backend believes it only from a trusted gateway, signed).
      const requestStart = String(arrivedAt);
      headers['X-Request-Start'] = requestStart;
      if (requestId) headers['X-Request-Id'] = requestId;
      const vouch = gatewaySecret
        ? (method: string, path: string) => ({
            [signatureHeader]: signCall(gatewaySecret, { method, path: apiPath + path.replace(/^\/+/, ''), forwardedFor: clientIp, requestStart, requestId }),
          })
        : undefined;
      return new RestClient(new Upstream(instance, lang, headers, timeoutMs, vouch, observe));
    },
    close() {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  };
}
