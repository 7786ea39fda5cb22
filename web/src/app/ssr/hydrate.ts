import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { yieldToBrowser } from '../startup.ts';

/**
 * Loads the lazy routes the first screen matches, so hydration renders the same tree the server
 * did instead of a fallback while chunks arrive (react-router's advice for lazy routes with SSR).
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<RouteMatch[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  // Ranking the route table and starting the chunks' downloads are each a task's worth of work.
  await yieldToBrowser();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
  return matches;
}

/**
 * Runs the matched routes' loaders before hydrating. On a rendered page their queries are answered
 * by the cache the server filled (no request): the Apollo client is created and the page's data
 * read here, in tasks of their own, instead of inside the first render's (Lighthouse mobile: total
 * blocking time). The router does not run them on hydration: its data came with the page.
 */
export async function readPageQueries(matches: RouteMatch[], url: string): Promise<void> {
  const request = new Request(url);
  await Promise.all(
    matches.map(({ route, params }) =>
      typeof route.loader === 'function' ? route.loader({ request, url: new URL(url), pattern: route.path ?? '', params, context: undefined }) : null,
    ),
  );
}
