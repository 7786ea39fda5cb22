import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { getApolloClient } from './apollo.ts';
import { loadCatalogue } from './i18n/catalogue.ts';
import { LOCALE, type Lang } from './paths.ts';
import { createRoutes } from './routes.tsx';
import { readPageQueries, resolveLazyMatches } from './ssr/hydrate.ts';
import type { PageData } from './ssr/pageData.ts';
import { warmLocaleData, yieldToBrowser } from './startup.ts';

// The app the entry (main.tsx) starts: routes, router, messages and data. It is a chunk of its
// own, so the browser evaluates it in a task apart from React's (Lighthouse: total blocking time).

const routes = createRoutes();

/**
 * A page the server rendered: the same tree, with its chunks, messages and data in hand first, so
 * hydration matches the markup. Each step is a task of its own.
 */
export async function prepareHydration(lang: Lang, pageData: PageData): Promise<ReactElement> {
  // Not in the task that evaluated this chunk.
  await yieldToBrowser();
  const { pathname, href } = window.location;
  const [, matches] = await Promise.all([loadCatalogue(lang, pathname), resolveLazyMatches(routes, pathname)]);
  await yieldToBrowser();
  await warmLocaleData(LOCALE[lang]);
  await yieldToBrowser();
  getApolloClient(lang);
  await yieldToBrowser();
  await readPageQueries(matches, href);
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { hydrationData: pageData.router });
  await yieldToBrowser();
  return <RouterProvider router={router} />;
}

/**
 * Member pages (and any page the server did not render), rendered in the browser. It starts with
 * the route's messages (its parts of the catalogue) in hand, so the first paint is already in the
 * right language and a member page does not wait for its part afterwards.
 */
export async function prepareRender(lang: Lang): Promise<ReactElement> {
  await loadCatalogue(lang, window.location.pathname).catch(() => undefined);
  return <RouterProvider router={createBrowserRouter(routes)} />;
}
