import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { translate } from '../i18n.ts';
import { precompressed } from './precompressed.ts';

/** The English pages (spec §2: every route sits under /zhTw or /en). */
const englishPath = /^\/en(\/|$)/;

/** Paths that are never the web client's, whatever the request accepts. */
const serverPaths = /^\/(graphql|files|healthz|readyz|api|assets)(\/|$)/;

/**
 * A file's name (`/favicon.ico`, `/robots.txt`): a missing one stays 404 instead of becoming a page.
 * Page paths never end in a short extension (article ids are numbers, link secrets base64url).
 */
const fileName = /\.[a-z0-9]{1,5}$/i;

/** The server entry's build (WEB_DIST/server): loaded by the gateway, never sent. */
const serverBuild = /^\/server(\/|$)/;

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web client not built</title></head>
<body><h1>The web client is not built</h1>
<p>Run <code>npm run build</code> at the repository root, then reload this page.
The GraphQL API is available at <a href="/graphql">/graphql</a>.</p></body></html>
`;

/**
 * The built React client: fingerprinted `/assets/*` cached for a year, everything else revalidated
 * on every load, and every other page path answered with index.html (client-side routes) whatever
 * the request accepts (link-preview crawlers and tools ask for any type, not text/html).
 */
export function webClient(webDist: string, renderedPages?: RequestHandler): Router {
  const router = express.Router();
  const noCache = (res: express.Response) => res.setHeader('Cache-Control', 'no-cache');

  // The server entry's build output is the gateway's code, not the browser's.
  router.use((req, _res, next) => next(serverBuild.test(req.path) ? 'router' : undefined));

  router.use('/assets', precompressed(join(webDist, 'assets')));
  router.use(
    '/assets',
    express.static(join(webDist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  router.use(express.static(webDist, { index: false, cacheControl: false, setHeaders: noCache }));
  // Public pages arrive rendered; the rest (and all when the server entry is not built) below.
  if (renderedPages) router.use(renderedPages);

  const spaFallback: RequestHandler = (req, res, next) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !serverPaths.test(req.path) && !fileName.test(req.path);
    if (!isPage) return next();
    const index = join(webDist, 'index.html');
    const notBuilt = (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return next(error);
      res.status(503).set('Cache-Control', 'no-store').type('html').send(notBuiltPage);
    };
    // 404 for a path the renderer found no page for (the client then redirects home, spec §2).
    const status = typeof res.locals.pageStatus === 'number' ? res.locals.pageStatus : 200;
    if (!englishPath.test(req.path)) {
      res.status(status).sendFile(index, { cacheControl: false, headers: { 'Cache-Control': 'no-cache' } }, (error) => error && notBuilt(error));
      return;
    }
    // index.html is built in Chinese; an English page says so, and names the site in English,
    // before any script runs (screen readers and crawlers read <html lang> and <title> first).
    // Read per request: the file is small and may be rebuilt.
    readFile(index, 'utf8').then(
      (html) =>
        res
          .status(status)
          .set('Cache-Control', 'no-cache')
          .type('html')
          .send(html.replace(/<html lang="[^"]*"/, '<html lang="en"').replace(/<title>[^<]*<\/title>/, () => `<title>${translate('en', 'siteName')}</title>`)),
      notBuilt,
    );
  };
  router.use(spaFallback);
  return router;
}
