import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import type { LoaderFunction, Params } from 'react-router-dom';
import { getApolloClient } from './apollo.ts';
import { isLang } from './paths.ts';
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
      .then((request) => clientOf(lang).query({ ...request, context: { silentErrors: true } }))
      .catch(() => undefined);
    return null;
  };
}
