import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router-dom';
import { LoadingOverlay } from './LoadingOverlay.tsx';

// The global loading overlay: shown while a lazy route loads, and while any screen holds it.

export interface LoadingApi {
  /** Shows the overlay until the returned function is called. */
  begin(): () => void;
  /** Shows the overlay until the promise settles. */
  track<T>(promise: Promise<T>): Promise<T>;
}

const LoadingContext = createContext<LoadingApi | null>(null);

export function LoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const navigation = useNavigation();

  const begin = useCallback(() => {
    setCount((c) => c + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      setCount((c) => Math.max(0, c - 1));
    };
  }, []);

  const track = useCallback(
    <T,>(promise: Promise<T>) => {
      const end = begin();
      return promise.finally(end);
    },
    [begin],
  );

  const api = useMemo<LoadingApi>(() => ({ begin, track }), [begin, track]);
  const visible = count > 0 || navigation.state === 'loading';

  return (
    <LoadingContext.Provider value={api}>
      {children}
      {visible ? <LoadingOverlay /> : null}
    </LoadingContext.Provider>
  );
}

export function useLoading(): LoadingApi {
  const api = useContext(LoadingContext);
  if (!api) throw new Error('useLoading must be used inside <LoadingProvider>');
  return api;
}
