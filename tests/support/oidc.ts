// A real OpenID Connect provider (oidc-provider 8) on a free loopback port, standing in for Google.
// It serves genuine discovery and JWKS documents; tests mint ID tokens with the provider's own
// signing key rather than driving its interactive login pages.
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
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

export async function startOidc(clientId = 'portal-web'): Promise<TestOidc> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-signing-key', alg: 'RS256', use: 'sig' };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        response_types: ['id_token'],
        grant_types: ['implicit'],
        redirect_uris: ['http://localhost:4000/google-login'],
        token_endpoint_auth_method: 'none',
      },
    ],
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
    idToken: ({ sub, aud, ...claims }) =>
      new SignJWT({ email_verified: true, ...claims })
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
