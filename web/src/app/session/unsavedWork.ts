// Unsaved work that must reach the server before the inactivity logout clears the forms (spec §4,
// DESIGN §5: nothing typed is lost). A page registers how to save its changes; the logout awaits
// every registered save, each for a bounded time, and keeps the local copies unless all succeeded.
import { useEffect, useRef } from 'react';

/**
 * Saves a page's unsaved changes to the server; rejects when they could not be saved. It resolves
 * with the path the work now lives at when the save moved it (a new application's first save gives
 * it an id): the member comes back there after logging in, not to an empty `new` form.
 */
export type Flush = () => Promise<string | void>;

/** How the saves before the logout went, and where the page's work lives now (null: where it was). */
export interface FlushOutcome {
  saved: boolean;
  movedTo: string | null;
}

/** How long the logout waits for a save before giving up on it (and keeping the local copy). */
export const FLUSH_TIMEOUT_MS = 10_000;

const flushes = new Set<Flush>();

/** Registers a save; the returned function removes it. */
export function registerUnsavedWork(flush: Flush): () => void {
  const entry: Flush = () => flush();
  flushes.add(entry);
  return () => {
    flushes.delete(entry);
  };
}

/** While the calling page is mounted, the inactivity logout first awaits `flush` (its latest version). */
export function useUnsavedWork(flush: Flush): void {
  const latest = useRef(flush);
  useEffect(() => {
    latest.current = flush;
  });
  useEffect(() => registerUnsavedWork(() => latest.current()), []);
}

/**
 * Saved once every registered save succeeded (not when one failed or outlasted `timeoutMs`), with
 * the first new place a save moved its work to.
 */
export async function flushUnsavedWork(timeoutMs = FLUSH_TIMEOUT_MS): Promise<FlushOutcome> {
  const results = await Promise.all([...flushes].map((flush) => withTimeout(flush, timeoutMs)));
  return {
    saved: results.every((result) => result.saved),
    movedTo: results.find((result) => result.movedTo !== null)?.movedTo ?? null,
  };
}

function withTimeout(flush: Flush, timeoutMs: number): Promise<FlushOutcome> {
  const failed: FlushOutcome = { saved: false, movedTo: null };
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(failed), timeoutMs);
    const settle = (outcome: FlushOutcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    try {
      flush().then(
        (movedTo) => settle({ saved: true, movedTo: typeof movedTo === 'string' ? movedTo : null }),
        () => settle(failed),
      );
    } catch {
      // A save that throws before returning its promise failed as well.
      settle(failed);
    }
  });
}
