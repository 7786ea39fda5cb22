import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { readPageData } from './pageData.ts';

// Values only the browser knows, read so that the server's render and the browser's hydration
// agree (the server's answer first), then updated: no hydration mismatch.

const never = () => () => undefined;
const always = () => true;
const notYet = () => false;

/**
 * Where the tree renders, when its root says so: on the server ('server'), hydrating server
 * markup in the browser ('hydrating'), or hydrated. Undefined where no root says (a tree rendered
 * without server markup, a unit test): React's server-snapshot rule then decides, as before.
 */
export type RenderPhase = 'server' | 'hydrating' | 'hydrated';
export const RenderPhaseContext = createContext<RenderPhase | undefined>(undefined);

/**
 * Around a tree being hydrated: 'hydrating' while React hydrates, then 'hydrated' in a transition.
 * With the browser's values read straight from stores, React would re-render each reader whose
 * value differs from the server's synchronously, in one task after hydration: on a member page that
 * render (the session, the member's menu, the page's queries starting) took 50–100 ms without a
 * break (Lighthouse traces, issue 23). In a transition React renders it in 5 ms slices.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [phase, setPhase] = useState<RenderPhase>('hydrating');
  useEffect(() => startTransition(() => setPhase('hydrated')), []);
  return <RenderPhaseContext.Provider value={phase}>{children}</RenderPhaseContext.Provider>;
}

/**
 * A store only the browser has (local storage, a media query, the viewer's time zone): the server's
 * value on the server and while hydrating, so the markup matches, then the store's, followed live.
 */
export function useBrowserStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const phase = useContext(RenderPhaseContext);
  // While hydrating under a root that says so, the store is read as it is (React then sees nothing
  // to re-render at once) and the server's value shown until the root's transition.
  const value = useSyncExternalStore(subscribe, getSnapshot, phase === 'hydrating' ? getSnapshot : getServerSnapshot);
  return phase === 'hydrating' ? getServerSnapshot() : value;
}

/** False on the server and while hydrating, true once the browser's render has taken over. */
export function useHydrated(): boolean {
  return useBrowserStore(never, always, notYet);
}

/** A media query's match, false on the server and during hydration, then followed live. */
export function useMediaQuery(query: string): boolean {
  return useBrowserStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    notYet,
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
