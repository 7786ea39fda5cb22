import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStartTimeout, call, lastMailTo, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { totpCode } from './totp.ts';

let ctx: TestApp;
let manager: string;
beforeAll(async () => {
  ctx = await startTestApp({ PUBLIC_URL: 'https://portal.example.org' });
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
}, appStartTimeout);
afterAll(() => ctx.close());

interface Manager {
  id: number;
  email: string;
  active: boolean;
  enrolled: boolean;
  invited: boolean;
}
const post = (url: string, payload: unknown, token?: string) => call(ctx.app, { method: 'POST', url, payload: payload as Record<string, unknown>, token, language: 'en' });
const managers = async (token = manager) => (await call(ctx.app, { method: 'GET', url: '/api/manager/list', token })).json<{ items: Manager[]; total: number }>();
const inviteToken = async (email: string) => /staff\/invite\?token=([\w-]+)/.exec((await lastMailTo(ctx, email)).text ?? '')?.[1] ?? '';

/** Invites, accepts and enrols `email`; answers its id, token and secret. */
async function newManager(email: string) {
  const invited = await post('/api/manager/invite', { email, lang: 'en' }, manager);
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await post('/api/manager/invite/accept', { token: await inviteToken(email), password: 'Invited#2026' });
  const { enrolment } = accepted.json<{ enrolment: { ticket: string; secret: string } }>();
  const enrolled = await post('/api/manager/totp/enrol', { ticket: enrolment.ticket, totp: totpCode(enrolment.secret) });
  return { id: invited.json<Manager>().id, token: enrolled.json<{ token: string }>().token, secret: enrolment.secret };
}

