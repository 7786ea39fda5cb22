import { SITE_TIME_ZONE } from './paths.ts';

// The browser's first screen is built in steps (chunks and messages, the router, hydration). Run
// back to back they are one long task that blocks input (Lighthouse mobile: total blocking time);
// with a yield between them each is a task of its own.

/**
 * Resolves in a new task, after the browser has had the chance to handle input and paint. A posted
 * message, not a timer: timers wait ≥ 1 s in a background tab, and never run under a paused clock
 * (Playwright's, in the banner's e2e tests).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** What the locale-data worker is asked to load. */
export interface LocaleDataRequest {
  locale: string;
  timeZone: string;
}

/** How long start-up waits for the worker before going on without it. */
const LOCALE_DATA_WAIT_MS = 1000;
const localeData = new Map<string, Promise<void>>();

/**
 * Loads the browser's locale data (ICU) in a worker, on another core, once per locale. Its first
 * use costs 20–50 ms (measured in Chromium; react-intl's first `supportedLocalesOf` is one), and
 * ICU's data is shared by the renderer process: once the worker has loaded it, the main thread's
 * first use is under a millisecond. Resolves when the worker is done, when it cannot run, or after
 * a second, whichever comes first.
 */
export function loadLocaleData(locale: string): Promise<void> {
  let loaded = localeData.get(locale);
  if (!loaded) {
    loaded = typeof Worker === 'undefined' ? Promise.resolve() : runLocaleDataWorker({ locale, timeZone: SITE_TIME_ZONE });
    localeData.set(locale, loaded);
  }
  return loaded;
}

function runLocaleDataWorker(request: LocaleDataRequest): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, LOCALE_DATA_WAIT_MS);
    try {
      worker = new Worker(new URL('./localeData.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      done();
      return;
    }
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(request);
  });
}

/**
 * Creates the first formatter on the main thread in a task of its own, once the worker has loaded
 * the data (or given up): whatever is left of the first use does not fall inside the first render.
 */
export async function warmLocaleData(locale: string): Promise<void> {
  await loadLocaleData(locale);
  new Intl.DateTimeFormat(locale, { timeZone: SITE_TIME_ZONE }).format(0);
}
