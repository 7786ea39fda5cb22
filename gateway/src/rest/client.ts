import http from 'node:http';
import https from 'node:https';
import axios, { isAxiosError, type AxiosInstance, type RawAxiosRequestHeaders } from 'axios';
import { GraphQLError } from 'graphql';
import type { Language } from '../i18n.ts';
import type {
  Article,
  ArticleColumn,
  ArticleTag,
  ContentFamilies,
  ContentFamily,
  HomeBanner,
  HomeRecommend,
  ListPage,
  MemberInfo,
  PublicSettings,
} from './dto.ts';
import { AccountsApi } from './accounts.ts';
import { mapUpstreamError } from './errors.ts';

export interface ArticleFilter {
  column?: ArticleColumn;
  tagId?: string;
  page: number;
  pageSize: number;
}

/** The backend caps pageSize at 100; lists the gateway reads whole (tags) are read in one page. */
const maxPageSize = 100;

/** Typed calls to the REST backend, bound to one GraphQL request's language and bearer token. */
export class RestClient {
  /** Register, login, passwords, profile and newsletter calls. */
  readonly accounts: AccountsApi;

  /**
   * @param http the gateway's one shared axios instance (created once: base URL, timeout, agents)
   * @param headers this request's headers (language, bearer, visitor address), sent with every call
   */
  constructor(
    private readonly http: AxiosInstance,
    private readonly lang: Language,
    private readonly headers: RawAxiosRequestHeaders,
  ) {
    this.accounts = new AccountsApi(http, lang, headers);
  }

  homeBanners(): Promise<HomeBanner[]> {
    return this.get('home/banner/pub/list');
  }

  homeRecommends(): Promise<HomeRecommend[]> {
    return this.get('home/recommend/pub/list');
  }

  articles(filter: ArticleFilter): Promise<ListPage<Article>> {
    return this.get('article/article/pub/list', filter);
  }

  /** A published article, or null when the backend does not know it. */
  async article(id: string): Promise<Article | null> {
    try {
      return await this.get<Article>(`article/article/pub/resource/${encodeURIComponent(id)}`);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  articleTags(): Promise<ListPage<ArticleTag>> {
    return this.get('article/tag/pub/list', { page: 1, pageSize: maxPageSize });
  }

  /** A content family's published records in display order, optionally filtered by field (`status=past`). */
  async contentList<F extends ContentFamily>(family: F, filters: Record<string, string> = {}): Promise<ContentFamilies[F][]> {
    // Content pages show whole families; one page of the backend's largest size holds them.
    const page = await this.get<ListPage<ContentFamilies[F]>>(`${family}/pub/list`, { ...filters, page: 1, pageSize: maxPageSize });
    return page.items;
  }

  /** One published record of a content family, or null when the backend does not know it. */
  async contentRecord<F extends ContentFamily>(family: F, id: string): Promise<ContentFamilies[F] | null> {
    try {
      return await this.get<ContentFamilies[F]>(`${family}/pub/resource/${encodeURIComponent(id)}`);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  publicSettings(): Promise<PublicSettings> {
    return this.get('setting/pub/info');
  }

  /** The member the bearer token belongs to; the backend checks the token's signature. */
  userInfo(): Promise<MemberInfo> {
    return this.get('user/info');
  }

  private async get<T>(path: string, params?: object): Promise<T> {
    try {
      const response = await this.http.get<T>(path, { params, headers: this.headers });
      return response.data;
    } catch (error) {
      logUnavailable('GET', path, error);
      throw mapUpstreamError(error, this.lang);
    }
  }
}

/** Upstream outages are worth a log line; 4xx answers are the caller's business. Never headers. */
function logUnavailable(method: string, path: string, error: unknown): void {
  if (!isAxiosError(error)) return;
  const status = error.response?.status;
  if (status !== undefined && status < 500) return;
  console.warn(`upstream ${method} /api/${path} failed: ${status ?? error.code ?? error.message}`);
}

export interface RestClientFactoryOptions {
  backendUrl: string;
  timeoutMs: number;
}

export interface RestClientFactory {
  /** `clientIp` goes upstream as X-Forwarded-For: the backend's rate limits are per visitor. */
  create(lang: Language, token?: string, clientIp?: string): RestClient;
  /** Closes the kept-alive upstream sockets (at shutdown). */
  close(): void;
}

export function createRestClientFactory({ backendUrl, timeoutMs }: RestClientFactoryOptions): RestClientFactory {
  // Shared by every request, so upstream connections are reused instead of opened per call.
  const httpAgent = new http.Agent({ keepAlive: true });
  const httpsAgent = new https.Agent({ keepAlive: true });
  // One instance for the whole process (creating one per request cost a config merge and a fresh
  // interceptor/adapter set each time); what belongs to one request travels as per-call headers.
  const instance = axios.create({
    baseURL: `${backendUrl}/api/`,
    timeout: timeoutMs,
    // No redirects: axios then uses node's http directly (streams, no follow-redirects buffer),
    // and a backend redirect is never followed with the member's token.
    maxRedirects: 0,
    httpAgent,
    httpsAgent,
    headers: { Accept: 'application/json' },
    transitional: { clarifyTimeoutError: true },
  });
  return {
    create(lang, token, clientIp) {
      const headers: Record<string, string> = { 'Content-Language': lang };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (clientIp) headers['X-Forwarded-For'] = clientIp;
      return new RestClient(instance, lang, headers);
    },
    close() {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  };
}
