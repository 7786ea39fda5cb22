import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, login, memberPassword, startTestApp, type TestApp } from '../testing/harness.ts';

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
