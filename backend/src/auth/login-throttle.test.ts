import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, mailsTo, memberPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { deviceTokenHeader } from './device-token.ts';
import { freeFailures, noticeAfterFailures } from './login-throttle.ts';

let ctx: TestApp;
beforeAll(async () => {
  // Delays ten times as long, so the lock surely outlasts a test on a slow machine.
  ctx = await startTestApp({ RATE_LIMIT_SCALE: '10' });
});
afterAll(() => ctx.close());

let nextVisitor = 0;
/** A distinct address per call: the guesser of issue 11, item 2, who spreads guesses over many addresses. */
const newVisitor = () => `198.51.100.${(nextVisitor += 1)}`;
const attempt = (email: string, password: string, remoteAddress = newVisitor(), deviceToken?: string) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress,
    language: 'en',
    headers: deviceToken ? { [deviceTokenHeader]: deviceToken } : {},
  });
const enterCode = (email: string, code: string, remoteAddress = newVisitor()) =>
  call(ctx.app, { method: 'POST', url: '/api/user/login/code', payload: { email, code }, remoteAddress, language: 'en' });

/** The answer to every attempt from a new device while the e-mail is locked, right password or not. */
const codeState = { message: expect.stringContaining('needs a sign-in code'), code: 'UNAUTHENTICATED', reason: 'EMAIL_CODE_SENT' };

/** Wrong passwords from as many new addresses, enough to lock the e-mail for a while. */
async function guess(email: string, times = freeFailures): Promise<void> {
  for (let i = 0; i < times; i += 1) await attempt(email, `guess-${i}`);
}

const loginCodes = async (email: string) =>
  (await mailsTo(ctx, email)).filter((mail) => mail.subject?.startsWith('Your sign-in code')).map((mail) => /code is (\d{6})/.exec(mail.text ?? '')?.[1]);

