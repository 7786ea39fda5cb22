// Reading the member's JWT in the browser (spec §3 token data, §4 session rules). The signature is
// the gateway's business: here the claims only drive what the screens show and when to refresh.
import { session } from '@yip/rules/constants';

export interface TokenClaims {
  role: string;
  /** Expiry and issue time, in seconds since the epoch. */
  exp: number;
  iat: number;
  permissions: string[];
  firstName: string;
  lastName: string;
}

/** The claims of a JWT, or null when it is not a readable token. */
export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Partial<TokenClaims>;
    if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return null;
    return {
      role: typeof claims.role === 'string' ? claims.role : '',
      exp: claims.exp,
      iat: claims.iat,
      permissions: Array.isArray(claims.permissions) ? claims.permissions : [],
      firstName: typeof claims.firstName === 'string' ? claims.firstName : '',
      lastName: typeof claims.lastName === 'string' ? claims.lastName : '',
    };
  } catch {
    return null;
  }
}

/** Logged in while the current time is before the token's expiry. */
export function isLive(claims: TokenClaims, nowMs: number): boolean {
  return nowMs < claims.exp * 1000;
}

/** The refresh window: past 10% of the token's lifetime and before its expiry. */
export function inRefreshWindow(claims: TokenClaims, nowMs: number): boolean {
  const issued = claims.iat * 1000;
  const expires = claims.exp * 1000;
  return nowMs > issued + (expires - issued) * session.refreshWindowRatio && nowMs < expires;
}
