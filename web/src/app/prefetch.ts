import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import type { LoaderFunction, Params } from 'react-router-dom';
import { getApolloClient } from './apollo.ts';
import { isLang } from './paths.ts';
import { yieldToBrowser } from './startup.ts';
import type { ServerLoaderContext } from './ssr/clients.ts';

/** The query a page sends first, with the same variables as its generated hook (a cache hit). */
export interface PrefetchRequest {
  query: DocumentNode;
  variables?: OperationVariables;
}

/** Resolves the page's request; the document comes from the page's own generated module. */
export type Prefetch = (params: Params) => Promise<PrefetchRequest>;

/**
 * A route loader that sends the page's query while its code chunk downloads, instead of after the
 * page has rendered a skeleton: the first paint already has the content, and the page renders
 * once instead of twice (DESIGN §5). The page still reads the data through its generated hook.
 * Failures are left to that hook, which shows the page's own error state, so the loader never
 * throws and stays silent. On the server the loader context brings the request's own client.
 */
export function prefetchLoader(prefetch: Prefetch, client: (lang: 'zhTw' | 'en') => ApolloClient = getApolloClient): LoaderFunction {
  return async ({ params, context }) => {
    if (!isLang(params.lang)) return null;
    const lang = params.lang;
    const clientOf = (context as Partial<ServerLoaderContext> | undefined)?.apolloClient ?? client;
    await prefetch(params)
      .then(async (request) => {
        const apollo = clientOf(lang);
        // While hydrating, the query is answered by the cache the server filled, and Apollo's
        // first run of it (the document's transforms and traversals, the read) was one long task
        // (Lighthouse mobile: total blocking time): the transforms and a first read come in a task
        // before it. Elsewhere the read finds nothing and the query goes out as before.
        apollo.documentTransform.transformDocument(request.query);
        apollo.readQuery(request);
        await yieldToBrowser();
        return apollo.query({ ...request, context: { silentErrors: true } });
      })
      .catch(() => undefined);
    return null;
  };
}
