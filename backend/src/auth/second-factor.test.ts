import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { first } from '../db/first.ts';
import { accounts, auditLog, recoveryCodes } from '../db/schema.ts';
import { call, createMember, lastMailTo, login, managerPassword, managerTotpSecret, startTestApp, type TestApp } from '../testing/harness.ts';
import { createAccount } from './accounts.ts';
import { freeFailures } from './login-throttle.ts';
import { managerTokenLifetimeSeconds, tokenLifetimeSeconds } from './tokens.ts';
import { recoveryCodeCount, totpCode } from './totp.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

let nextVisitor = 0;
const newVisitor = () => `203.0.113.${(nextVisitor += 1)}`;
const managerLogin = (payload: Record<string, unknown>, remoteAddress = newVisitor()) =>
  call(ctx.app, { method: 'POST', url: '/api/manager/login', payload, remoteAddress, language: 'en' });
const enrol = (payload: Record<string, unknown>) => call(ctx.app, { method: 'POST', url: '/api/manager/totp/enrol', payload, remoteAddress: newVisitor(), language: 'en' });
const accountOf = (email: string) => first(ctx.app.store.read.select().from(accounts).where(eq(accounts.email, email)));
const stepMs = 30_000;
/** A code `steps` steps from now. */
const code = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * stepMs);

const seeded = () => ({ email: ctx.config.managerEmail, password: managerPassword });

