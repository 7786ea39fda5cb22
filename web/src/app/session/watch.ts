// The timed rules of spec §4 for a logged-in member, free of React so they can be tested with fake
// timers: the hourly refresh check and the logout after 15 minutes without activity in any of the
// member's tabs.
import { session } from '@yip/rules/constants';
import { announceIdleLogout, createActivitySharer, onIdleLogoutElsewhere, sharedActivity } from './activity.ts';
import { inRefreshWindow, type TokenClaims } from './token.ts';

export const REFRESH_CHECK_MS = session.refreshCheckMs;
export const INACTIVITY_LOGOUT_MS = session.inactivityLogoutMs;
/** How far ahead of this tab's clock another tab's activity may be and still count. */
export const CLOCK_SKEW_MS = 5000;

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
  /** 15 minutes went by without activity in any tab (this one found it, or another announced it). */
  onIdle: () => void;
  /** Where activity and the other tabs' storage events are listened for (the window). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Starts the watch; the returned function stops it. */
export function watchSession({ claims, refresh, onIdle, target = window }: SessionWatch): () => void {
  const sharer = createActivitySharer();
  let lastActivity = Date.now();
  const markActive = () => {
    lastActivity = Date.now();
    sharer.mark(lastActivity);
  };
  // Starting the watch (a login, a reload) is activity too: an old shared time must not log out at once.
  sharer.mark(lastActivity);
  // Capture: an element that stops propagation still counts as activity.
  const listen = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, markActive, listen);

  let idle = false;
  const goIdle = () => {
    if (idle) return;
    idle = true;
    onIdle();
  };
  const stopFollowing = onIdleLogoutElsewhere(target, goIdle);

  const hourly = setInterval(() => {
    const current = claims();
    if (current && inRefreshWindow(current, Date.now())) refresh();
  }, REFRESH_CHECK_MS);

  // One timer, re-armed for the time still missing, instead of a reset on every mouse move.
  let idleTimer: ReturnType<typeof setTimeout>;
  const checkIdle = () => {
    const now = Date.now();
    // Another tab's activity may be stamped a moment ahead of this clock (it wrote just before this
    // timer ran): that is activity now. One far ahead (a clock set back) cannot keep the tab alive.
    const shared = sharedActivity();
    const trusted = shared <= now + CLOCK_SKEW_MS ? Math.min(shared, now) : 0;
    const idleFor = now - Math.max(lastActivity, trusted);
    if (idleFor >= INACTIVITY_LOGOUT_MS) {
      announceIdleLogout(now);
      goIdle();
    } else idleTimer = setTimeout(checkIdle, INACTIVITY_LOGOUT_MS - idleFor);
  };
  idleTimer = setTimeout(checkIdle, INACTIVITY_LOGOUT_MS);

  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, markActive, listen);
    stopFollowing();
    sharer.stop();
    clearInterval(hourly);
    clearTimeout(idleTimer);
  };
}
