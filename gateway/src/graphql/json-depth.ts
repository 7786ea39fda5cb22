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

/** The refusal a too-deep body gets: 400, answered by the error handler with a short message. */
export class TooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(`JSON nested deeper than ${maxJsonDepth} levels`);
  }
}

/** For `express.json({ verify })`: refuses the raw body before it is parsed. */
export function refuseDeepBody(_req: IncomingMessage, _res: unknown, body: Buffer): void {
  if (nestsDeeperThan(body)) throw new TooDeepError();
}

/** The same for a GET's JSON parameters (`variables`, `extensions`), which Apollo parses itself. */
export const refuseDeepQueryParameters: RequestHandler = (req, _res, next) => {
  if (req.method !== 'GET') return next();
  const url = new URL(req.originalUrl, 'http://gateway');
  const deep = ['variables', 'extensions'].some((name) => nestsDeeperThan(url.searchParams.get(name) ?? ''));
  next(deep ? new TooDeepError() : undefined);
};