describe('the seeded manager (MANAGER_TOTP_SECRET)', () => {
  beforeEach(async () => {
    await ctx.app.store.transaction((tx) => tx.update(accounts).set({ totpLastStep: null }).where(eq(accounts.email, ctx.config.managerEmail)));
  });

  it('is enrolled at first start, its secret stored sealed', async () => {
    const account = await accountOf(ctx.config.managerEmail);
    expect(account?.totpSecret).toMatch(/^v1\./);
    expect(account?.totpSecret).not.toContain(managerTotpSecret);
  });

  it('gets no token for the right password alone: SECOND_FACTOR_REQUIRED', async () => {
    const answer = await managerLogin(seeded());
    expect([answer.statusCode, answer.json()]).toEqual([401, { code: 'SECOND_FACTOR_REQUIRED', message: expect.stringContaining('authenticator app') }]);
  });

  it('signs in with the current code, or one step either side, each code once', async () => {
    const ok = await managerLogin({ ...seeded(), totp: code(managerTotpSecret, -1) });
    expect([ok.statusCode, ok.json()]).toEqual([200, { token: expect.any(String), deviceToken: expect.any(String) }]);
    // Replayed, or older than the last accepted one: refused.
    for (const steps of [-1, -1]) expect((await managerLogin({ ...seeded(), totp: code(managerTotpSecret, steps) })).json().code).toBe('UNAUTHENTICATED');
    expect((await managerLogin({ ...seeded(), totp: code(managerTotpSecret, 0) })).statusCode).toBe(200);
    expect((await managerLogin({ ...seeded(), totp: code(managerTotpSecret, 1) })).statusCode).toBe(200);
    expect((await managerLogin({ ...seeded(), totp: code(managerTotpSecret, 1) })).statusCode).toBe(401);
  });

  it('refuses a code two steps off, and a wrong password whatever the code', async () => {
    expect((await managerLogin({ ...seeded(), totp: code(managerTotpSecret, 2) })).json().code).toBe('UNAUTHENTICATED');
    expect((await managerLogin({ ...seeded(), totp: code(managerTotpSecret, -2) })).json().code).toBe('UNAUTHENTICATED');
    const wrongPassword = await managerLogin({ email: ctx.config.managerEmail, password: 'wrong-password', totp: code(managerTotpSecret) });
    expect([wrongPassword.statusCode, wrongPassword.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('gives a manager token 30 minutes, a member token 2 hours', async () => {
    const manager = decodeJwt(await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword));
    expect((manager.exp ?? 0) - (manager.iat ?? 0)).toBe(managerTokenLifetimeSeconds);
    const { token } = await createMember(ctx.app, 'lifetime@example.org');
    const member = decodeJwt(token ?? '');
    expect((member.exp ?? 0) - (member.iat ?? 0)).toBe(tokenLifetimeSeconds);
    expect(managerTokenLifetimeSeconds).toBe(30 * 60);
  });
});

describe('wrong codes', () => {
  it('count as failed logins: after 5 the account is locked as after 5 wrong passwords', async () => {
    const email = 'guessed.manager@example.org';
    await createAccount(ctx.app.store, { role: 'manager', email, password: managerPassword, firstName: 'G', lastName: 'M', verified: true });
    const secret = await enrolled(email);
    for (let i = 0; i < freeFailures; i += 1) {
      const wrong = await managerLogin({ email, password: managerPassword, totp: i === 0 ? '000000' : String(100000 + i) });
      expect(wrong.json().code).toBe('UNAUTHENTICATED');
    }
    // The right password and code from a new address now meet the lock: no token, "check your e-mail".
    const locked = await managerLogin({ email, password: managerPassword, totp: code(secret, 1) });
    expect([locked.statusCode, locked.json().reason]).toEqual([401, 'EMAIL_CODE_SENT']);
    // The mailed sign-in code alone is no way around the second factor.
    const mailed = /code is (\d{6})/.exec((await lastMailTo(ctx, email)).text ?? '')?.[1];
    const codeOnly = await call(ctx.app, { method: 'POST', url: '/api/manager/login/code', payload: { email, code: mailed }, remoteAddress: newVisitor() });
    expect([codeOnly.statusCode, codeOnly.json().code]).toEqual([401, 'SECOND_FACTOR_REQUIRED']);
  });
});

/** Enrols `email` through its login's enrolment; answers the secret (and leaves the step of now used). */
async function enrolled(email: string): Promise<string> {
  const answer = await managerLogin({ email, password: managerPassword }, '127.0.0.1');
  const { enrolment } = answer.json<{ enrolment: { ticket: string; secret: string } }>();
  expect((await enrol({ ticket: enrolment.ticket, totp: code(enrolment.secret) })).statusCode).toBe(200);
  return enrolment.secret;
}

describe('enrolment', () => {
  const email = 'new.manager@example.org';
  beforeAll(async () => {
    await createAccount(ctx.app.store, { role: 'manager', email, password: managerPassword, firstName: 'N', lastName: 'M', verified: true });
  });

  it('answers TOTP_ENROLMENT_REQUIRED with a ticket, the secret and its URI; the code enrols once and answers a token and 10 recovery codes', async () => {
    const wrongPassword = await managerLogin({ email, password: 'wrong-password' });
    expect(wrongPassword.json()).not.toHaveProperty('enrolment');
    const answer = await managerLogin({ email, password: managerPassword, totp: '123456' });
    const body = answer.json<{ code: string; enrolment: { ticket: string; secret: string; otpauthUri: string } }>();
    expect([answer.statusCode, body.code]).toEqual([401, 'TOTP_ENROLMENT_REQUIRED']);
    expect(body.enrolment).toEqual({ ticket: expect.any(String), secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauthUri: expect.stringContaining(`secret=${body.enrolment.secret}`) });
    const { ticket, secret } = body.enrolment;

    const wrong = await enrol({ ticket, totp: code(secret, 3) });
    expect([wrong.statusCode, wrong.json().reason]).toEqual([400, 'TOTP_WRONG']);
    // Codes by the step enrolment spends, not by the clock: a step may end while the test runs.
    const enrolledAt = Date.now();
    const done = await enrol({ ticket, totp: totpCode(secret, enrolledAt) });
    const enrolment = done.json<{ token: string; recoveryCodes: string[] }>();
    expect([done.statusCode, enrolment.recoveryCodes.length]).toEqual([200, recoveryCodeCount]);
    expect(new Set(enrolment.recoveryCodes).size).toBe(recoveryCodeCount);
    expect((await call(ctx.app, { method: 'GET', url: '/api/manager/info', token: enrolment.token })).statusCode).toBe(200);

    // The ticket is spent, and the secret is never answered again.
    const again = await enrol({ ticket, totp: code(secret, 1) });
    expect([again.statusCode, again.json().reason]).toEqual([400, 'ENROLMENT_EXPIRED']);
    expect((await managerLogin({ email, password: managerPassword })).json()).toEqual({ code: 'SECOND_FACTOR_REQUIRED', message: expect.any(String) });
    // Only HMACs of the recovery codes are kept.
    const account = await accountOf(email);
    const stored = await ctx.app.store.read.select().from(recoveryCodes).where(eq(recoveryCodes.accountId, account?.id ?? 0));
    expect(stored.map((row) => row.codeHash)).not.toContain(enrolment.recoveryCodes[0]);

    // A recovery code signs in once, in place of the app's code.
    const [recovery] = enrolment.recoveryCodes;
    expect((await managerLogin({ email, password: managerPassword, recoveryCode: recovery?.toUpperCase() }, '127.0.0.1')).statusCode).toBe(200);
    const reused = await managerLogin({ email, password: managerPassword, recoveryCode: recovery }, '127.0.0.1');
    expect([reused.statusCode, reused.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    // The step used to enrol is spent; the next one signs in.
    expect((await managerLogin({ email, password: managerPassword, totp: totpCode(secret, enrolledAt) }, '127.0.0.1')).statusCode).toBe(401);
    expect((await managerLogin({ email, password: managerPassword, totp: totpCode(secret, enrolledAt + stepMs) }, '127.0.0.1')).statusCode).toBe(200);
  });

  it('refuses a forged or foreign ticket', async () => {
    expect((await enrol({ ticket: 'not-a-ticket', totp: '123456' })).json().reason).toBe('ENROLMENT_EXPIRED');
    // A member's login token is no ticket.
    const { token } = await createMember(ctx.app, 'not.a.ticket@example.org');
    expect((await enrol({ ticket: token, totp: '123456' })).json().reason).toBe('ENROLMENT_EXPIRED');
  });
});

describe('new recovery codes', () => {
  it('need a manager token and a fresh app code; the old codes stop working, each new one works once', async () => {
    const email = 'renewing.manager@example.org';
    await createAccount(ctx.app.store, { role: 'manager', email, password: managerPassword, firstName: 'R', lastName: 'M', verified: true });
    const { enrolment } = (await managerLogin({ email, password: managerPassword }, '127.0.0.1')).json<{ enrolment: { ticket: string; secret: string } }>();
    // Codes by the step enrolment spends, not by the clock: a step may end while the test runs.
    const enrolledAt = Date.now();
    const first = (await enrol({ ticket: enrolment.ticket, totp: totpCode(enrolment.secret, enrolledAt) })).json<{ token: string; recoveryCodes: string[] }>();
    const renew = (totp: string, token = first.token) =>
      call(ctx.app, { method: 'POST', url: '/api/manager/totp/recovery-codes', payload: { totp }, token, language: 'en' });

    const { token: memberToken } = await createMember(ctx.app, 'not.a.manager@example.org');
    expect((await renew(code(enrolment.secret, 1), memberToken ?? '')).statusCode).toBe(403);
    // The step enrolment spent is refused as a replay; nothing changes.
    const replayed = await renew(totpCode(enrolment.secret, enrolledAt));
    expect([replayed.statusCode, replayed.json().reason]).toEqual([400, 'TOTP_WRONG']);

    const renewed = await renew(totpCode(enrolment.secret, enrolledAt + stepMs));
    const { recoveryCodes: fresh } = renewed.json<{ recoveryCodes: string[] }>();
    expect([renewed.statusCode, fresh.length]).toEqual([200, recoveryCodeCount]);
    expect(fresh.filter((one) => first.recoveryCodes.includes(one))).toEqual([]);

    const withRecovery = (recoveryCode: string | undefined) => managerLogin({ email, password: managerPassword, recoveryCode }, '127.0.0.1');
    expect((await withRecovery(first.recoveryCodes[1])).statusCode).toBe(401);
    expect((await withRecovery(fresh[0])).statusCode).toBe(200);
    expect((await withRecovery(fresh[0])).statusCode).toBe(401);

    const account = await accountOf(email);
    const entries = await ctx.app.store.read.select().from(auditLog).where(eq(auditLog.actorId, account?.id ?? 0));
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['manager.recoveryCodes.refused', 'manager.recoveryCodes.renew']));
  });
});
