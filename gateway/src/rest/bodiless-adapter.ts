import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import axios, { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/**
 * The axios adapter for calls without a body (every public read, and the member reads): the
 * request straight on node's http with the instance's keep-alive agent. axios's own http adapter
 * cost about 0.25 ms of CPU and 0.13 ms of latency more per call (its proxy lookup in the
 * environment, redirect and progress machinery, transform streams; tests/bench/gateway-cost.ts and
 * the report of issue 10), a fair share of what the gateway may add to a public query.
 *
 * It keeps axios's contract: the same URL and query string, `validateStatus`, AxiosError codes
 * (ETIMEDOUT with clarifyTimeoutError, the socket's own code on a network failure), CanceledError
 * on abort, and a text body that axios's transformResponse parses. Never follows redirects.
 * Anything else (a JSON or streamed body, an unusual response type or parameter, a proxy or
 * size limit) goes to axios's http adapter unchanged.
 */
export function bodilessAdapter(): AxiosAdapter {
  const fallback = axios.getAdapter('http');
  return (config) => (handles(config) ? send(config) : fallback(config));
}

type Scalar = string | number | boolean | null | undefined;

function handles(config: InternalAxiosRequestConfig): boolean {
  return (
    config.data === undefined &&
    (config.responseType === undefined || config.responseType === 'json' || config.responseType === 'text') &&
    !config.proxy &&
    !config.auth &&
    !config.socketPath &&
    !(config.maxContentLength !== undefined && config.maxContentLength > -1) &&
    (config.params === undefined || (Object.getPrototypeOf(config.params) === Object.prototype && Object.values(config.params as object).every(isScalar)))
  );
}

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);
}

/** As axios builds it: base URL and path joined, then the set parameters (null and undefined left out). */
function requestUrl(config: InternalAxiosRequestConfig): URL {
  const path = config.url ?? '';
  const full = config.baseURL && !/^[a-z][a-z\d+\-.]*:\/\//i.test(path) ? `${config.baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
  const url = new URL(full);
  for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, Scalar>)) {
    if (value !== null && value !== undefined) url.searchParams.append(key, String(value));
  }
  return url;
}

function send(config: InternalAxiosRequestConfig): Promise<AxiosResponse<string>> {
  return new Promise((resolve, reject) => {
    const url = requestUrl(config);
    const secure = url.protocol === 'https:';
    const signal = config.signal as AbortSignal | undefined;
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const req = (secure ? https : http).request(url, {
      method: (config.method ?? 'get').toUpperCase(),
      agent: secure ? config.httpsAgent : config.httpAgent,
      headers: config.headers.toJSON(true) as http.OutgoingHttpHeaders,
    });
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const fail = (error: AxiosError) =>
      finish(() => {
        req.destroy();
        reject(error);
      });
    const onAbort = () => fail(new CanceledError(undefined, config, req));

    req.on('error', (error: NodeJS.ErrnoException) => fail(AxiosError.from(error, error.code, config, req)));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      const body = decoded(res);
      body.on('data', (chunk: Buffer) => chunks.push(chunk));
      const broken = (error: NodeJS.ErrnoException) => fail(AxiosError.from(error, error.code, config, req));
      res.on('error', broken);
      if (body !== res) body.on('error', broken);
      body.on('end', () => {
        const response: AxiosResponse<string> = {
          data: Buffer.concat(chunks).toString('utf8'),
          status: res.statusCode ?? 0,
          statusText: res.statusMessage ?? '',
          headers: new AxiosHeaders(res.headers as Record<string, string>),
          config,
          request: req,
        };
        finish(() => settle(resolve, reject, response));
      });
    });
    // One wall-clock limit for the whole answer, as axios keeps it when redirects are off.
    if (config.timeout) {
      timer = setTimeout(() => {
        const code = config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED;
        fail(new AxiosError(config.timeoutErrorMessage ?? `timeout of ${config.timeout}ms exceeded`, code, config, req));
      }, config.timeout);
    }
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    req.end();
  });
}

/** The body as sent, whatever compression a proxy in between chose (the gateway asks for none). */
function decoded(res: http.IncomingMessage): Readable {
  switch (res.headers['content-encoding']) {
    case 'gzip':
    case 'x-gzip':
      return res.pipe(createGunzip());
    case 'deflate':
      return res.pipe(createInflate());
    case 'br':
      return res.pipe(createBrotliDecompress());
    default:
      return res;
  }
}

/** axios's settle(): a status `validateStatus` refuses is an AxiosError carrying the response. */
function settle(resolve: (response: AxiosResponse<string>) => void, reject: (error: AxiosError) => void, response: AxiosResponse<string>): void {
  const valid = response.config.validateStatus;
  if (!response.status || !valid || valid(response.status)) return resolve(response);
  const code = response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : response.status >= 400 ? AxiosError.ERR_BAD_REQUEST : undefined;
  reject(new AxiosError(`Request failed with status code ${response.status}`, code, response.config, response.request, response));
}
