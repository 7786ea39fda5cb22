// Unsaved work that must reach the server before the inactivity logout clears the forms (spec §4,
// DESIGN §5: nothing typed is lost). A page registers how to save its changes; the logout awaits
// every registered save, each for a bounded time, and keeps the local copies unless all succeeded.
import { useEffect, useRef } from 'react';

/** Saves a page's unsaved changes to the server; rejects when they could not be saved. */
export type Flush = () => Promise<void>;

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

/** Resolves `true` once every registered save succeeded; `false` when one failed or outlasted `timeoutMs`. */
export async function flushUnsavedWork(timeoutMs = FLUSH_TIMEOUT_MS): Promise<boolean> {
  const results = await Promise.all([...flushes].map((flush) => withTimeout(flush, timeoutMs)));
  return results.every(Boolean);
}

function withTimeout(flush: Flush, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const settle = (saved: boolean) => {
      clearTimeout(timer);
      resolve(saved);
    };
    try {
      flush().then(
        () => settle(true),
        () => settle(false),
      );
    } catch {
      // A save that throws before returning its promise failed as well.
      settle(false);
    }
  });
}
