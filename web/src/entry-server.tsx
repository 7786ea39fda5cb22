// The server side of the public pages (issue 10): the gateway imports this built module and asks
// it for a page. Same routes, loaders and components as the browser; one Apollo client per
// request, reaching the gateway's own /graphql as a visitor (no Authorization, no cookie).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApolloClient, HttpLink, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { createIntl } from 'react-intl';
import {
  createStaticHandler,
  createStaticRouter,
  resolvePath,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { createCache } from './app/apollo.ts';
import { clientIdentityHeaders } from './app/clientIdentity.ts';
import { loadCatalogue } from './app/i18n/catalogue.ts';
import { DEFAULT_LANG, langOfPath, LOCALE, SITE_TIME_ZONE, type Lang } from './app/paths.ts';
import { createRoutes, type RouteHandle } from './app/routes.tsx';
import { headHtml, pageHead } from './app/seo/head.ts';
import { CachePolicyRecorder } from './app/ssr/cachePolicy.ts';
import { ApolloClientsContext, type ServerLoaderContext } from './app/ssr/clients.ts';
import { RenderPhaseContext, RenderTimeContext } from './app/ssr/clientValues.tsx';
import { pageDataTag } from './app/ssr/pageData.ts';
import { RenderStatusContext, type RenderStatus } from './app/ssr/renderStatus.ts';
import { isKeptPath, isKeptQuery, isServerRendered } from './app/ssr/serverRendered.ts';

export interface RenderRequest {
  /** The page's path and query: `/en/news/now/80?page=2`. */
  url: string;
  /** Absolute origin for canonical and og:* URLs, without a trailing slash. */
  origin: string;
  /** The gateway's own GraphQL endpoint over loopback. */
  graphqlUrl: string;
  /** Stops the render (the visitor left, or it took too long). */
  signal?: AbortSignal;
}

export type RenderResult =
  /** A member page, or a path with no page: the gateway answers with index.html (and this status). */
  | { kind: 'client'; status: number }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      lang: Lang;
      /** `<title>`, description, canonical and alternates for the template's head. */
      head: string;
      /** The markup for `<div id="root">`, followed by the page's data tag. */
      body: string;
      /** How long the page may be kept, in seconds (0: not at all). */
      maxAge: number;
    };

/** A page that asked for no data changes only with a new build; kept this long all the same. */
const NO_DATA_MAX_AGE = 300;

export { isServerRendered };

export async function render({ url, origin, graphqlUrl, signal }: RenderRequest): Promise<RenderResult> {
  const location = new URL(url, origin);
  const lang = langOfPath(location.pathname);
  if (!lang || !isServerRendered(location.pathname)) return { kind: 'client', status: 200 };

  const policy = new CachePolicyRecorder();
  const client = new ApolloClient({
    ssrMode: true,
    cache: createCache(),
    link: new HttpLink({
      uri: graphqlUrl,
      // A visitor's request in the page's language: nothing of the requester's is forwarded.
      headers: { 'Content-Language': lang, 'Apollo-Require-Preflight': 'true', ...clientIdentityHeaders },
      // The transport under Apollo's link, not a query of its own.
      // eslint-disable-next-line no-restricted-globals
      fetch: policy.wrap(fetch),
    }),
  });
  const catalogue = await loadCatalogue(lang, location.pathname);
  const handler = createStaticHandler(createRoutes());
  const loaderContext: ServerLoaderContext = { apolloClient: () => client };
  const context = await handler.query(new Request(location, { signal }), { requestContext: loaderContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? `/${DEFAULT_LANG}/` };
  }
  const leaf = context.matches.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  if (!leaf || handle?.unknown) return { kind: 'client', status: 404 };
  if (handle?.redirectTo) {
    const target = resolvePath(handle.redirectTo, leaf.pathnameBase);
    return { kind: 'redirect', status: 301, location: target.pathname + location.search };
  }

  const status: RenderStatus = { notFound: false };
  const renderedAt = Date.now();
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <StrictMode>
      <RenderStatusContext.Provider value={status}>
        <ApolloClientsContext.Provider value={() => client}>
          <RenderTimeContext.Provider value={renderedAt}>
            <RenderPhaseContext.Provider value="server">
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </RenderPhaseContext.Provider>
          </RenderTimeContext.Provider>
        </ApolloClientsContext.Provider>
      </RenderStatusContext.Provider>
    </StrictMode>
  );
  // Renders again until no query is left in flight (components' own useQuery, the lazy footer),
  // each time waiting for every Suspense boundary: crawlers get the whole page.
  const { result } = await prerenderStatic({
    tree,
    signal,
    renderFunction: (node) => prerenderToNodeStream(node, renderOptions(signal)),
  });

  const intl = createIntl({ locale: LOCALE[lang], defaultLocale: LOCALE[DEFAULT_LANG], messages: catalogue as Record<string, string>, timeZone: SITE_TIME_ZONE });
  const head = pageHead({
    lang,
    pathname: location.pathname,
    page: handle?.page,
    params: leaf.params,
    client,
    intl,
    origin,
    notFound: status.notFound,
  });
  const data = pageDataTag({ lang, apollo: client.extract() as NormalizedCacheObject, router: hydrationState(context), renderedAt });
  return {
    kind: 'page',
    status: status.notFound ? 404 : context.statusCode,
    lang,
    head: headHtml(head),
    body: result + data,
    maxAge: isKeptQuery(location.search) && isKeptPath(location.pathname) ? policy.maxAge(NO_DATA_MAX_AGE) : 0,
  };
}

/**
 * React outlines a large Suspense boundary's content after the shell, with an inline script to
 * move it in place; the page is sent whole anyway, so no boundary is ever too large.
 */
const renderOptions = (signal: AbortSignal | undefined) => ({ signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER });

/** What createBrowserRouter needs to start where the server stopped (the loaders never throw). */
function hydrationState(context: StaticHandlerContext) {
  return { loaderData: context.loaderData, actionData: context.actionData, errors: null };
}
