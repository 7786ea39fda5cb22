// A Google sign-in whose e-mail already has an account (issue 11): the gateway answers CONFLICT
// `GOOGLE_LINK_REQUIRED` with a link token, and nothing is linked until the member proves the
// account. The pending link is kept in sessionStorage for its 15 minutes, so a phone that reloads
// the tab while the member reads the mailed code still shows the link screen.
import { CombinedGraphQLErrors } from '@apollo/client';
import { isLang, type Lang } from '../../../app/paths.ts';
import { safeNext } from '../../../app/session/returnPath.ts';

const KEY = 'googleLink';
const LIFETIME_MS = 15 * 60_000;

export interface PendingLink {
  linkToken: string;
  /** The existing account's e-mail, as the gateway named it. */
  email: string;
  /** The language and return path of the login page where sign-in started. */
  lang: Lang;
  next: string | null;
}

/** Why a proof or a code request was refused, when the member can act on it. */
export type LinkProblem = 'wrongProof' | 'codeExpired' | 'linkExpired';

const firstExtensions = (error: unknown) => (CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined);

/** The link token and e-mail of a `GOOGLE_LINK_REQUIRED` answer; null for any other failure. */
export function linkRequired(error: unknown): { linkToken: string; email: string } | null {
  const extensions = firstExtensions(error);
  if (extensions?.code !== 'CONFLICT' || extensions.reason !== 'GOOGLE_LINK_REQUIRED') return null;
  const { linkToken, email } = extensions;
  return typeof linkToken === 'string' && linkToken !== '' && typeof email === 'string' ? { linkToken, email } : null;
}

/**
 * A refused proof: the link token's time is over (sign in with Google again), the code expired
 * (send a new one), or the password or code is wrong. Null for anything else (a rate limit, a
 * broken connection): the screen shows the server's words.
 */
export function linkProblem(error: unknown): LinkProblem | null {
  const extensions = firstExtensions(error);
  if (extensions?.code !== 'BAD_USER_INPUT') return null;
  if (extensions.reason === 'LINK_EXPIRED') return 'linkExpired';
  if (extensions.reason === 'CODE_EXPIRED') return 'codeExpired';
  // Named fields are rules the form checks first; a bare refusal is the proof itself.
  const bare = extensions.reason === undefined && extensions.fields === undefined;
  return bare ? 'wrongProof' : null;
}

export function rememberLink(link: PendingLink, now = Date.now()): void {
  sessionStorage.setItem(KEY, JSON.stringify({ ...link, until: now + LIFETIME_MS }));
}

/** The link kept by an earlier load of the page, while its token may still be used. */
export function readLink(now = Date.now()): PendingLink | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingLink & { until: number }> | null;
    if (!kept || typeof kept.until !== 'number' || kept.until <= now) return forgetLink();
    const { linkToken, email, lang, next } = kept;
    if (typeof linkToken !== 'string' || typeof email !== 'string' || !isLang(lang)) return forgetLink();
    return { linkToken, email, lang, next: safeNext(next) };
  } catch {
    return forgetLink();
  }
}

export function forgetLink(): null {
  sessionStorage.removeItem(KEY);
  return null;
}
