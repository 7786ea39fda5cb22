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

/**
 * Loads the browser's locale data (ICU) in a task of its own. Its first use costs ~20 ms, and
 * ~50 ms when it is react-intl's `Intl.NumberFormat.supportedLocalesOf` (measured in Chromium),
 * which would otherwise run inside the first render.
 */
export function warmLocaleData(locale: string): void {
  new Intl.DateTimeFormat(locale, { timeZone: SITE_TIME_ZONE }).format(0);
}
