// The timed rules of spec §4 for a logged-in member, free of React so they can be tested with fake
// timers: the hourly refresh check and the logout after 15 minutes without activity.
import { session } from '@yip/rules/constants';
import { inRefreshWindow, type TokenClaims } from './token.ts';

export const REFRESH_CHECK_MS = session.refreshCheckMs;
export const INACTIVITY_LOGOUT_MS = session.inactivityLogoutMs;

/**
 * What counts as the member being active: input events only. `scroll` is left out because
 * carousels and scroll-into-view scroll the page by themselves; a person scrolling still sends
 * wheel, touch, pointer or key events.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

export interface SessionWatch {
  /** The current token's claims (a refresh replaces them while the watch runs). */
  claims: () => TokenClaims | null;
  /** Asks for a new token (the hourly check found the token in its refresh window). */
  refresh: () => void;
  /** 15 minutes went by without activity. */
  onIdle: () => void;
  /** Where activity is listened for (the window). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Starts the watch; the returned function stops it. */
export function watchSession({ claims, refresh, onIdle, target = window }: SessionWatch): () => void {
  let lastActivity = Date.now();
  const markActive = () => {
    lastActivity = Date.now();
  };
  // Capture: an element that stops propagation still counts as activity.
  const listen = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, markActive, listen);

  const hourly = setInterval(() => {
    const current = claims();
    if (current && inRefreshWindow(current, Date.now())) refresh();
  }, REFRESH_CHECK_MS);

  // One timer, re-armed for the time still missing, instead of a reset on every mouse move.
  let idleTimer: ReturnType<typeof setTimeout>;
  const checkIdle = () => {
    const idleFor = Date.now() - lastActivity;
    if (idleFor >= INACTIVITY_LOGOUT_MS) onIdle();
    else idleTimer = setTimeout(checkIdle, INACTIVITY_LOGOUT_MS - idleFor);
  };
  idleTimer = setTimeout(checkIdle, INACTIVITY_LOGOUT_MS);

  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, markActive, listen);
    clearInterval(hourly);
    clearTimeout(idleTimer);
  };
}
