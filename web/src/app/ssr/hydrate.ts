import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes the first screen matches, so hydration renders the same tree the server
 * did instead of a fallback while chunks arrive (react-router's advice for lazy routes with SSR).
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
