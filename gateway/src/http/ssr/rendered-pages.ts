import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { beginRender } from '../../cache/content-tags.ts';
import type { TagIndex } from '../../cache/tag-index.ts';
import { composePage } from './document.ts';
import { PageCache, type CachedPage } from './page-cache.ts';
import { serverEntryLoader, type RenderResult } from './server-entry.ts';

export interface RenderedPagesOptions {
  webDist: string;
  /** The gateway's cache store (shared with Redis when configured). */
  store: KeyValueCache<string>;
  /** Where pages are indexed by the content families they show (the store's own tag index). */
  tags?: TagIndex;
  /** The gateway's own /graphql over loopback (known once it listens). */
  graphqlUrl: () => string;
  /** PUBLIC_URL: the site's absolute origin; else the request's protocol and host. */
  publicUrl: string | undefined;
  /** Renders at once (MAX_RENDERS); tests set fewer. */
  maxRenders?: number;
  /** How long a visitor waits for a render (RENDER_TIMEOUT_MS); tests set less. */
  renderTimeoutMs?: number;
}

/** A render that takes longer is abandoned for the client-rendered page. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * At most this many renders at once; a page asked for while they run gets the client-rendered
 * shell (index.html, `X-Page-Render: shed`) at once, and the browser asks for its data itself.
 * Unbounded, a stalled backend killed the gateway: each render waits for its loopback queries
 * holding an Apollo client, React's prerender state and a loopback connection (~0.35 MB), every
 * request for an expired page started another, and the heap snapshot at the 256 MB limit held 536
 * of them (bench:soak with the backend stopped 2.7 s of every 3 s). The page cache keeps renders
 * rare in the normal case (about one a second in the soak, each well under a second).
 */
export const MAX_RENDERS = 8;

/**
 * Public pages rendered by the web's server entry, from the page cache when a visitor's render is
 * still fresh. The render never sees the request's headers: no Authorization, no cookie, so a
 * page holds no member's data and one cached copy serves everyone. Member pages, and every page
 * while the server entry is not built, fall through to index.html (`res.locals.pageStatus` says
 * which status it answers with).
 */
export function renderedPages({
  webDist,
  store,
  tags,
  graphqlUrl,
  publicUrl,
  maxRenders = MAX_RENDERS,
  renderTimeoutMs = RENDER_TIMEOUT_MS,
}: RenderedPagesOptions): RequestHandler {
  const load = serverEntryLoader(webDist);
  const cache = new PageCache(store, tags);
  let rendering = 0;

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const loaded = await load();
      if (!loaded || !loaded.entry.isServerRendered(req.path)) return next();
      const origin = publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
      // Without PUBLIC_URL the origin comes from the Host header: it is part of the key, or one
      // forged Host would put its links in the page everyone gets.
      const key = `${publicUrl ? '' : origin}${req.originalUrl}`;
      const hit = await cache.get(loaded.buildId, key);
      if (hit) return send(req, res, hit, 'hit');

      if (rendering >= maxRenders) {
        res.set('X-Page-Render', 'shed');
        return next();
      }
      rendering += 1;
      const signal = renderSignal(req, res, renderTimeoutMs);
      const { entry } = loaded;
      // Its queries tell the page which content families it shows (content-tags.ts).
      const reading = beginRender(graphqlUrl());
      const render = new Promise<RenderResult>((resolve) => resolve(entry.render({ url: req.originalUrl, origin, graphqlUrl: reading.url, signal })));
      // The slot is the render's, not the visitor's: it is given back when the render has ended,
      // which may be after the visitor was given up on (a loopback query in flight runs its course).
      render.then(release, release);
      render.finally(reading.end).catch(() => undefined);
      const result = await untilAborted(render, signal);
      // Given up on (too slow, or the visitor left): the shell, and nothing kept, as a render told
      // to stop may still answer a page without the data it had not received yet.
      if (result === undefined || signal.aborted) return next();
      if (result.kind === 'client') {
        res.locals.pageStatus = result.status;
        return next();
      }
      if (result.kind === 'redirect') return res.redirect(result.status, result.location);
      const page = await withGzip(result.status, composePage(loaded.template, result, loaded.styles.linksFor(result.body)));
      // Not kept when content it shows changed while it rendered: its data may be from before.
      if (reading.fresh()) await cache.set(loaded.buildId, key, page, result.maxAge, [...reading.tags]);
      send(req, res, page, 'miss');
    } catch (error) {
      // The client-rendered page still works: a failed render costs the visitor only the first paint.
      if (!res.headersSent) {
        console.error('page render failed:', error);
        next();
      }
    }
  };

  function release(): void {
    rendering -= 1;
  }
}

/** The render's result, or undefined as soon as `signal` aborts (the render itself may go on). */
function untilAborted<T>(render: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise<T | undefined>((resolve, reject) => {
    const abandon = () => resolve(undefined);
    signal.addEventListener('abort', abandon, { once: true });
    render.then(resolve, reject).finally(() => signal.removeEventListener('abort', abandon));
  });
}

const gzipped = promisify(gzip);

/**
 * The page with its gzip copy, compressed once when rendered rather than on every hit: a quarter
 * of the bytes before the first paint (38 KB → 9 KB for the home page).
 */
async function withGzip(status: number, html: string): Promise<CachedPage> {
  return { status, html, gzip: (await gzipped(html, { level: 9 })).toString('base64') };
}

function send(req: Request, res: Response, page: CachedPage, cache: 'hit' | 'miss'): void {
  res.status(page.status).set({ 'Cache-Control': 'no-cache', 'X-Page-Cache': cache, Vary: 'Accept-Encoding' }).type('html');
  if (page.gzip && req.acceptsEncodings('identity', 'gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(Buffer.from(page.gzip, 'base64'));
  else res.send(page.html);
}

/** Aborted when the visitor goes away or the render takes too long. */
function renderSignal(req: Request, res: Response, timeoutMs: number): AbortSignal {
  const left = new AbortController();
  req.once('close', () => {
    if (!res.writableEnded) left.abort();
  });
  return AbortSignal.any([left.signal, AbortSignal.timeout(timeoutMs)]);
}
