// The member's last activity, shared by all their tabs through localStorage (spec §4: 15 minutes
// without activity log out). Each tab watching only itself let an idle tab log out, through the
// shared token, a member who was typing in another one.

export const LAST_ACTIVITY_KEY = 'session.lastActivity';
/** Set when a tab starts the inactivity logout, so tabs whose timers the browser slows follow at once. */
export const IDLE_LOGOUT_KEY = 'session.idleLogout';
/** At most one write a second: pointer moves would otherwise write (and wake every tab) 60 times a second. */
export const SHARE_INTERVAL_MS = 1000;

function readNumber(key: string): number {
  try {
    const value = Number(localStorage.getItem(key));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: each tab then keeps its own time, as before.
  }
}

/** The latest activity any tab shared, in ms since the epoch (0 when none). */
export function sharedActivity(): number {
  return readNumber(LAST_ACTIVITY_KEY);
}

/**
 * Shares this tab's activity: the first of a burst at once, the last one when the second is over,
 * so other tabs never see it more than a second late and the 15 minutes stay exact.
 */
export function createActivitySharer(): { mark(at: number): void; stop(): void } {
  let written = 0;
  let latest = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    trailing = undefined;
    if (latest > written) {
      written = latest;
      if (latest > sharedActivity()) write(LAST_ACTIVITY_KEY, String(latest));
    }
  };
  return {
    mark(at) {
      latest = at;
      if (at - written >= SHARE_INTERVAL_MS) flush();
      else trailing ??= setTimeout(flush, SHARE_INTERVAL_MS - (at - written));
    },
    stop() {
      clearTimeout(trailing);
      flush();
    },
  };
}

/** Tells the other tabs that the inactivity logout has begun. */
export function announceIdleLogout(at: number): void {
  write(IDLE_LOGOUT_KEY, String(at));
}

/** Calls `listener` when another tab announces the inactivity logout. */
export function onIdleLogoutElsewhere(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, listener: () => void): () => void {
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key === IDLE_LOGOUT_KEY && newValue) listener();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
