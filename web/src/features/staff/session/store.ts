// The staff session in this tab's sessionStorage (issue 20): kept apart from the member's token in
// localStorage, so a member and a staff officer can both be signed in in one browser without
// either touching the other. A tab's staff session ends with the tab. Installed into the app's
// Apollo link and cache on import, so only the console's chunk carries it.
import { installStaffAuth } from '../../../app/session/staffAuth.ts';
import { decodeClaims, isLive } from '../../../app/session/token.ts';

export const STAFF_SESSION_KEY = 'yip.staff.session';

/** Why a staff session ended when the officer did not sign out: the sign-in page says so. */
export type StaffEndReason = 'idle' | 'expired';

type Listener = (reason: StaffEndReason | null) => void;
const listeners = new Set<Listener>();

function read(): string | null {
  try {
    return sessionStorage.getItem(STAFF_SESSION_KEY);
  } catch {
    return null;
  }
}

/** The staff token, while it is a live manager token; else null. */
export function readStaffToken(): string | null {
  const token = read();
  const claims = token ? decodeClaims(token) : null;
  return token && claims && claims.role === 'manager' && isLive(claims, Date.now()) ? token : null;
}

export function storeStaffToken(token: string): void {
  try {
    sessionStorage.setItem(STAFF_SESSION_KEY, token);
  } catch {
    // Storage unavailable: the session cannot outlive this page.
  }
  for (const listener of listeners) listener(null);
}

/** Ends the staff session in this tab; `reason` when the officer did not ask for it. */
export function clearStaffToken(reason: StaffEndReason | null = null): void {
  if (read() === null) return;
  try {
    sessionStorage.removeItem(STAFF_SESSION_KEY);
  } catch {
    // Storage unavailable: nothing kept.
  }
  for (const listener of listeners) listener(reason);
}

/** Calls `listener` whenever the staff session starts or ends; returns the unsubscribe. */
export function subscribeStaffSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

installStaffAuth({ token: readStaffToken, ended: () => clearStaffToken('expired') });
