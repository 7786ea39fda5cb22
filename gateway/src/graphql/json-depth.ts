import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

/** Far deeper than any real variables (the deepest input, an application, nests 4 levels). */
export const maxJsonDepth = 64;

/**
 * Whether JSON text nests deeper than `limit`, found in one pass over the bytes without parsing
 * (brackets inside strings do not count), so a 40,000-deep body costs a scan, not a stack.
 */
export function nestsDeeperThan(text: Buffer | string, limit = maxJsonDepth): boolean {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (inString) {
      if (byte === 0x5c) i += 1; // a backslash escapes the next character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (byte === 0x7d || byte === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * The refusal a too-deep JSON value or query text gets: 400, answered by the error handler with a
 * short message in the user's language, chosen by `type`.
 */
export class TooDeepError extends Error {
  readonly status = 400;
  readonly type: 'entity.too.deep' | 'query.too.deep';
  constructor(what: 'json' | 'query') {
    super(what === 'json' ? `JSON nested deeper than ${maxJsonDepth} levels` : `query nested deeper than ${maxQueryDepth} levels`);
    this.type = what === 'json' ? 'entity.too.deep' : 'query.too.deep';
  }
}

/** For `express.json({ verify })`: refuses the raw body before it is parsed. */
export function refuseDeepBody(_req: IncomingMessage, _res: unknown, body: Buffer): void {
  if (nestsDeeperThan(body)) throw new TooDeepError('json');
}

/**
 * Far deeper than any real operation (the validation rule allows 10 levels of fields), far below
 * the ~3,000 levels where graphql-js's recursive parser overflows the stack.
 */
export const maxQueryDepth = 64;

/**
 * Whether GraphQL query text nests `{`/`[` deeper than `limit`, in one pass: brackets inside
 * strings, block strings and comments do not count. graphql-js parses recursively, so a deep query
 * would otherwise answer "Maximum call stack size exceeded".
 */
export function queryNestsDeeperThan(query: string, limit = maxQueryDepth): boolean {
  let depth = 0;
  for (let i = 0; i < query.length; i += 1) {
    const char = query[i];
    if (char === '#') {
      i = query.indexOf('\n', i);
      if (i < 0) return false;
    } else if (query.startsWith('"""', i)) {
      i = blockStringEnd(query, i + 3);
    } else if (char === '"') {
      for (i += 1; i < query.length && query[i] !== '"' && query[i] !== '\n'; i += 1) if (query[i] === '\\') i += 1;
    } else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
}

/** The index of a block string's closing quote (`\"""` does not close it), or the end. */
function blockStringEnd(query: string, from: number): number {
  for (let i = from; i < query.length; i += 1) {
    if (query.startsWith('\\"""', i)) i += 3;
    else if (query.startsWith('"""', i)) return i + 2;
  }
  return query.length;
}

/**
 * Whether an already parsed value nests deeper than `limit`, walked with a list rather than
 * recursion: for JSON another parser read (a multipart request's `operations`).
 */
export function valueNestsDeeperThan(value: unknown, limit = maxJsonDepth): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Refuses, before Apollo parses anything, what `refuseDeepBody` cannot see: a GET's JSON
 * parameters (`variables`, `extensions`), which Apollo parses itself; a multipart request's
 * `operations`, which the upload parser has already read with JSON.parse (its `map` is never kept:
 * the parser refuses any map that is not flat lists of paths); and the query text of any request.
 */
export const refuseDeepRequest: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET') {
    const url = new URL(req.originalUrl, 'http://gateway');
    if (['variables', 'extensions'].some((name) => nestsDeeperThan(url.searchParams.get(name) ?? ''))) return next(new TooDeepError('json'));
    return next(queryNestsDeeperThan(url.searchParams.get('query') ?? '') ? new TooDeepError('query') : undefined);
  }
  if (req.is('multipart/form-data') && valueNestsDeeperThan(req.body)) return next(new TooDeepError('json'));
  const query: unknown = (req.body as { query?: unknown } | undefined)?.query;
  next(typeof query === 'string' && queryNestsDeeperThan(query) ? new TooDeepError('query') : undefined);
};
