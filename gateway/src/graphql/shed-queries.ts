import type { Request, RequestHandler } from 'express';
import { requestLanguage, translate } from '../i18n.ts';

/**
 * GraphQL queries being answered at once, at most; past it a query is refused at once. A query
 * waiting for a slow backend holds about 40 KB of heap (its request, context and execution; the
 * token check before a member's waits up to 60 s), so without a bound the queries in flight grew
 * with the arrival rate times the timeout until the 256 MB heap ran out. Twice the upstream sockets
 * (rest/client.ts): past 128 the calls already queue in the gateway, and on a healthy backend
 * (milliseconds a query) the gateway never comes near it.
 */
export const MAX_QUERIES_IN_FLIGHT = 256;

/** What the refusal asks clients (and proxies) to wait before asking again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Whether the request is a query, which may be refused: a GET (Apollo answers only queries over
 * GET), or a JSON body whose query text has no `mutation`. Anything else passes, a mutation above
 * all: a submit or a save on deadline night waits its turn however busy the gateway is (the upstream
 * agent queues it), and so does a body this cannot read (a persisted query's hash alone, an upload).
 */
export function isQuery(req: Request): boolean {
  if (req.method === 'GET') return true;
  const body: unknown = req.body;
  if (req.method !== 'POST' || typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { query } = body as { query?: unknown };
  return typeof query === 'string' && !/\bmutation\b/.test(query);
}

/**
 * Refuses a query while `limit` queries are in flight: 503 with Retry-After and one GraphQL error,
 * UPSTREAM_UNAVAILABLE ("temporarily unavailable, try again later", in the request's language, as
 * the web shows it) with `reason: OVERLOADED`, before any parsing, token check or upstream call.
 * It sits behind the front cache, whose hits cost nothing and are always answered.
 */
export function shedQueries(limit = MAX_QUERIES_IN_FLIGHT): RequestHandler {
  let inFlight = 0;
  return (req, res, next) => {
    if (!isQuery(req)) return next();
    if (inFlight >= limit) {
      const lang = requestLanguage(req.headers);
      // The GraphQL media type lets Apollo Client read the errors of a non-2xx answer (with plain
      // JSON it sees only the status); Apollo Server chooses the same way.
      const type = req.accepts(['application/json', 'application/graphql-response+json']) || 'application/json';
      res
        .status(503)
        .set('Retry-After', String(RETRY_AFTER_SECONDS))
        .set('Cache-Control', 'no-store')
        .type(type)
        .send(JSON.stringify({ errors: [{ message: translate(lang, 'upstreamUnavailable'), extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'OVERLOADED' } }] }));
      return;
    }
    inFlight += 1;
    // 'close' comes once whether the answer went out or the client left first.
    res.once('close', () => {
      inFlight -= 1;
    });
    next();
  };
}