describe('staff accounts', () => {
  it('lists the managers with their active and enrolled flags, to managers only', async () => {
    const list = await managers();
    expect(list.items).toEqual([expect.objectContaining({ email: ctx.config.managerEmail, active: true, enrolled: true, invited: false })]);
    const member = await post('/api/user/login', { email: 'member@example.org', password: 'member-test-password' });
    expect((await call(ctx.app, { method: 'GET', url: '/api/manager/list', token: member.json<{ token: string }>().token })).statusCode).toBe(403);
  });

  it('invites by mail in the chosen language; the link sets the password once and leads to the enrolment', async () => {
    const email = 'invited.staff@example.org';
    const invited = await post('/api/manager/invite', { email, lang: 'zhTw' }, manager);
    expect([invited.statusCode, invited.json()]).toEqual([201, expect.objectContaining({ email, active: true, enrolled: false, invited: true })]);
    const mail = await lastMailTo(ctx, email);
    expect(mail.subject).toContain('管理者邀請');
    expect(mail.text).toMatch(/https:\/\/portal\.example\.org\/zhTw\/staff\/invite\?token=[\w-]{40,}/);
    const token = await inviteToken(email);

    // Before accepting, the account cannot sign in (it has no password of its own).
    expect((await post('/api/manager/login', { email, password: 'Invited#2026' })).json().code).toBe('UNAUTHENTICATED');
    expect((await post('/api/manager/invite/accept', { token, password: 'short' })).statusCode).toBe(400);
    const accepted = await post('/api/manager/invite/accept', { token, password: 'Invited#2026' });
    expect([accepted.statusCode, accepted.json()]).toEqual([200, { enrolment: { ticket: expect.any(String), secret: expect.any(String), otpauthUri: expect.stringContaining('otpauth://totp/') } }]);
    const again = await post('/api/manager/invite/accept', { token, password: 'Other#2026x' });
    expect([again.statusCode, again.json().reason]).toEqual([400, 'INVALID_INVITE']);

    // The password now works, and the login asks for the enrolment.
    expect((await post('/api/manager/login', { email, password: 'Invited#2026' })).json().code).toBe('TOTP_ENROLMENT_REQUIRED');
    // An address that is already an account's cannot be invited.
    expect((await post('/api/manager/invite', { email: 'member@example.org', lang: 'en' }, manager)).statusCode).toBe(409);
  });

  it('deactivates a manager: its sessions end and it can no longer sign in; the last active manager stays', async () => {
    const other = await newManager('second.staff@example.org');
    expect((await call(ctx.app, { method: 'GET', url: '/api/manager/info', token: other.token })).statusCode).toBe(200);
    const deactivated = await post(`/api/manager/${other.id}/deactivate`, {}, manager);
    expect([deactivated.statusCode, deactivated.json()]).toEqual([200, expect.objectContaining({ id: other.id, active: false })]);
    expect((await call(ctx.app, { method: 'GET', url: '/api/manager/info', token: other.token })).statusCode).toBe(401);
    const signIn = await post('/api/manager/login', { email: 'second.staff@example.org', password: 'Invited#2026', totp: totpCode(other.secret, Date.now() + 30_000) });
    expect([signIn.statusCode, signIn.json().code]).toEqual([401, 'UNAUTHENTICATED']);

    // Every other manager deactivated (the pending invitee too), the seeded one is the last.
    for (const { id, active, email } of (await managers()).items) {
      if (active && email !== ctx.config.managerEmail) expect((await post(`/api/manager/${id}/deactivate`, {}, manager)).statusCode).toBe(200);
    }
    const self = (await managers()).items.find((item) => item.email === ctx.config.managerEmail);
    const last = await post(`/api/manager/${self?.id}/deactivate`, {}, manager);
    expect([last.statusCode, last.json().code]).toEqual([409, 'LAST_MANAGER']);
    expect((await post('/api/manager/999999/deactivate', {}, manager)).statusCode).toBe(404);
  });

  it('invites a deactivated manager back: a new password and a new authenticator, nothing old works', async () => {
    const email = 'returning.staff@example.org';
    const before = await newManager(email);
    expect((await post(`/api/manager/${before.id}/deactivate`, {}, manager)).statusCode).toBe(200);

    const invited = await post('/api/manager/invite', { email, lang: 'en' }, manager);
    expect([invited.statusCode, invited.json()]).toEqual([201, expect.objectContaining({ id: before.id, active: true, enrolled: false, invited: true })]);
    // Before accepting: the old password is void, and so is the old session.
    expect((await post('/api/manager/login', { email, password: 'Invited#2026', totp: totpCode(before.secret, Date.now() + 30_000) })).json().code).toBe('UNAUTHENTICATED');
    expect((await call(ctx.app, { method: 'GET', url: '/api/manager/info', token: before.token })).statusCode).toBe(401);

    const accepted = await post('/api/manager/invite/accept', { token: await inviteToken(email), password: 'Returned#2026' });
    const { enrolment } = accepted.json<{ enrolment: { ticket: string; secret: string } }>();
    expect(enrolment.secret).not.toBe(before.secret);
    const enrolled = await post('/api/manager/totp/enrol', { ticket: enrolment.ticket, totp: totpCode(enrolment.secret) });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    // The old authenticator no longer signs in; the new one does.
    const oldCode = await post('/api/manager/login', { email, password: 'Returned#2026', totp: totpCode(before.secret, Date.now() + 60_000) });
    expect(oldCode.statusCode).toBe(401);
    // An active manager's address is still taken.
    expect((await post('/api/manager/invite', { email, lang: 'en' }, manager)).statusCode).toBe(409);
  });

  it('audits invitations, acceptance and deactivation', async () => {
    const entries = (await call(ctx.app, { method: 'GET', url: '/api/manager/audit?pageSize=100', token: manager })).json<{ items: { action: string }[] }>();
    const actions = new Set(entries.items.map((entry) => entry.action));
    for (const action of ['manager.invite', 'manager.invite.accept', 'manager.totp.enrol', 'manager.deactivate']) expect(actions).toContain(action);
  });
});
