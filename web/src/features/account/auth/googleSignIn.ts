// Starting Google sign-in: an OpenID Connect implicit redirect for an ID token (DESIGN §4). The
// client id and the authorization endpoint are the gateway's runtime configuration
// (SiteSettings.googleSignIn), so an operator turns the button on without rebuilding the client.
import type { Lang } from '../../../app/paths.ts';
import { safeNext } from '../../../app/session/returnPath.ts';

const PENDING_KEY = 'googleSignIn';

export interface PendingGoogleSignIn {
  state: string;
  nonce: string;
  lang: Lang;
  /** The login page's return path, followed once signed in. */
  next: string | null;
}

const randomToken = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Leaves for the provider; it comes back to /google-login with the ID token in the fragment. */
export function startGoogleSignIn({ clientId, authorizeUrl }: { clientId: string; authorizeUrl: string }, lang: Lang, next: string | null): void {
  const pending: PendingGoogleSignIn = { state: randomToken(), nonce: randomToken(), lang, next: safeNext(next) };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(authorizeUrl);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${window.location.origin}/google-login`,
    response_type: 'id_token',
    response_mode: 'fragment',
    scope: 'openid email profile',
    state: pending.state,
    nonce: pending.nonce,
  }).toString();
  window.location.assign(url.toString());
}

/** The ID token of the provider's redirect with the nonce it was asked for, once; null when the state does not match. */
export function takeGoogleRedirect(hash: string): { idToken: string; nonce: string; lang: Lang; next: string | null } | null {
  let pending: PendingGoogleSignIn | null = null;
  try {
    pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingGoogleSignIn | null;
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return null;
  }
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = params.get('id_token');
  if (!pending || !idToken || params.get('state') !== pending.state) return null;
  return { idToken, nonce: pending.nonce, lang: pending.lang, next: safeNext(pending.next) };
}
