import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { ApiError } from '../errors.ts';

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

const idTokenClaims = z.object({
  sub: z.string().min(1),
  nonce: z.string(),
  iat: z.number(),
  exp: z.number(),
  jti: z.string().optional(),
  email: z.email().optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

export type GoogleIdentity = z.infer<typeof idTokenClaims>;

// Google documents both spellings of its issuer.
const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Verifies OpenID Connect ID tokens from Google (or any issuer set by GOOGLE_ISSUER, e.g. a local
 * provider in tests): signature against the issuer's JWKS (found through its discovery document
 * unless GOOGLE_JWKS_URL is set), issuer, audience = GOOGLE_CLIENT_ID, expiry and the nonce.
 */
export function createGoogleVerifier(google: Config['google']) {
  let keys: JWTVerifyGetKey | undefined;
  const issuers = google.issuer === googleIssuers[0] ? googleIssuers : [google.issuer];

  async function keySet(): Promise<JWTVerifyGetKey> {
    if (keys) return keys;
    let jwksUri = google.jwksUrl;
    if (!jwksUri) {
      const response = await fetch(`${google.issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
      const discovery = discoverySchema.safeParse(response.ok ? await response.json() : undefined);
      if (!discovery.success || !issuers.includes(discovery.data.issuer)) throw new Error('unusable discovery document');
      jwksUri = discovery.data.jwks_uri;
    }
    // jose caches the keys and refetches them (rate-limited) when a token names an unknown key id.
    keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 5000 });
    return keys;
  }

  return async function verify(idToken: string, nonce: string): Promise<GoogleIdentity> {
    const clientId = google.clientId;
    if (!clientId) throw new ApiError(503, undefined, 'socialNotConfigured');
    let getKey: JWTVerifyGetKey;
    try {
      getKey = await keySet();
    } catch {
      throw new ApiError(503, undefined, 'unavailable');
    }
    try {
      const { payload } = await jwtVerify(idToken, getKey, {
        issuer: issuers,
        audience: clientId,
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const claims = idTokenClaims.parse(payload);
      if (claims.nonce !== nonce) throw new Error('nonce mismatch');
      return claims;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_JWKS_TIMEOUT') throw new ApiError(503, undefined, 'unavailable');
      throw new ApiError(401, 'UNAUTHENTICATED', 'socialLoginFailed');
    }
  };
}
