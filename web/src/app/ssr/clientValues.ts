import { useSyncExternalStore } from 'react';

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
