// The session in browser storage (spec §4): `token` and `role` in localStorage, read by the Apollo
// link and the header. Changes are announced so every view of the session stays in step, also
// with other tabs (the storage event).

import { clearAllDrafts } from '../../components/Form/draft.ts';
import { decodeClaims } from './token.ts';

export const TOKEN_KEY = 'token';
export const ROLE_KEY = 'role';
/** The only role the public site accepts (spec §6). */
export const MEMBER_ROLE = 'user';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function remove(...keys: string[]): void {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function readToken(): string | null {
  return read(TOKEN_KEY);
}

/**
 * The token to send upstream: only a member's (spec §6). Another role's token stays in storage for
 * the session provider, which logs it out with the message of spec §8; sent, it would come back as
 * a 401 that clears it silently first.
 */
export function readMemberToken(): string | null {
  const token = read(TOKEN_KEY);
  return token !== null && read(ROLE_KEY) === MEMBER_ROLE && decodeClaims(token)?.role === MEMBER_ROLE ? token : null;
}

export function readRole(): string | null {
  return read(ROLE_KEY);
}

/** Keeps a token and the role it carries. */
export function storeToken(token: string, role: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(ROLE_KEY, role);
  } catch {
    // Storage unavailable: the session lasts as long as the page.
  }
  notify();
}

/** A 401 ends the session: token and role go, the member's unsaved form stays for next time. */
export function clearToken(): void {
  if (read(TOKEN_KEY) === null && read(ROLE_KEY) === null) return;
  remove(TOKEN_KEY, ROLE_KEY);
  notify();
}

export interface KeptDrafts {
  /** This tab's form drafts (sessionStorage): kept when its unsaved work could not be saved. */
  tab?: boolean;
}

/**
 * Logout: the token, the role and the forms' unsaved drafts — but the inactivity logout keeps the
 * drafts whose changes did not reach the server (nothing is lost).
 */
export function clearSession(keep: KeptDrafts = {}): void {
  remove(TOKEN_KEY, ROLE_KEY);
  if (!keep.tab) clearAllDrafts();
  notify();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === ROLE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
