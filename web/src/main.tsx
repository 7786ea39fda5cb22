import './app/zodConfig.ts';
import { startTransition, StrictMode, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANG, langOfPath, LOCALE } from './app/paths.ts';
import { HydrationProvider } from './app/ssr/clientValues.tsx';
import { readPageData } from './app/ssr/pageData.ts';
import { loadLocaleData, yieldToBrowser } from './app/startup.ts';
import './styles/global.css';

const lang = langOfPath(window.location.pathname) ?? DEFAULT_LANG;
// A rendered page has it already: set again, the whole page's style would be recalculated.
if (document.documentElement.lang !== LOCALE[lang]) document.documentElement.lang = LOCALE[lang];

// The locale data loads on another thread while the app's chunks download (startup.ts).
void loadLocaleData(LOCALE[lang]);

const container = document.getElementById('root')!;
const pageData = readPageData();
// React here, the app (router, Apollo, messages) in a chunk of its own: two shorter tasks to
// evaluate instead of one long one.
const app = () => import('./app/browserApp.tsx');

/** A public page the server rendered: hydrated once its chunks, messages and data are in hand. */
async function hydrate() {
  await yieldToBrowser();
  const element = await (await app()).prepareHydration(lang, pageData!);
  // In a transition the hydration is time-sliced (5 ms at a time, input between) instead of one
  // task for the whole page (Next.js and React Router do the same).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <HydrationProvider>{element}</HydrationProvider>
      </StrictMode>,
    );
  });
}

/** Member pages (and any page when the server did not render): rendered here as before. */
async function renderInBrowser() {
  const element: ReactElement = await (await app()).prepareRender(lang);
  const root = createRoot(container);
  // A transition lets React render the first screen in slices instead of one long task (Lighthouse
  // mobile: total blocking time on home ~600 → ~300 ms).
  startTransition(() => root.render(<StrictMode>{element}</StrictMode>));
}

if (pageData) void hydrate().catch(renderInBrowser);
else void renderInBrowser();