describe('per-account login delays', () => {
  it('delays an e-mail after 5 wrong passwords from 5 addresses, without locking its owner out', async () => {
    const email = 'guessed@example.org';
    // The member's own address: they have logged in from it before.
    await createMember(ctx.app, email);
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push((await attempt(email, `guess-${i}`)).json<{ reason?: string }>().reason);
    // Judged while free, then locked: no answer says whether a guess was right.
    expect(answers).toEqual([...Array(freeFailures).fill(undefined), ...Array(8 - freeFailures).fill('EMAIL_CODE_SENT')]);
    // The lock answers "check your e-mail" to a wrong and a right password alike: the guesser cannot tell them apart.
    const wrong = await attempt(email, 'guess');
    const right = await attempt(email, memberPassword);
    expect([wrong.statusCode, wrong.json()]).toEqual([401, codeState]);
    expect([right.statusCode, right.json()]).toEqual([wrong.statusCode, wrong.json()]);
    // From the member's known address the right password still logs in, and clears the count.
    expect((await attempt(email, memberPassword, '127.0.0.1')).json()).toEqual({ token: expect.any(String), deviceToken: expect.any(String) });
    expect((await attempt(email, 'guess-again')).statusCode).toBe(401);
  });

  it('lets a device the member logged in from past the lock, until that device guesses on its own', async () => {
    const email = 'device@example.org';
    await createMember(ctx.app, email);
    const { deviceToken } = (await attempt(email, memberPassword)).json<{ deviceToken: string }>();
    await guess(email);
    // A new address, but the device's token: not slowed by the account's lock, and a fresh token.
    const fromDevice = await attempt(email, memberPassword, newVisitor(), deviceToken);
    expect([fromDevice.statusCode, fromDevice.json()]).toEqual([200, { token: expect.any(String), deviceToken: expect.any(String) }]);
    const renewed = fromDevice.json<{ deviceToken: string }>().deviceToken;
    expect(renewed).not.toBe(deviceToken);

    await guess(email);
    // Another account's token, or a forged one, does not help.
    const { deviceToken: strangers } = (await createMember(ctx.app, 'stranger@example.org'), (await attempt('stranger@example.org', memberPassword)).json<{ deviceToken: string }>());
    expect((await attempt(email, memberPassword, newVisitor(), strangers)).json()).toEqual(codeState);
    expect((await attempt(email, memberPassword, newVisitor(), `${renewed.slice(0, -2)}AA`)).json()).toEqual(codeState);
    // The device's own wrong passwords are judged until they lock the device too.
    const answers = [];
    for (let i = 0; i < freeFailures; i += 1) answers.push((await attempt(email, `device-guess-${i}`, newVisitor(), renewed)).json<{ message: string }>().message);
    expect(answers).toEqual(Array(freeFailures).fill('Login failed: wrong e-mail or password'));
    expect((await attempt(email, memberPassword, newVisitor(), renewed)).json()).toEqual(codeState);
  });

  it('mails a sign-in code to the right password during the lock, at most once per interval, with where and when', async () => {
    const email = 'coded@example.org';
    await createMember(ctx.app, email);
    await guess(email);
    expect((await attempt(email, 'wrong-during-lock')).json()).toEqual(codeState);
    expect(await loginCodes(email)).toEqual([]);
    expect((await attempt(email, memberPassword, '203.0.113.9')).json()).toEqual(codeState);
    expect((await attempt(email, memberPassword, '203.0.113.10')).json()).toEqual(codeState);
    const codes = await loginCodes(email);
    expect(codes).toHaveLength(1);
    const mail = (await mailsTo(ctx, email)).find((one) => one.subject?.startsWith('Your sign-in code'));
    expect(mail?.text).toContain('from address 203.0.113.9 at ');
    expect(mail?.text).toMatch(/at \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\+8\)/);
    expect(mail?.text).toContain('valid for 10 minutes');

    const code = codes[0] ?? '';
    const wrongCode = code === '000000' ? '000001' : '000000';
    const refused = await enterCode(email, wrongCode);
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Wrong sign-in code']);
    const entered = await enterCode(email, code);
    expect([entered.statusCode, entered.json()]).toEqual([200, { token: expect.any(String), deviceToken: expect.any(String) }]);
    // Single use; and the login cleared the lock, so the next wrong password is judged again.
    expect((await enterCode(email, code)).statusCode).toBe(400);
    expect((await attempt(email, 'guess-after')).json().message).toBe('Login failed: wrong e-mail or password');
  });

  it('kills a sign-in code after 5 wrong tries, and mails none for an unknown e-mail', async () => {
    const email = 'tried@example.org';
    await createMember(ctx.app, email);
    await guess(email);
    await attempt(email, memberPassword);
    const [code = ''] = await loginCodes(email);
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await enterCode(email, wrongCode)).statusCode).toBe(400);
    const late = await enterCode(email, code);
    expect([late.statusCode, late.json().reason]).toEqual([400, 'CODE_EXPIRED']);

    const unknown = 'nobody.locked@example.org';
    await guess(unknown);
    expect((await attempt(unknown, memberPassword)).json()).toEqual(codeState);
    expect((await enterCode(unknown, code)).json().message).toBe('Wrong sign-in code');
  });
});

describe('answers', () => {
  it('answers unknown e-mails exactly alike', async () => {
    const known = 'known.throttle@example.org';
    await createMember(ctx.app, known);
    const answers = async (email: string) => {
      const all = [];
      for (let i = 0; i < 8; i += 1) {
        const answer = await attempt(email, `wrong-${i}`);
        all.push([answer.statusCode, answer.json()]);
      }
      return all;
    };
    expect(await answers(known)).toEqual(await answers('unknown.throttle@example.org'));
  });

  it('mails the member a notice after 10 failures, once', async () => {
    const email = 'noticed@example.org';
    await createMember(ctx.app, email);
    expect((await attempt(email, memberPassword, '127.0.0.2')).statusCode).toBe(200);
    // Spread over two known addresses, so neither the delays nor the per-address limit stop the count.
    for (let i = 0; i < noticeAfterFailures + 2; i += 1) await attempt(email, `wrong-${i}`, i < 8 ? '127.0.0.1' : '127.0.0.2');
    const notices = (await mailsTo(ctx, email)).filter((mail) => mail.subject?.includes('Failed logins'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('10 failed attempts');
    expect(notices[0]?.text).toContain('http://localhost:4000/en/forget-password');
  });
});
