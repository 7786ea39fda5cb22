import http from 'node:http';
import https from 'node:https';
import axios, { isAxiosError, type AxiosInstance, type RawAxiosRequestHeaders } from 'axios';
import type FormData from 'form-data';
import type { z } from 'zod';
import type { Language } from '../i18n.ts';
import { gatewayError, mapUpstreamError } from './errors.ts';
import { noteContentReads, tagOfPath } from '../cache/content-tags.ts';

/**
 * At a deadline the backend takes submits one transaction at a time, so a member's call may wait its
 * turn for longer than other calls should: a submit, and the token check that comes before every
 * member's request. Given up on, a submit could still be taken while the member is told it failed,
 * and a token check given up on refuses a submit never sent (4 of 2,000 members in bench:deadline).
 * Within the session's grace (2 minutes by default) a submit is still judged by its arrival.
 */
export const burstTimeoutMs = 60_000;

/** Told of each REST call once it has ended: its method, path, status (undefined: no answer) and seconds. */
export type UpstreamObserver = (method: string, path: string, status: number | undefined, seconds: number) => void;

/** One REST call: a JSON body, or a multipart form whose parts stream as they come. */
export interface RestCall {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  params?: object;
  json?: object;
  form?: FormData;
  /** This call's own headers; they override the request's. */
  headers?: RawAxiosRequestHeaders;
  /** Aborts the call (the browser went away). */
  signal?: AbortSignal;
  /** The path as the outage log shows it, when the real one says more than a log should. */
  logPath?: string;
  /** How long this call's answer may take, when not the gateway's usual upstream timeout. */
  timeoutMs?: number;
}

/** A call with the shape of the answer the gateway reads (rest/dto.ts and beside it); it answers the schema's output. */
export interface CheckedRestCall<S extends z.ZodType> extends RestCall {
  answer: S;
}

/**
 * The one way the gateway calls the backend: every call carries the request's language, bearer and
 * visitor address, and every failure is mapped to a GraphQL error (rest/errors.ts) without leaking
 * the upstream body, URL or headers.
 */
export class Upstream {
  /**
   * @param http the gateway's one shared axios instance (base URL, timeout, agents, no redirects)
   * @param headers this GraphQL request's headers (language, bearer, visitor address)
   * @param timeoutMs how long an answer may take once the request is sent
   * @param vouch signs one call's method and path with what the gateway vouches for (gateway-signature.ts)
   * @param observe told of each call's path, status (undefined: no answer) and duration, for /metrics
   */
  constructor(
    private readonly http: AxiosInstance,
    readonly lang: Language,
    private readonly headers: RawAxiosRequestHeaders,
    private readonly timeoutMs: number,
    private readonly vouch?: (method: RestCall['method'], path: string) => RawAxiosRequestHeaders,
    private readonly observe?: UpstreamObserver,
  ) {}

  /**
   * The call's answer, checked against `answer`: malformed upstream data (a foundation's backend
   * that drifted from the contract) is UPSTREAM_INVALID rather than passed on to resolvers that
   * would fail somewhere less telling, or show a visitor half a record.
   */
  async request<S extends z.ZodType>(call: CheckedRestCall<S>): Promise<z.output<S>> {
    // A public read tags the answer being made with its family, so a change there drops it (content-tags.ts).
    const tag = call.method === 'get' ? tagOfPath(call.path) : undefined;
    if (tag) noteContentReads([tag]);
    const data = await this.send(call);
    const checked = call.answer.safeParse(data);
    if (checked.success) return checked.data;
    logInvalid(call.method, call.logPath ?? call.path, checked.error);
    throw gatewayError('UPSTREAM_INVALID', this.lang);
  }

  private async send({ method, path, params, json, form, headers, signal, logPath, timeoutMs }: RestCall): Promise<unknown> {
    const streamed = form ? answerDeadline(this.timeoutMs, signal) : undefined;
    const started = process.hrtime.bigint();
    let status: number | undefined;
    try {
      const response = await this.http.request<unknown>({
        method,
        url: path,
        params,
        data: form ?? json,
        headers: { ...this.headers, ...form?.getHeaders(), ...headers, ...this.vouch?.(method, path) },
        signal: streamed?.signal ?? signal,
        ...(timeoutMs !== undefined && { timeout: timeoutMs }),
        // A form streams the browser's upload as it arrives: no size cap here (the backend holds
        // the hard limits; -1, as axios's Infinity counts the bytes through a stream of its own,
        // which never ended a form of JSON fields alone, written whole the moment it is piped: the
        // request never finished, so its socket was never freed, and a save a second emptied the
        // 128 sockets in about a minute) and no wall-clock limit while the applicant is still sending.
        ...(form && { maxBodyLength: -1, timeout: 0, transport: streamed?.transport }),
      });
      status = response.status;
      return response.data;
    } catch (error) {
      if (isAxiosError(error)) status = error.response?.status;
      // A browser that went away is not an outage; a backend that did not answer in time is.
      if (!axios.isCancel(error) || streamed?.timedOut()) logUnavailable(method, logPath ?? path, error);
      throw mapUpstreamError(error, this.lang);
    } finally {
      streamed?.done();
      this.observe?.(method, path, status, Number(process.hrtime.bigint() - started) / 1e9);
    }
  }
}

/**
 * A form's upload takes as long as the browser needs, so the usual timeout runs only from the
 * moment the last byte has gone upstream: then the backend has `timeoutMs` to answer. That moment
 * is the upstream request's 'finish' (its last byte written to the socket), seen through axios's
 * `transport`; the form's own end came earlier for a small form, which is buffered into a request
 * still waiting for one of the agent's sockets, so a draft save queued behind a slow backend's
 * calls ran out of time before it was sent (most saves failed so in bench:soak with the backend
 * stalled), and some were taken after the member had been told they failed (then CONFLICT).
 *
 * After its last byte the backend still stores what it received (into a bucket: a PUT of the whole
 * spooled file and a copy), and when 200 uploads of 10 MB end together that takes the bucket over a
 * minute for all of them: no allowance per MB fitted both that and a hung backend. So the backend
 * says it is still at work with a `102 Processing` every few seconds while it stores
 * (backend/src/applications/still-storing.ts), and each one gives it `timeoutMs` more; a backend
 * that goes silent is given up on as before.
 */
function answerDeadline(timeoutMs: number, signal: AbortSignal | undefined) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  if (signal?.aborted) abort();
  const startClock = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      abort();
    }, timeoutMs);
  };
  return {
    signal: controller.signal,
    transport: {
      request(options: http.RequestOptions, callback: (res: http.IncomingMessage) => void): http.ClientRequest {
        const req = (options.protocol === 'https:' ? https : http).request(options, callback);
        req.once('finish', startClock);
        // An interim answer (102) before the last byte is sent has no clock to restart.
        req.on('information', () => timer && startClock());
        return req;
      },
    },
    timedOut: () => timedOut,
    done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

/** Upstream outages are worth a log line; 4xx answers are the caller's business. Never bodies or headers. */
function logUnavailable(method: string, path: string, error: unknown): void {
  if (!isAxiosError(error)) return;
  const status = error.response?.status;
  if (status !== undefined && status < 500) return;
  console.warn(`upstream ${method.toUpperCase()} /api/${path} failed: ${status ?? error.code ?? error.message}`);
}

/** Where the answer broke the contract (paths and zod's issue codes only: the values may be personal data). */
function logInvalid(method: string, path: string, error: z.ZodError): void {
  const where = error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`);
  console.warn(`upstream ${method.toUpperCase()} /api/${path} answered outside the contract: ${where.join('; ')}`);
}
