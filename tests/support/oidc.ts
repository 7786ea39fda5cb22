// A real OpenID Connect provider (oidc-provider 8) on a loopback port, standing in for Google.
// It serves genuine discovery and JWKS documents; integration tests mint ID tokens with the
// provider's own signing key, the end-to-end spec drives its dev login pages (implicit id_token flow,
// tests/support/oidc-server.ts). Whatever name is typed into the dev login form becomes the
// account's e-mail address and `sub`.
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './stack.ts';

export interface TestOidc {
  issuer: string;
  clientId: string;
  /** An ID token as the provider would issue it after a login; override any claim. */
  idToken(claims: Record<string, unknown>): Promise<string>;
  stop(): Promise<void>;
}

export interface OidcOptions {
  /** A fixed port (end-to-end runs); a free one otherwise. */
  port?: number;
  /** Where the browser may be sent back with the ID token. */
  redirectUris?: string[];
}

/** Given and family name of every account of the dev login form. */
export const oidcAccountName = { given_name: 'Ada', family_name: 'Lovelace' };

export async function startOidc(clientId = 'portal-web', options: OidcOptions = {}): Promise<TestOidc> {
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-signing-key', alg: 'RS256', use: 'sig' };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        response_types: ['id_token'],
        grant_types: ['implicit'],
        // "native" lets an implicit client come back to a plain-http loopback address (a "web"
        // implicit client must use https and no localhost).
        application_type: 'native',
        redirect_uris: options.redirectUris ?? ['http://127.0.0.1:4000/google-login'],
        token_endpoint_auth_method: 'none',
      },
    ],
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: true, ...oidcAccountName }),
    }),
    jwks: { keys: [signingJwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['test-only-cookie-key'] },
  });
  const server = createServer(provider.callback());
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const key = await importJWK(signingJwk, 'RS256');

  return {
    issuer,
    clientId,
    // Each token its own `jti`, as a provider mints them: the backend refuses a replayed one.
    idToken: ({ sub, aud, ...claims }) =>
      new SignJWT({ email_verified: true, jti: randomUUID(), ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: signingJwk.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(String(sub))
        .setAudience((aud as string | undefined) ?? clientId)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key),
    stop: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
