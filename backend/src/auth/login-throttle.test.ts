import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, mailsTo, memberPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { freeFailures, noticeAfterFailures } from './login-throttle.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

let nextVisitor = 0;
/** A distinct address per call: the guesser of issue 11, item 2, who spreads guesses over many addresses. */
const newVisitor = () => `198.51.100.${(nextVisitor += 1)}`;
const attempt = (email: string, password: string, remoteAddress = newVisitor()) =>
  call(ctx.app, { method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress, language: 'en' });

describe('per-account login delays', () => {
  it('delays an e-mail after 5 wrong passwords from 5 addresses, without locking its owner out', async () => {
    const email = 'guessed@example.org';
    // The member's own address: they have logged in from it before.
    await createMember(ctx.app, email);
    const statuses = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await attempt(email, `guess-${i}`)).statusCode);
    expect(statuses.slice(0, freeFailures)).toEqual(Array(freeFailures).fill(401));
    expect(statuses.slice(freeFailures).filter((s) => s === 401).length).toBeLessThanOrEqual(1);
    const delayed = await attempt(email, 'guess');
    expect([delayed.statusCode, delayed.json().code, Number(delayed.headers['retry-after'])]).toEqual([429, 'RATE_LIMITED', expect.any(Number)]);
    // The right password from a new address waits too: the guesser cannot tell it from a wrong one.
    expect((await attempt(email, memberPassword)).statusCode).toBe(429);
    // From the member's known address the right password still logs in, and clears the count.
    expect((await attempt(email, memberPassword, '127.0.0.1')).json()).toEqual({ token: expect.any(String) });
    expect((await attempt(email, 'guess-again')).statusCode).toBe(401);
  });

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
