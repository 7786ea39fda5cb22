import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, login, managerPassword, memberPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { managerTokenLifetimeSeconds } from './tokens.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const info = (token: string) => call(ctx.app, { method: 'GET', url: '/api/user/info', token });
const post = (url: string, token?: string, payload: object = {}) => call(ctx.app, { method: 'POST', url: `/api/user/${url}`, token, payload });

describe('logout', () => {
  it('ends the session on the server: the same token is refused afterwards, other sessions go on', async () => {
    const { token } = await createMember(ctx.app, 'logout@example.org');
    const other = await login(ctx.app, 'user', 'logout@example.org', memberPassword);
    expect((await info(token ?? '')).statusCode).toBe(200);
    expect((await post('logout', token)).json()).toEqual({ ok: true });
    expect((await info(token ?? '')).statusCode).toBe(401);
    expect((await post('logout', token)).statusCode).toBe(401);
    expect((await post('token/refresh', token)).statusCode).toBe(401);
    expect((await info(other)).statusCode).toBe(200);
    expect((await post('logout')).statusCode).toBe(401);
  });

  it('ends every token of the login, those refreshed before or after the one logged out with', async () => {
    const { token: first } = await createMember(ctx.app, 'refreshed@example.org');
    const second = (await post('token/refresh', first)).json<{ token: string }>().token;
    const third = (await post('token/refresh', second)).json<{ token: string }>().token;
    const other = await login(ctx.app, 'user', 'refreshed@example.org', memberPassword);
    expect((await post('logout', second)).statusCode).toBe(200);
    for (const token of [first, second, third]) expect((await info(token ?? '')).statusCode).toBe(401);
    expect((await info(other)).statusCode).toBe(200);
  });

  it('ends every session of the member with logout/everywhere', async () => {
    const { token } = await createMember(ctx.app, 'everywhere@example.org');
    const other = await login(ctx.app, 'user', 'everywhere@example.org', memberPassword);
    expect((await post('logout/everywhere', other)).json()).toEqual({ ok: true });
    expect((await info(token ?? '')).statusCode).toBe(401);
    expect((await info(other)).statusCode).toBe(401);
    expect((await info(await login(ctx.app, 'user', 'everywhere@example.org', memberPassword))).statusCode).toBe(200);
  });
});

describe("a staff session's renewal", () => {
  const refresh = (token?: string) => call(ctx.app, { method: 'POST', url: '/api/manager/token/refresh', token });
  const managerInfo = (token: string) => call(ctx.app, { method: 'GET', url: '/api/manager/info', token });

  it('answers a fresh 30-minute token of the same sign-in, which sign-out ends with the first', async () => {
    const first = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
    const renewed = await refresh(first);
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json<{ token: string }>().token;
    const [before, after] = [decodeJwt(first), decodeJwt(second)];
    expect([after.role, after.sid, (after.exp ?? 0) - (after.iat ?? 0)]).toEqual(['manager', before.sid, managerTokenLifetimeSeconds]);
    expect(after.jti).not.toBe(before.jti);
    // Both work until the sign-out, made with either, ends the sign-in.
    expect((await managerInfo(first)).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'POST', url: '/api/manager/logout', token: second })).statusCode).toBe(200);
    for (const token of [first, second]) expect((await refresh(token)).statusCode).toBe(401);
  });

  it("refuses an expired manager token, a member's token and no token", async () => {
    const claims = decodeJwt(await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword));
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 3600, exp: now - 1800 }).setProtectedHeader({ alg: 'HS256' }).sign(ctx.config.jwtSecret);
    expect((await refresh(expired)).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const { token: member } = await createMember(ctx.app, 'not.staff@example.org');
    expect((await refresh(member ?? '')).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await refresh()).statusCode).toBe(401);
  });
});
