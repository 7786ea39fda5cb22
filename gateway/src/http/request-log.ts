import type { RequestHandler } from 'express';
import { requestIdOf } from './arrival.ts';
import { operationLabelsOf } from './operation-metrics.ts';

/** Health probes and scrapes run every few seconds; logging them would drown everything else. */
const quietPaths = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The path as logged: no query string (GraphQL GET variables, signed-URL signatures) and no
 * password-reset token, which travels as the last path segment of a web route.
 */
export function loggablePath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(/(\/reset-password\/)[^/]+/, '$1[redacted]');
}

/** `all`: one line per request; `errors`: only 5xx answers and slow requests; `off`: none. */
export type RequestLogMode = 'all' | 'errors' | 'off';

/** In `errors` mode a request slower than this is logged whatever its status. */
export const slowRequestMs = 1000;

/** Lines are written together, at most this long after the first of them (or sooner when many). */
const flushAfterMs = 50;
const flushAtChars = 16 * 1024;

/**
 * Collects log lines and writes them to stdout in one write per batch, off the request's path: a
 * `console.log` per request was one synchronous write (stdout to a file or a pipe blocks in Node)
 * on every answer. The shared stdout buffer writes whatever is pending when the process exits.
 */
export class LogBuffer {
  #pending = '';
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly write: (chunk: string) => void = (chunk) => process.stdout.write(chunk)) {}

  add(line: string): void {
    this.#pending += line + '\n';
    if (this.#pending.length >= flushAtChars) this.flush();
    else this.#timer ??= setTimeout(() => this.flush(), flushAfterMs).unref();
  }

  flush(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#pending === '') return;
    const chunk = this.#pending;
    this.#pending = '';
    this.write(chunk);
  }
}

/** The process's one stdout buffer (one exit hook however many gateways a test process builds). */
let stdoutLog: LogBuffer | undefined;

function sharedStdoutLog(): LogBuffer {
  if (stdoutLog) return stdoutLog;
  const buffer = (stdoutLog = new LogBuffer());
  // Exit handlers run synchronously, and stdout writes to files and pipes are synchronous: nothing pending is lost.
  process.once('exit', () => buffer.flush());
  return buffer;
}

/**
 * The request log: method, path, status, duration and the request's id (arrival.ts), and for
 * /graphql the operation and the client's name and version, one line per request (mode `all`), or only
 * failed (5xx) and slow (≥ 1 s) requests (mode `errors`, for busy production instances; set with
 * REQUEST_LOG). Headers (Authorization) are never logged.
 */
export function createRequestLog(mode: RequestLogMode, buffer: LogBuffer = sharedStdoutLog()): RequestHandler {
  if (mode === 'off') return (_req, _res, next) => next();
  return (req, res, next) => {
    if (quietPaths.has(req.path)) return next();
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (mode === 'errors' && res.statusCode < 500 && ms < slowRequestMs) return;
      // A GraphQL request also names its operation and client (the metrics' bounded labels, and the version as sent).
      const operation = operationLabelsOf(res);
      // The request's id stays last, where the tests and log readers take it.
      const graphql = operation ? ` ${operation.operation} ${operation.client}/${operation.clientVersion}` : '';
      buffer.add(`${req.method} ${loggablePath(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms${graphql} ${requestIdOf(req) ?? '-'}`);
    });
    next();
  };
}
