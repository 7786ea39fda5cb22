import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMemberEmail } from '../seed/index.ts';
import { call, createMember, login, managerPassword, memberPassword, startTestApp, type TestApp } from '../testing/harness.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const postLogin = (role: string, email: string, password: string, language?: 'zhTw' | 'en') =>
  call(ctx.app, { method: 'POST', url: `/api/${role}/login`, payload: { email, password }, language });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('login', () => {
  it('answers a token with the contract claims', async () => {
    const token = await login(ctx.app, 'user', demoMemberEmail, memberPassword);
    const payload = decodeJwt(token);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    expect(payload).toMatchObject({ role: 'user', permissions: [], firstName: '小明', lastName: '王', sub: expect.stringMatching(/^\d+$/) });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(7200);

    const managerToken = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
    expect(decodeJwt(managerToken).permissions).toEqual(['*']);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await postLogin('user', 'nobody@example.org', memberPassword, 'en');
    const wrong = await postLogin('user', demoMemberEmail, 'not-the-password', 'en');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    // Logging in at the other role's path is the same failure.
    expect((await postLogin('manager', demoMemberEmail, memberPassword, 'en')).json()).toEqual(wrong.json());
  });

  it('refuses an unverified account with ACCOUNT_NOT_VERIFIED', async () => {
    await createMember(ctx.app, 'pending@example.org', { verified: false });
    const zh = await postLogin('user', 'pending@example.org', memberPassword);
    expect(zh.statusCode).toBe(403);
    expect(zh.json()).toEqual({ message: '帳號未驗證', code: 'ACCOUNT_NOT_VERIFIED' });
    expect((await postLogin('user', 'pending@example.org', memberPassword, 'en')).json().message).toBe('Account not verified');
  });

  it('refuses a body with unknown fields', async () => {
    const response = await call(ctx.app, { method: 'POST', url: '/api/user/login', payload: { email: 'a@b.c', password: 'x', admin: true } });
    expect(response.statusCode).toBe(400);
  });

  it('rate-limits repeated attempts for one e-mail from one address', async () => {
    // The member has logged in from here, so the per-account delay (login-throttle.test.ts) does not apply: the per-address limit does.
    await createMember(ctx.app, 'target@example.org');
    const statuses = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await postLogin('user', 'target@example.org', `guess-${i}`, 'en')).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const limited = await postLogin('user', 'target@example.org', 'guess', 'en');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    // Another e-mail from the same address is counted apart.
    expect((await postLogin('user', 'other@example.org', 'guess')).statusCode).toBe(401);
  });
});

describe('tokens', () => {
  const info = (token: string, role = 'user') => call(ctx.app, { method: 'GET', url: `/api/${role}/info`, token });

  it('answers the account for its own role, 403 for the other role', async () => {
    const token = await login(ctx.app, 'user', demoMemberEmail, memberPassword);
    const response = await info(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email: demoMemberEmail,
      firstName: '小明',
      lastName: '王',
      mobile: '0912345678',
      birthday: '2002-05-20',
      contactEmail: demoMemberEmail,
      subscribed: false,
      role: 'user',
      hasPassword: true,
    });
    expect((await info(token, 'manager')).statusCode).toBe(403);
  });

  it('refuses alg none, forged signatures, other algorithms and expired tokens', async () => {
    const good = await login(ctx.app, 'user', demoMemberEmail, memberPassword);
    const payload = good.split('.')[1];
    const claims = decodeJwt(good);
    const secret = ctx.config.jwtSecret;
    const now = Math.floor(Date.now() / 1000);

    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(48)));
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(secret);
    const expired = await new SignJWT({ ...claims, iat: now - 9000, exp: now - 1800 }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const escalated = await new SignJWT({ ...claims, role: 'manager' }).setProtectedHeader({ alg: 'HS256' }).sign(secret);

    for (const token of [none, forged, hs512, expired, 'not.a.token']) {
      const response = await info(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
    // Validly signed, but the account is not a manager in the database.
    expect((await info(escalated, 'manager')).statusCode).toBe(401);
  });
});
