import { createContext } from 'react';
import type { ApolloClient } from '@apollo/client';
import { getApolloClient } from '../apollo.ts';
import type { Lang } from '../paths.ts';

/**
 * Where the layout takes a language's Apollo client: the browser's per-language singletons, or on
 * the server the request's own client (one per render, never shared between visitors).
 */
export const ApolloClientsContext = createContext<(lang: Lang) => ApolloClient>(getApolloClient);

/** What route loaders receive as their context during a server render (prefetch.ts reads it). */
export interface ServerLoaderContext {
  apolloClient: (lang: Lang) => ApolloClient;
}
