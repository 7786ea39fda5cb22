import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, lastMailTo, login, mailsTo, memberPassword, startTestApp, type TestApp } from '../testing/harness.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, token?: string, language?: 'zhTw' | 'en') =>
  call(ctx.app, { method: 'POST', url: `/api/user/${url}`, payload, token, language });
const newPassword = 'Changed#2026';

async function resetLink(email: string): Promise<string> {
  expect((await post('password/forgot/otp/send', { email })).json()).toEqual({ ok: true });
  const link = /http:\/\/localhost:4000\/zhTw\/reset-password\/([\w-]+)/.exec((await lastMailTo(ctx, email)).text ?? '');
  return link?.[1] ?? '';
}

describe('forgot password', () => {
  it('mails a single-use link, exchanged for a reset token that ends every session', async () => {
    const { token: oldSession } = await createMember(ctx.app, 'forgot@example.org');
    const otpToken = await resetLink('forgot@example.org');
    const exchanged = await post('password/forgot/otp/change/token', { otpToken });
    const resetToken = exchanged.json<{ token: string }>().token;
    expect(decodeJwt(resetToken)).toMatchObject({ purpose: 'passwordReset' });
    expect((await post('password/forgot/otp/change/token', { otpToken }, undefined, 'en')).json()).toEqual({
      message: 'Invalid reset link',
      code: 'BAD_USER_INPUT',
    });
    // The reset token is no login token.
    expect((await call(ctx.app, { method: 'GET', url: '/api/user/info', token: resetToken })).statusCode).toBe(401);

    expect((await post('password/reset', { password: 'weak' }, resetToken)).json().message).toBe('不符合規則：password');
    expect((await post('password/reset', { password: newPassword }, resetToken)).json()).toEqual({ ok: true });
    expect((await post('password/reset', { password: newPassword }, resetToken)).json().message).toBe('無效的重設連結');
    expect((await call(ctx.app, { method: 'GET', url: '/api/user/info', token: oldSession })).statusCode).toBe(401);
    expect((await post('login', { email: 'forgot@example.org', password: memberPassword })).statusCode).toBe(401);
    await login(ctx.app, 'user', 'forgot@example.org', newPassword);
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const unknown = await post('password/forgot/otp/send', { email: 'ghost@example.org' });
    expect(unknown.json()).toEqual({ ok: true });
    expect(await mailsTo(ctx, 'ghost@example.org')).toEqual([]);
    expect((await post('password/forgot/otp/change/token', { otpToken: 'made-up' })).statusCode).toBe(400);
  });
});

describe('signed-in password and profile calls', () => {
  it('changes the password with the old one and answers a new token', async () => {
    const { token } = await createMember(ctx.app, 'change@example.org');
    expect((await post('password/change', { oldPassword: 'wrong-one', password: newPassword }, token)).json().code).toBe('BAD_USER_INPUT');
    const changed = await post('password/change', { oldPassword: memberPassword, password: newPassword }, token);
    expect(changed.statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user/info', token })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user/info', token: changed.json().token })).statusCode).toBe(200);
    expect((await post('password/update', { password: newPassword }, changed.json().token)).json().code).toBe('CONFLICT');
  });

  it('updates the profile (not the e-mail) and answers a token with the new names', async () => {
    const { token } = await createMember(ctx.app, 'profile@example.org');
    const profile = { lastName: '林', firstName: '美玲', mobile: '+886912345678', birthday: '1999-12-31', contactEmail: 'box@example.org', subscribed: true };
    const updated = await call(ctx.app, { method: 'PUT', url: '/api/user/info', token, payload: profile });
    const fresh = updated.json<{ token: string }>().token;
    expect(decodeJwt(fresh)).toMatchObject({ firstName: '美玲', lastName: '林' });
    const info = await call(ctx.app, { method: 'GET', url: '/api/user/info', token: fresh });
    expect(info.json()).toMatchObject({ ...profile, email: 'profile@example.org' });
    expect((await call(ctx.app, { method: 'PUT', url: '/api/user/info', token: fresh, payload: { ...profile, email: 'x@example.org' } })).statusCode).toBe(400);
  });

  it('refreshes a valid token and refuses none', async () => {
    const { token } = await createMember(ctx.app, 'refresh@example.org');
    const refreshed = await post('token/refresh', {}, token);
    expect(decodeJwt(refreshed.json().token).sub).toBe(decodeJwt(token ?? '').sub);
    expect((await post('token/refresh', {})).statusCode).toBe(401);
  });

  it('lets a manager create a verified account, and nobody else', async () => {
    const { token } = await createMember(ctx.app, 'not-a-manager@example.org');
    const body = { email: 'created@example.org', password: 'Created#2026', firstName: 'A', lastName: 'B' };
    expect((await call(ctx.app, { method: 'POST', url: '/api/manager/create', token, payload: body })).statusCode).toBe(403);
    const managerToken = await login(ctx.app, 'manager', ctx.config.managerEmail, 'manager-test-password');
    const created = await call(ctx.app, { method: 'POST', url: '/api/manager/create', token: managerToken, payload: body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'created@example.org', role: 'user' });
    expect((await call(ctx.app, { method: 'POST', url: '/api/manager/create', token: managerToken, payload: body })).statusCode).toBe(409);
    await login(ctx.app, 'user', 'created@example.org', 'Created#2026');
  });
});

describe('outstanding links after a password change', () => {
  it('voids a reset link issued before the password was changed', async () => {
    const { token } = await createMember(ctx.app, 'void.link@example.org');
    const early = await resetLink('void.link@example.org');
    const changed = await post('password/change', { oldPassword: memberPassword, password: newPassword }, token);
    expect(changed.statusCode).toBe(200);
    expect((await post('password/forgot/otp/change/token', { otpToken: early })).json().message).toBe('無效的重設連結');
  });
});
