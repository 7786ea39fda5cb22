import type { RequestHandler } from 'express';
import { clientNameHeader, clientVersionHeader } from './client-identity.ts';

/**
 * What a page of another origin may send: JSON, its language, a bearer token, the headers that
 * satisfy Apollo's CSRF prevention, and its client name and version.
 */
const allowedHeaders = [
  'content-type',
  'content-language',
  'authorization',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  clientNameHeader,
  clientVersionHeader,
].join(', ');

/** How long a browser may reuse a preflight's answer, in seconds. */
const preflightMaxAgeSeconds = 600;

/**
 * CORS for /graphql, for the origins CORS_ORIGINS lists; with none listed it is not mounted and
 * no CORS header is ever sent. A listed origin's preflight is answered here (204); any other
 * origin gets no `Access-Control-Allow-Origin`, so its browser withholds the answer, and its
 * preflight passes on to Apollo, which refuses it as any OPTIONS request.
 *
 * No credentials: members and managers authenticate with a bearer token, which the caller sends
 * itself. The only cookie is the login's device cookie, `SameSite=Strict` and meant for the
 * site's own pages; without `Access-Control-Allow-Credentials` a browser neither sends it from
 * another origin's page nor shows that page an answer that set it. Apollo's CSRF prevention still
 * applies to every request: CORS only says which cross-origin pages may read the answers.
 */
export function cors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    // Answers differ by Origin: say so to any HTTP cache in between, allowed or not.
    res.vary('Origin');
    const origin = req.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method !== 'OPTIONS') return next();
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    res.setHeader('Access-Control-Allow-Headers', allowedHeaders);
    res.setHeader('Access-Control-Max-Age', String(preflightMaxAgeSeconds));
    res.status(204).end();
  };
}
