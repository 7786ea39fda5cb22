// What each public answer was made of, so that a change in the content studio drops exactly the
// answers it makes stale (issue 21): every stored answer (Apollo's response cache, the front cache,
// a rendered page) is tagged with the content families its resolvers read from the backend, and a
// change to a family drops what carries its tag, in every gateway instance.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

/** What the request being answered has read so far, and when it began. */
interface Reads {
  tags: Set<string>;
  startedAt: number;
}

const reads = new AsyncLocalStorage<Reads>();

/** From here on, the families this request's resolvers read are noted (before the front cache and Apollo). */
export const collectContentReads: RequestHandler = (_req, _res, next) => reads.run({ tags: new Set(), startedAt: Date.now() }, next);

/** The tag a backend read stands for: a public family's path (`article/tag/pub/list` → `article/tag`). */
export function tagOfPath(path: string): string | undefined {
  return /^([a-z]+(?:\/[a-z]+)?)\/pub\//.exec(path)?.[1];
}

/** Notes what the request being answered was made of: a backend read, or a stored answer's tags. */
export function noteContentReads(tags: Iterable<string>): void {
  const noted = reads.getStore()?.tags;
  if (noted) for (const tag of tags) noted.add(tag);
}

/** The families the request being answered read so far. */
export function contentReads(): string[] {
  return [...(reads.getStore()?.tags ?? [])];
}

// --- freshness ---
// An answer read from the backend just before a change may be stored just after its drop: whatever
// began before the last change to a family it read is not stored at all.

const changedAt = new Map<string, number>();

/** Told of a change (here or in another instance) before its answers are dropped. */
export function markChanged(tags: Iterable<string>, now = Date.now()): void {
  for (const tag of tags) changedAt.set(tag, now);
}

/** Whether one of `tags` changed since `startedAt`: an answer made of them then may be stale. */
export function changedSince(tags: Iterable<string>, startedAt: number): boolean {
  for (const tag of tags) if ((changedAt.get(tag) ?? -Infinity) >= startedAt) return true;
  return false;
}

/** Whether the request being answered may store what it made (no family it read changed since it began). */
export function readsAreFresh(): boolean {
  const noted = reads.getStore();
  return noted === undefined || !changedSince(noted.tags, noted.startedAt);
}

// --- the pages rendered on the server ---
// A render's data comes through this gateway's own /graphql over loopback, each query a request of
// its own: the render's address carries an id by which those requests tell the page what they read.

const renders = new Map<string, Set<string>>();
const renderParameter = 'render';

/** A render about to start: the /graphql address its queries are to use, and what they read. */
export function beginRender(graphqlUrl: string): { url: string; tags: Set<string>; fresh(): boolean; end(): void } {
  const id = randomBytes(9).toString('base64url');
  const tags = new Set<string>();
  const startedAt = Date.now();
  renders.set(id, tags);
  const url = new URL(graphqlUrl);
  url.searchParams.set(renderParameter, id);
  return { url: url.toString(), tags, fresh: () => !changedSince(tags, startedAt), end: () => renders.delete(id) };
}

/** On /graphql, after `collectContentReads`: a render's query adds what it read to its page's tags. */
export const reportToRender: RequestHandler = (req, res, next) => {
  const id = req.query[renderParameter];
  const page = typeof id === 'string' ? renders.get(id) : undefined;
  const noted = reads.getStore()?.tags;
  if (page && noted) res.once('finish', () => noted.forEach((tag) => page.add(tag)));
  next();
};
