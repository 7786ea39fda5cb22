import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadCatalogue } from './app/i18n/catalogue.ts';
import { DEFAULT_LANG, langOfPath, LOCALE } from './app/paths.ts';
import { createRoutes } from './app/routes.tsx';
import { resolveLazyMatches } from './app/ssr/hydrate.ts';
import { readPageData } from './app/ssr/pageData.ts';
import { warmLocaleData, yieldToBrowser } from './app/startup.ts';
import './styles/global.css';

const lang = langOfPath(window.location.pathname) ?? DEFAULT_LANG;
document.documentElement.lang = LOCALE[lang];

const container = document.getElementById('root')!;
const routes = createRoutes();
const pageData = readPageData();

/** A public page the server rendered: the same tree, its loaders' data and chunks in hand first. */
async function hydrate() {
  await yieldToBrowser();
  await Promise.all([loadCatalogue(lang, window.location.pathname), resolveLazyMatches(routes, window.location.pathname)]);
  await yieldToBrowser();
  warmLocaleData(LOCALE[lang]);
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { hydrationData: pageData?.router });
  await yieldToBrowser();
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

/** Member pages (and any page when the server did not render): rendered here as before. */
function renderInBrowser() {
  const router = createBrowserRouter(routes);
  const root = createRoot(container);
  // A transition lets React render the first screen in slices instead of one long task (Lighthouse
  // mobile: total blocking time on home ~600 → ~300 ms).
  const render = () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    );
  // Start with the route's messages (its parts of the catalogue) in hand, so the first paint is
  // already in the right language and a member page does not wait for its part afterwards.
  loadCatalogue(lang, window.location.pathname).then(render, render);
}

if (pageData) void hydrate().catch(renderInBrowser);
else renderInBrowser();
