// The login page's return path (`/{lang}/login?next=…`): only a path of this site under a language
// prefix is followed, never an absolute or protocol-relative URL, so the parameter cannot be used to
// send a member to another site after they log in (an open redirect).
import { localPath, switchLangPath, type Lang } from '../paths.ts';

export const NEXT_PARAM = 'next';

const MAX_LENGTH = 2000;
const BASE = 'https://site.invalid';

/** Pages a member is never sent back to: the login and registration screens themselves. */
const ENTRY_PAGES = /^\/(zhTw|en)\/(login|register|forget-password|reset-password)(\/|$)/;

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * The same-site path (with query and hash) that `raw` names, or null when it is missing, not a
 * path under `/zhTw/` or `/en/`, or one of the login and registration pages.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  // Backslashes and control characters are how `/\evil.example` slips past a "starts with /" check.
  if (!/^\/(zhTw|en)(\/|$)/.test(raw) || raw.includes('\\') || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname === '/zhTw' || url.pathname === '/en' ? `${url.pathname}/` : url.pathname;
  if (!/^\/(zhTw|en)\//.test(path) || ENTRY_PAGES.test(path)) return null;
  return path + url.search + url.hash;
}

/** Where to go after logging in: `next` in the current language, else `fallback`. */
export function afterLogin(lang: Lang, raw: string | null | undefined, fallback: string): string {
  const next = safeNext(raw);
  return next ? switchLangPath(next, lang) : fallback;
}

/** The login page, with a return path when `next` is worth coming back to. */
export function loginPath(lang: Lang, next?: string | null): string {
  const safe = safeNext(next);
  const login = localPath(lang, 'login');
  return safe ? `${login}?${new URLSearchParams({ [NEXT_PARAM]: safe }).toString()}` : login;
}

/** `path` with `?next=` added when `next` is a return path (registration keeps it through its steps). */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNext(next);
  if (!safe) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${new URLSearchParams({ [NEXT_PARAM]: safe }).toString()}`;
}
