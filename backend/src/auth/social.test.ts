import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, mailsTo, memberPassword, startTestApp, type TestApp } from '../testing/harness.ts';

// A JWKS endpoint on loopback (GOOGLE_JWKS_URL skips discovery here; the integration test uses a real provider).
const issuer = 'https://issuer.test';
const clientId = 'portal-client';
let ctx: TestApp;
let jwks: Server;
let privateKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] })));
  await new Promise<void>((ok) => jwks.listen(0, '127.0.0.1', ok));
  const { port } = jwks.address() as AddressInfo;
  ctx = await startTestApp({ GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/jwks` });
});
afterAll(async () => {
  await ctx.close();
  jwks.close();
});

const idToken = (claims: Record<string, unknown>, audience = clientId) =>
  new SignJWT({ nonce: 'n-1', email_verified: true, given_name: 'Ada', family_name: 'Lovelace', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
let visitor = 0;
// Each sign-in from its own address: the per-visitor limit (10 a minute) is not under test here.
const signIn = (token: string, nonce = 'n-1') =>
  call(ctx.app, { method: 'POST', url: '/api/user/login/social/google', payload: { idToken: token, nonce }, remoteAddress: `192.0.2.${(visitor += 1)}` });
const googleLogin = async (claims: Record<string, unknown>, nonce = 'n-1', audience?: string) => signIn(await idToken(claims, audience), nonce);
const link = (payload: object) => call(ctx.app, { method: 'POST', url: '/api/user/login/social/google/link', payload, language: 'en' });
const profile = { lastName: 'Lovelace', firstName: 'Ada', mobile: '0912345678', birthday: '1990-12-10', contactEmail: 'ada@example.org', subscribed: false };

describe('Google login', () => {
  it('starts a sign-up for a new identity, completes it, then logs the member in', async () => {
    const first = await googleLogin({ sub: 'g-1', email: 'Ada@Example.org' });
    expect(first.json()).toMatchObject({ register: true, profile: { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' } });
    const socialToken = first.json<{ socialToken: string }>().socialToken;
    const done = await call(ctx.app, { method: 'PATCH', url: '/api/user/login/social/google', payload: { socialToken, ...profile } });
    expect(done.statusCode).toBe(201);
    const info = await call(ctx.app, { method: 'GET', url: '/api/user/info', token: done.json().token });
    expect(info.json()).toMatchObject({ email: 'ada@example.org', hasPassword: false });
    expect((await call(ctx.app, { method: 'PATCH', url: '/api/user/login/social/google', payload: { socialToken, ...profile } })).statusCode).toBe(409);

    expect((await googleLogin({ sub: 'g-1', email: 'ada@example.org' })).json()).toEqual({ token: expect.any(String) });
    // A social-only account sets its first password with password/update.
    const set = await call(ctx.app, { method: 'POST', url: '/api/user/password/update', token: done.json().token, payload: { password: 'First#2026' } });
    expect(set.statusCode).toBe(200);
  });

  it('refuses a wrong nonce, a wrong audience, an unverified Google e-mail and a forged signature', async () => {
    expect((await googleLogin({ sub: 'g-2', email: 'b@example.org' }, 'other-nonce')).statusCode).toBe(401);
    expect((await googleLogin({ sub: 'g-2', email: 'b@example.org' }, 'n-1', 'another-client')).statusCode).toBe(401);
    expect((await googleLogin({ sub: 'g-2', email: 'b@example.org', email_verified: false })).statusCode).toBe(401);
    const forged = await new SignJWT({ nonce: 'n-1', email: 'b@example.org', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject('g-2')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign((await generateKeyPair('RS256')).privateKey);
    const response = await call(ctx.app, { method: 'POST', url: '/api/user/login/social/google', payload: { idToken: forged, nonce: 'n-1' } });
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses an ID token used before', async () => {
    const token = await idToken({ sub: 'g-replay', email: 'replay@example.org' });
    expect((await signIn(token)).json()).toMatchObject({ register: true });
    const replay = await signIn(token);
    expect([replay.statusCode, replay.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('links a verified local account only after its password or a mailed code, never an unverified one', async () => {
    await createMember(ctx.app, 'verified@example.org');
    const asked = (await googleLogin({ sub: 'g-3', email: 'verified@example.org' })).json<{ link: boolean; email: string; linkToken: string }>();
    expect(asked).toEqual({ link: true, email: 'verified@example.org', linkToken: expect.any(String) });
    // Nothing linked yet: the same identity is asked again.
    expect((await googleLogin({ sub: 'g-3', email: 'verified@example.org' })).json()).toMatchObject({ link: true });
    const wrong = await link({ linkToken: asked.linkToken, password: 'not-the-password' });
    expect([wrong.statusCode, wrong.json().message, wrong.json().reason]).toEqual([400, 'Wrong password or code', undefined]);
    expect((await link({ linkToken: asked.linkToken })).statusCode).toBe(400);
    expect((await link({ linkToken: 'forged', password: memberPassword })).json()).toMatchObject({
      message: expect.stringMatching(/sign in with Google again/),
      reason: 'LINK_EXPIRED',
    });
    const linked = await link({ linkToken: asked.linkToken, password: memberPassword });
    expect(linked.json()).toEqual({ token: expect.any(String) });
    expect((await googleLogin({ sub: 'g-3', email: 'verified@example.org' })).json()).toEqual({ token: expect.any(String) });
    // The link token is spent once the account has its Google identity.
    expect((await link({ linkToken: asked.linkToken, password: memberPassword })).statusCode).toBe(400);

    await createMember(ctx.app, 'by.code@example.org');
    const byCode = (await googleLogin({ sub: 'g-5', email: 'by.code@example.org' })).json<{ linkToken: string }>();
    expect((await call(ctx.app, { method: 'POST', url: '/api/user/login/social/google/link/otp/send', payload: { linkToken: byCode.linkToken } })).json()).toEqual({ ok: true });
    const mail = (await mailsTo(ctx, 'by.code@example.org')).at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(mail?.subject).toContain('連結 Google 帳號驗證碼');
    expect((await link({ linkToken: byCode.linkToken, code: code === '000000' ? '000001' : '000000' })).statusCode).toBe(400);
    expect((await link({ linkToken: byCode.linkToken, code })).json()).toEqual({ token: expect.any(String) });

    await createMember(ctx.app, 'unverified@example.org', { verified: false });
    const refused = await googleLogin({ sub: 'g-4', email: 'unverified@example.org' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
  });
});
