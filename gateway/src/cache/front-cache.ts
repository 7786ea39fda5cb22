import type { OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { Request, RequestHandler, Response } from 'express';
import { requestLanguage } from '../i18n.ts';
import { contentReads, noteContentReads, readsAreFresh } from './content-tags.ts';
import { MemoryTagIndex } from './tag-index.ts';

/** A stored answer, as a hit sends it again. */
export interface Entry {
  body: Buffer;
  /** Headers set after this middleware ran (Apollo's content-type and cache-control). */
  headers: [string, OutgoingHttpHeader][];
  storedAtMs: number;
  /** How old the answer already was when stored (the Age of a hit in Apollo's shared store), in seconds. */
  ageAtStore: number;
  /** The content families the answer was made of (content-tags.ts). */
  tags: string[];
}

/** The front cache's middleware, and how a content change drops the answers made of it. */
export type FrontCache = RequestHandler & { drop(tags: readonly string[]): void };

/** Exactly how Apollo's cache-control plugin writes a policy that any cache may store. */
const publicPolicy = /^max-age=(\d+), public$/;

/** Upper bound of the stored answers and their keys; the least recently used answers go first. */
const maxBytes = 16 * 1024 * 1024;

/**
 * What an entry costs: its body and its key (a whole JSON request body, up to 100 KB, so an
 * uncounted key let small answers to big requests grow the cache past its bound), two bytes a
 * character as V8 may hold them, and headers at a flat rate.
 */
export const entrySize = (entry: Entry, key: string) => entry.body.length + 2 * key.length + 256;

/**
 * This process's memory of whole public answers, in front of Apollo's pipeline: a hit skips
 * parsing, the context, execution and serialisation. It stores only what Apollo's cache policy
 * marked PUBLIC with a max-age (as an HTTP cache would), for that long, and never reads or writes
 * for a request with an Authorization header. Keyed by language, Accept and the exact operation
 * (the JSON body of a POST, the query string of a GET, so variables and persisted-query hashes
 * count). Mutations never qualify: their root fields keep Apollo's default max-age of 0.
 *
 * Each gateway instance has its own; Apollo's response cache behind it (memory, or the Redis all
 * instances share) still answers its misses, with the Age the shared entry has, so an answer is
 * never kept longer than its max-age in total.
 */
export function frontCache(onLookup: (hit: boolean) => void = () => undefined): FrontCache {
  const entries = new InMemoryLRUCache<Entry>({ maxSize: maxBytes, sizeCalculation: entrySize });
  const tagged = new MemoryTagIndex();

  const handler: RequestHandler = async (req, res, next) => {
    const key = cacheKey(req);
    if (key === undefined) return next();
    const hit = await entries.get(key);
    // Counted for /metrics: only requests the cache could answer (a visitor's query).
    onLookup(hit !== undefined);
    if (hit) {
      // A page rendered from this answer is made of what the answer was.
      noteContentReads(hit.tags);
      return replay(res, hit, Date.now());
    }

    const headersBefore = res.getHeaders();
    const send = res.send;
    res.send = (body) => {
      res.send = send;
      const stored = readsAreFresh() ? toEntry(res, headersBefore, body, Date.now(), contentReads()) : undefined;
      if (stored) {
        void tagged.add(stored.entry.tags, key);
        void entries.set(key, stored.entry, { ttl: stored.ttlSeconds });
      }
      return send.call(res, body);
    };
    next();
  };
  return Object.assign(handler, {
    drop(tags: readonly string[]) {
      void tagged.take(tags).then((keys) => Promise.all(keys.map((key) => entries.delete(key))));
    },
  });
}

/** The cache key, or undefined when this request must go through Apollo whatever is stored. */
function cacheKey(req: Request): string | undefined {
  if (req.headers.authorization !== undefined) return undefined;
  let operation: string;
  // A parsed body means a JSON content type, which already satisfies Apollo's CSRF prevention.
  if (req.method === 'POST' && typeof req.body === 'object' && req.body !== null) operation = JSON.stringify(req.body);
  // A GET must carry a preflight header, or Apollo refuses it as a possible CSRF: let Apollo say so.
  else if (req.method === 'GET' && (req.headers['apollo-require-preflight'] || req.headers['x-apollo-operation-name'])) operation = req.url;
  else return undefined;
  return `${requestLanguage(req.headers)}\n${req.headers.accept ?? ''}\n${req.method}\n${operation}`;
}

/** The answer as a hit will send it, or undefined when it must not be stored. */
function toEntry(res: Response, headersBefore: OutgoingHttpHeaders, body: unknown, nowMs: number, tags: string[]): { entry: Entry; ttlSeconds: number } | undefined {
  if (res.statusCode !== 200 || (typeof body !== 'string' && !Buffer.isBuffer(body))) return undefined;
  const maxAge = Number(publicPolicy.exec(String(res.getHeader('cache-control')))?.[1] ?? 0);
  const ageAtStore = Number(res.getHeader('age') ?? 0);
  const ttlSeconds = maxAge - ageAtStore;
  if (!(ttlSeconds > 0)) return undefined;
  const bytes = Buffer.from(body);
  // Apollo writes `errors` first and never marks an answer with errors public; checked anyway.
  if (bytes.subarray(0, 10).toString() === '{"errors":') return undefined;
  const headers = Object.entries(res.getHeaders()).filter(
    (header): header is [string, OutgoingHttpHeader] => header[0] !== 'age' && header[1] !== undefined && headersBefore[header[0]] !== header[1],
  );
  return { entry: { body: bytes, headers, storedAtMs: nowMs, ageAtStore, tags }, ttlSeconds };
}

function replay(res: Response, entry: Entry, nowMs: number): void {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader('age', String(entry.ageAtStore + Math.round((nowMs - entry.storedAtMs) / 1000)));
  // send() adds the same ETag and Content-Length as for a fresh answer, and answers If-None-Match alike.
  res.status(200).send(entry.body);
}
