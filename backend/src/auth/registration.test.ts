import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { findAccountByEmail } from './accounts.ts';
import { call, lastMailTo, mailsTo, registrationBody, appStartTimeout, startTestApp, type TestApp } from '../testing/harness.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const password = 'Register#2026';
const member = (email: string) => registrationBody(email, { password });
const post = (url: string, payload: object, language?: 'zhTw' | 'en') => call(ctx.app, { method: 'POST', url: `/api/user/${url}`, payload, language });
const codeOf = async (email: string) => /\b(\d{6})\b/.exec((await lastMailTo(ctx, email)).text ?? '')?.[1] ?? '';

describe('registration', () => {
  it('creates an unverified member, mails a code and a link, and turns the code into a login token', async () => {
    const email = 'new.member@example.org';
    expect((await post('register', member(email), 'en')).json()).toEqual({ ok: true });
    expect((await post('login', { email, password })).json().code).toBe('ACCOUNT_NOT_VERIFIED');

    const mail = await lastMailTo(ctx, email);
    const code = await codeOf(email);
    expect(mail.subject).toContain('verification code');
    expect(mail.text).toContain(`http://localhost:4000/en/register/email-validate?account=new.member%40example.org&code=${code}`);
    expect(mail.html).toContain(code);

    const confirmed = await post('register/otp/confirm', { email, otp: code });
    expect(confirmed.statusCode).toBe(200);
    const { otpToken } = confirmed.json<{ otpToken: string }>();
    const exchanged = await post('register/otp/change/token', { otpToken });
    expect(decodeJwt(exchanged.json<{ token: string }>().token)).toMatchObject({ role: 'user', firstName: '小華', lastName: '陳' });
    // Single use, both the code and the otpToken.
    expect((await post('register/otp/confirm', { email, otp: code })).statusCode).toBe(400);
    expect((await post('register/otp/change/token', { otpToken })).json()).toEqual({ message: '驗證失敗', code: 'BAD_USER_INPUT' });
    expect((await post('login', { email, password })).statusCode).toBe(200);
  });

  it('answers a verified e-mail exactly like a fresh one, without mailing it', async () => {
    const email = 'taken@example.org';
    await post('register', member(email));
    await post('register/otp/confirm', { email, otp: await codeOf(email) });
    const before = (await mailsTo(ctx, email)).length;
    const again = await post('register', { ...member(email), password: 'Other#2026x' });
    const fresh = await post('register', member('fresh@example.org'));
    expect([again.statusCode, again.body]).toEqual([fresh.statusCode, fresh.body]);
    expect((await mailsTo(ctx, email)).length).toBe(before);
    // The registered password is untouched.
    expect((await post('login', { email, password })).statusCode).toBe(200);
  });

  it('keeps the first password and profile when an unverified e-mail registers again, mailing a fresh code', async () => {
    const email = 'pending.owner@example.org';
    await post('register', member(email));
    // Someone else submits the same address with their own password and names.
    const intruder = { ...member(email), password: 'Intruder#2026', firstName: '駭客', lastName: '林' };
    const again = await post('register', intruder);
    const fresh = await post('register', member('pending.fresh@example.org'));
    expect([again.statusCode, again.body]).toEqual([fresh.statusCode, fresh.body]);
    expect((await mailsTo(ctx, email)).length).toBe(2);

    // The owner enters the newest code: the account is theirs, with their password and names.
    const confirmed = await post('register/otp/confirm', { email, otp: await codeOf(email) });
    expect(confirmed.statusCode).toBe(200);
    expect((await post('login', { email, password: 'Intruder#2026' })).statusCode).toBe(401);
    const login = await post('login', { email, password });
    expect(login.statusCode).toBe(200);
    expect(decodeJwt(login.json<{ token: string }>().token)).toMatchObject({ firstName: '小華', lastName: '陳' });
  });

  it('lets a new registration replace an unverified one whose code lifetime has passed', async () => {
    const email = 'abandoned@example.org';
    // Someone registered the address long ago and never verified it.
    await post('register', { ...member(email), password: 'Squatter#2026', firstName: '佔用' });
    const tooOld = new Date(Date.now() - (ctx.config.otpTtlSeconds + 1) * 1000).toISOString();
    await ctx.app.store.transaction((tx) => tx.update(accounts).set({ createdAt: tooOld }).where(eq(accounts.email, email)));

    await post('register', member(email));
    expect((await post('register/otp/confirm', { email, otp: await codeOf(email) })).statusCode).toBe(200);
    expect((await post('login', { email, password: 'Squatter#2026' })).statusCode).toBe(401);
    const login = await post('login', { email, password });
    expect(decodeJwt(login.json<{ token: string }>().token)).toMatchObject({ firstName: '小華' });
  });

  it('resends a new code to an unverified e-mail; the earlier code stops working', async () => {
    const email = 'resend@example.org';
    await post('register', member(email));
    const first = await codeOf(email);
    expect((await post('register/otp/send', { email })).json()).toEqual({ ok: true });
    const second = await codeOf(email);
    expect((await mailsTo(ctx, email)).length).toBe(2);
    if (first !== second) expect((await post('register/otp/confirm', { email, otp: first })).statusCode).toBe(400);
    expect((await post('register/otp/confirm', { email, otp: second })).statusCode).toBe(200);
    expect((await post('register/otp/send', { email: 'nobody@example.org' })).json()).toEqual({ ok: true });
  });

  it('locks a code after 5 wrong tries, even for the right code', async () => {
    const email = 'guess@example.org';
    await post('register', member(email));
    const code = await codeOf(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) expect((await post('register/otp/confirm', { email, otp: wrong })).statusCode).toBe(400);
    expect((await post('register/otp/confirm', { email, otp: code })).statusCode).toBe(400);
    // A new code unlocks.
    await post('register/otp/send', { email });
    expect((await post('register/otp/confirm', { email, otp: await codeOf(email) })).statusCode).toBe(200);
  });

  it('validates with the shared rules, in the request language', async () => {
    const weak = await post('register', { ...member('weak@example.org'), password: 'abcdefgh' }, 'en');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: 'Not in compliance with the rules: password', code: 'BAD_USER_INPUT' });
    const missing = await post('register', { ...member('m@example.org'), lastName: '' });
    expect(missing.json().message).toBe('此欄位為必填：lastName');
    expect((await post('register', { ...member('x@example.org'), admin: true })).statusCode).toBe(400);
    expect((await post('register/otp/confirm', { email: 'x@example.org', otp: '12' }, 'en')).json().message).toBe('Enter the 6-digit code: otp');
  });

  it('rate-limits registrations per address and e-mail', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post('register', member('flood@example.org'))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('an expired code', () => {
  it('says so (CODE_EXPIRED) to whoever holds the code, and only "failed" to a wrong guess', { timeout: appStartTimeout }, async () => {
    const short = await startTestApp({ OTP_TTL_SECONDS: '1' });
    try {
      const email = 'late.member@example.org';
      const send = (url: string, payload: object) => call(short.app, { method: 'POST', url: `/api/user/${url}`, payload, language: 'en' });
      await send('register', member(email));
      const code = /\b(\d{6})\b/.exec((await lastMailTo(short, email)).text ?? '')?.[1] ?? '';
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const late = await send('register/otp/confirm', { email, otp: code });
      expect([late.statusCode, late.json()]).toEqual([
        400,
        { message: 'This code has expired or was tried too many times; please send a new code', code: 'BAD_USER_INPUT', reason: 'CODE_EXPIRED' },
      ]);
      const wrong = await send('register/otp/confirm', { email, otp: code === '000000' ? '000001' : '000000' });
      expect(wrong.json()).toEqual({ message: 'Verification failed', code: 'BAD_USER_INPUT' });
      // A new code works.
      await send('register/otp/send', { email });
      const fresh = /\b(\d{6})\b/.exec((await lastMailTo(short, email)).text ?? '')?.[1] ?? '';
      expect((await send('register/otp/confirm', { email, otp: fresh })).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('keeps a mailing e-mail equal to the login e-mail but for case as the login e-mail', async () => {
    await post('register', registrationBody('Mixed.Case@Example.org', { password, contactEmail: 'MIXED.case@example.ORG' }));
    expect((await findAccountByEmail(ctx.app.store.read, 'mixed.case@example.org'))?.contactEmail).toBe('mixed.case@example.org');
    await post('register', registrationBody('other.box@example.org', { password, contactEmail: 'Mail.Box@Example.org' }));
    expect((await findAccountByEmail(ctx.app.store.read, 'other.box@example.org'))?.contactEmail).toBe('Mail.Box@Example.org');
  });
});
