// The staff session's timing, free of React so it can be tested with fake timers (issue 20): it
// ends after 30 minutes without input in this tab (the session lives in the tab's own storage, so
// other tabs have no say), and while the officer works its 30-minute token is renewed, so that
// only idleness ends it, never the token's age. The member's 15 minutes and their cross-tab sharing
// (app/session/watch.ts) are untouched; only what counts as activity is shared.
import { ACTIVITY_EVENTS } from '../../../app/session/watch.ts';

export const STAFF_IDLE_MS = 30 * 60_000;
/** The least time between two renewals: an officer at work costs one call per 5 minutes at most. */
export const STAFF_RENEW_AFTER_MS = 5 * 60_000;
/** A renewal that got no token (the network) is tried again this much later. */
export const STAFF_RENEW_RETRY_MS = 60_000;

export interface StaffSessionWatch {
  /** 30 minutes went by without input. */
  onIdle: () => void;
  /** When the session's current token was issued (ms since the epoch), or null once it has none. */
  issuedAt: () => number | null;
  /** Asks for a fresh token and keeps it; resolves true once it is kept. */
  renew: () => Promise<boolean>;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  idleMs?: number;
}

/**
 * Starts the watch; the returned function stops it. A renewal is asked for only after input that
 * came since the previous one was asked for, and at least `STAFF_RENEW_AFTER_MS` after it. So the
 * last renewal always follows the last input, and its token outlives that input by 30 minutes:
 * the idle logout, 30 minutes after the input, always comes first.
 */
export function watchStaffSession({ onIdle, issuedAt, renew, target = window, idleMs = STAFF_IDLE_MS }: StaffSessionWatch): () => void {
  let last = Date.now();
  // Input since the current token was asked for. The watch's start (a sign-in, a reload) counts:
  // the idle time runs from it, so the token has to as well.
  let used = true;
  // This tab's clock when it last asked, so the spacing never depends on the server's clock.
  let askedAt: number | null = null;
  let renewing = false;
  let stopped = false;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;

  const renewWhenDue = () => {
    clearTimeout(renewTimer);
    const since = askedAt ?? issuedAt();
    if (stopped || renewing || !used || since === null) return;
    const wait = since + STAFF_RENEW_AFTER_MS - Date.now();
    if (wait > 0) {
      renewTimer = setTimeout(renewWhenDue, wait);
      return;
    }
    const previous = askedAt;
    used = false;
    renewing = true;
    askedAt = Date.now();
    void renew()
      .catch(() => false)
      .then((kept) => {
        renewing = false;
        if (stopped) return;
        if (kept) {
          renewWhenDue();
          return;
        }
        // Nothing kept: the input still waits for a token that covers it, and this try was no renewal.
        used = true;
        askedAt = previous;
        renewTimer = setTimeout(renewWhenDue, STAFF_RENEW_RETRY_MS);
      });
  };

  const markActive = () => {
    last = Date.now();
    if (used) return;
    used = true;
    renewWhenDue();
  };
  const listen = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, markActive, listen);

  const stop = () => {
    stopped = true;
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, markActive, listen);
    clearTimeout(renewTimer);
    clearTimeout(idleTimer);
  };
  // One timer, re-armed for the time still missing, rather than reset on every pointer move.
  let idleTimer: ReturnType<typeof setTimeout>;
  const checkIdle = () => {
    const idleFor = Date.now() - last;
    if (idleFor < idleMs) {
      idleTimer = setTimeout(checkIdle, idleMs - idleFor);
      return;
    }
    stop();
    onIdle();
  };
  idleTimer = setTimeout(checkIdle, idleMs);
  renewWhenDue();
  return stop;
}
