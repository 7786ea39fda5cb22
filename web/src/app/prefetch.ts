import type { ApolloClient } from '@apollo/client';
import type { LoaderFunction, Params } from 'react-router-dom';
import { getApolloClient } from './apollo.ts';
import { isLang } from './paths.ts';

/** Starts a page's query; the page reads the answer from the cache through its generated hook. */
export type Prefetch = (client: ApolloClient, params: Params) => Promise<unknown>;

/** The generated documents, in their own chunk (the entry stays small). */
export const documents = () => import('../generated/graphql.ts');

/**
 * A route loader that fetches the page's data while its code chunk downloads, instead of after
 * the page has rendered a skeleton: the first paint already has the content, and the page renders
 * once instead of twice (DESIGN §5, Lighthouse). Failures are left to the
 * page's hook, which shows its own error state, so the loader never throws and stays silent.
 */
export function prefetchLoader(prefetch: Prefetch): LoaderFunction {
  return async ({ params }) => {
    if (isLang(params.lang)) await prefetch(getApolloClient(params.lang), params).catch(() => undefined);
    return null;
  };
}
