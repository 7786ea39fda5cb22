import type { ApolloServerPlugin } from '@apollo/server';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { GatewayContext } from '../context.ts';

/**
 * Whole-response cache for public queries, keyed by query, variables and language. Requests with a
 * token, a member's or a manager's, are neither read from nor written to it, and PRIVATE answers (`me`) never enter it.
 * `cache` is where answers are kept (tagged-cache.ts: with the content they were made of), else Apollo's own store.
 */
export function publicResponseCache(cache?: KeyValueCache<string>): ApolloServerPlugin<GatewayContext> {
  const isVisitor = async ({ contextValue }: { contextValue: GatewayContext }) => contextValue.token === undefined;
  return responseCachePlugin<GatewayContext>({
    ...(cache ? { cache } : {}),
    // No per-member entries: answers of scope PRIVATE are simply not cached.
    sessionId: async () => null,
    extraCacheKeyData: async ({ contextValue }) => contextValue.lang,
    shouldReadFromCache: isVisitor,
    shouldWriteToCache: isVisitor,
  });
}

/**
 * A member's or a manager's answer must not be stored by a shared HTTP cache either: `Cache-Control: no-store`
 * whatever the schema's hints say (Apollo's cache-control plugin writes the header from this policy).
 */
export const membersAreNotCached: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart({ contextValue }) {
    return {
      async willSendResponse({ overallCachePolicy }) {
        if (contextValue.token !== undefined) overallCachePolicy.restrict({ maxAge: 0 });
      },
    };
  },
};

/**
 * Tells each lookup of the response cache for /metrics: a visitor's query that reached execution
 * was answered from it (Apollo marks `responseCacheHit`) or was not.
 */
export function sharedCacheLookups(onLookup: (hit: boolean) => void): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (contextValue.token !== undefined) return;
      return {
        async willSendResponse({ operation, metrics }) {
          if (operation?.operation === 'query') onLookup(metrics.responseCacheHit === true);
        },
      };
    },
  };
}
