// The staff session's idle logout: 30 minutes without input in this tab (the session lives in the
// tab's own storage, so other tabs have no say). The member's 15 minutes and their cross-tab
// sharing (app/session/watch.ts) are untouched; only what counts as activity is shared.
import { ACTIVITY_EVENTS } from '../../../app/session/watch.ts';

export const STAFF_IDLE_MS = 30 * 60_000;

/** Calls `onIdle` once after `idleMs` without activity on `target`; returns the stop. */
export function watchStaffIdle(
  onIdle: () => void,
  { target = window, idleMs = STAFF_IDLE_MS }: { target?: Pick<Window, 'addEventListener' | 'removeEventListener'>; idleMs?: number } = {},
): () => void {
  let last = Date.now();
  const markActive = () => {
    last = Date.now();
  };
  const listen = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, markActive, listen);
  // One timer, re-armed for the time still missing, rather than reset on every pointer move.
  let timer: ReturnType<typeof setTimeout>;
  const check = () => {
    const idleFor = Date.now() - last;
    if (idleFor >= idleMs) onIdle();
    else timer = setTimeout(check, idleMs - idleFor);
  };
  timer = setTimeout(check, idleMs);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, markActive, listen);
    clearTimeout(timer);
  };
}
