// The staff session in this tab's sessionStorage (issue 20): kept apart from the member's token in
// localStorage, so a member and a staff officer can both be signed in in one browser without
// either touching the other. A tab's staff session ends with the tab. Installed into the app's
// Apollo link and cache on import, so only the console's chunk carries it.
import { installStaffAuth } from '../../../app/session/staffAuth.ts';
import { decodeClaims, isLive } from '../../../app/session/token.ts';

export const STAFF_SESSION_KEY = 'yip.staff.session';
/** What the console's form drafts' keys start with: signing out clears them (StaffSession). */
export const staffDraftPrefix = 'staff-';

/** Why a staff session ended: the sign-in page says so. */
export type StaffEndReason = 'idle' | 'expired' | 'signedOut';

type Listener = () => void;
const listeners = new Set<Listener>();
// Why this tab's last staff session ended; read by the guard as it sends the officer to sign in.
let endReason: StaffEndReason | null = null;

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
  endReason = null;
  for (const listener of listeners) listener();
}

/** A renewed token takes the session's place, unless the session ended while it was asked for; true once kept. */
export function replaceStaffToken(token: string): boolean {
  if (readStaffToken() === null) return false;
  storeStaffToken(token);
  return true;
}

/** When the session's token was issued (ms since the epoch), or null without a session. */
export function staffTokenIssuedAt(): number | null {
  const token = readStaffToken();
  const claims = token ? decodeClaims(token) : null;
  return claims ? claims.iat * 1000 : null;
}

/** Ends the staff session in this tab, saying why (the sign-in page tells the officer). */
export function clearStaffToken(reason: StaffEndReason | null = null): void {
  if (read() === null) return;
  try {
    sessionStorage.removeItem(STAFF_SESSION_KEY);
  } catch {
    // Storage unavailable: nothing kept.
  }
  endReason = reason;
  for (const listener of listeners) listener();
}

/** Why this tab's last staff session ended, or null (none ended, or a new one began). */
export function staffEndReason(): StaffEndReason | null {
  return endReason;
}

/** Calls `listener` whenever the staff session starts or ends; returns the unsubscribe. */
export function subscribeStaffSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

installStaffAuth({ token: readStaffToken, ended: () => clearStaffToken('expired') });
