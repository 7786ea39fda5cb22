import type { Request, RequestHandler, Response } from 'express';
import { clientOf } from './client-identity.ts';
import type { GatewayMetrics } from './metrics.ts';

/** One /graphql request as the metrics and the request log name it: labels already bounded. */
export interface OperationLabels {
  operation: string;
  client: string;
  /** As the client said it (a short plain token, or `-`); logged, never a label. */
  clientVersion: string;
}

/** The operation of an answered /graphql request (request-log.ts adds it to its line). */
export function operationLabelsOf(res: Response): OperationLabels | undefined {
  return (res.locals as { operationLabels?: OperationLabels } | undefined)?.operationLabels;
}

/** A GraphQL name (graphql-js's grammar) of a sensible length, or nothing. */
const graphqlName = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

/** The first operation's name in a document's text (a body sent without `operationName` has one operation). */
const namedOperation = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/**
 * The name the request gives its operation: the body's (POST, multipart) or the query string's
 * (GET) `operationName`, else the name in its query text; `anonymous` when it gives none.
 */
function requestedOperation(req: Request): string {
  const body: unknown = req.method === 'GET' ? req.query : req.body;
  const fields = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as {
    operationName?: unknown;
    query?: unknown;
  };
  const name = fields.operationName || (typeof fields.query === 'string' ? namedOperation.exec(fields.query)?.[1] : undefined);
  if (name === undefined || name === null || name === '') return 'anonymous';
  return typeof name === 'string' && graphqlName.test(name) ? name : 'other';
}

/** Apollo writes `errors` first; a body that starts otherwise has none. Only string bodies are answers of Apollo or the gateway. */
function errorCodesOf(body: unknown): string[] {
  if (typeof body !== 'string' || !body.startsWith('{"errors":')) return [];
  try {
    const { errors } = JSON.parse(body) as { errors?: { extensions?: { code?: unknown } }[] };
    return (errors ?? []).map(({ extensions }) => (typeof extensions?.code === 'string' && /^[A-Z_]{1,40}$/.test(extensions.code) ? extensions.code : 'OTHER'));
  } catch {
    return [];
  }
}

/**
 * Counts each /graphql answer by operation and client (`apollographql-client-name`), its errors
 * by `extensions.code`, and times it from the moment it reached /graphql to its answer, whoever
 * answered: Apollo, the front cache, the overload guard or the body parser's refusal. Mounted
 * first on /graphql, so it sees them all; the labels are computed once the body is parsed.
 */
export function operationMetrics(metrics: GatewayMetrics): RequestHandler {
  const record = (req: Request, res: Response, body: unknown, seconds: number) => {
    const codes = errorCodesOf(body);
    // A name takes a free label only from an answer without errors: a refused or mistyped one never does.
    const answered = res.statusCode < 400 && codes.length === 0;
    const client = clientOf(req.headers);
    const labels = { operation: metrics.operations.fold(requestedOperation(req), answered), client: metrics.clients.fold(client.name, answered) };
    (res.locals as { operationLabels?: OperationLabels }).operationLabels = { ...labels, clientVersion: client.version };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, seconds);
    for (const code of codes) metrics.errors.inc({ code, ...labels });
  };
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const send = res.send;
    res.send = function (this: Response, body: unknown) {
      // An object is sent again as its JSON text (Express's res.json), which is what gets recorded.
      if (typeof body === 'object' && body !== null && !Buffer.isBuffer(body)) return send.call(this, body);
      res.send = send;
      record(req, res, body, Number(process.hrtime.bigint() - started) / 1e9);
      return send.call(this, body);
    };
    next();
  };
}
