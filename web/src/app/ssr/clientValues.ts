import { createContext, useContext, useSyncExternalStore } from 'react';
import { readPageData } from './pageData.ts';

// Values only the browser knows, read so that the server's render and the browser's hydration
// agree (the server's answer first), then updated: no hydration mismatch.

const never = () => () => undefined;

/** False on the server and while hydrating, true once the browser's render has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** A media query's match, false on the server and during hydration, then followed live. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

/** The moment the server rendered the page (ms since the epoch); only the server provides it. */
export const RenderTimeContext = createContext<number | null>(null);

/**
 * "Now" for a first render that reads the clock: the server's render time on the server and while
 * hydrating its page (possibly a cached copy), so the markup matches; the browser's clock after.
 */
export function useFirstNow(): () => number {
  const hydrated = useHydrated();
  const renderTime = useContext(RenderTimeContext);
  return () => (hydrated ? Date.now() : (renderTime ?? readPageData()?.renderedAt ?? Date.now()));
}
