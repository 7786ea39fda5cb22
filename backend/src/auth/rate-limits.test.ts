import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, mailsTo, registrationBody, appStartTimeout, startTestApp, subscriptionsOf, type TestApp } from '../testing/harness.ts';
import { limiter } from './rate-limits.ts';

// The ceilings of rate-limits.ts as the routes use them. Visitors are told apart by the socket's
// address (`remoteAddress`): only the gateway on loopback is trusted to forward another one.

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

let nextVisitor = 0;
/** A visitor address no other test uses, so every test starts with fresh per-visitor counters. */
const newVisitor = () => {
  nextVisitor += 1;
  return `203.0.113.${nextVisitor}`;
};

const post = (url: string, payload: object, visitor: string) =>
  call(ctx.app, { method: 'POST', url: `/api/user/${url}`, payload, remoteAddress: visitor });
const member = (email: string) => registrationBody(email, { subscribed: false });
const count = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

describe('forgot password', () => {
  it('mails one address at most 10 reset links an hour, whoever asks', async () => {
    const email = 'bombed@example.org';
    await createMember(ctx.app, email);
    const statuses = [];
    // Each request from another visitor: only the per-address ceiling applies.
    for (let i = 0; i < 12; i += 1) statuses.push((await post('password/forgot/otp/send', { email }, newVisitor())).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    expect((await mailsTo(ctx, email)).length).toBe(10);
    const limited = await post('password/forgot/otp/send', { email: email.toUpperCase() }, newVisitor());
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // The manager route counts the same address together with the member route.
    expect((await call(ctx.app, { method: 'POST', url: '/api/manager/password/forgot/otp/send', payload: { email }, remoteAddress: newVisitor() })).statusCode).toBe(429);
    // Other addresses are not affected.
    expect((await post('password/forgot/otp/send', { email: 'someone.else@example.org' }, newVisitor())).statusCode).toBe(200);
  });

  it('lets one visitor ask for at most 20 addresses in 10 minutes', async () => {
    const visitor = newVisitor();
    const statuses = await Promise.all(
      Array.from({ length: 21 }, (_, i) => post('password/forgot/otp/send', { email: `spray.${i}@example.org` }, visitor).then((r) => r.statusCode)),
    );
    expect(count(statuses)).toEqual({ 200: 20, 429: 1 });
    expect((await post('password/forgot/otp/send', { email: 'spray.0@example.org' }, newVisitor())).statusCode).toBe(200);
  });
});

describe('registration codes', () => {
  it('resends a code at most 5 times per visitor and address, and mails one address at most 10 codes an hour', async () => {
    const email = 'resend.limit@example.org';
    const first = newVisitor();
    expect((await post('register', member(email), first)).statusCode).toBe(200);
    const resends = [];
    for (let i = 0; i < 6; i += 1) resends.push((await post('register/otp/send', { email }, first)).statusCode);
    expect(resends).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await mailsTo(ctx, email)).length).toBe(6);

    // From other visitors, register and resend together stop at 10 codes for the address.
    const others = [];
    others.push((await post('register', member(email), newVisitor())).statusCode);
    for (let i = 0; i < 5; i += 1) others.push((await post('register/otp/send', { email }, newVisitor())).statusCode);
    expect(others).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await mailsTo(ctx, email)).length).toBe(10);
  });

  it('lets one visitor register at most 30 addresses in 10 minutes', async () => {
    const visitor = newVisitor();
    const statuses = await Promise.all(
      Array.from({ length: 31 }, (_, i) => post('register', member(`many.${i}@example.org`), visitor).then((r) => r.statusCode)),
    );
    expect(count(statuses)).toEqual({ 200: 30, 429: 1 });
  });
});

describe('newsletter subscribe', () => {
  const subscribe = (email: string, visitor: string, language: 'en' | 'zhTw' = 'en', list = 'default') =>
    call(ctx.app, { method: 'POST', url: `/api/mailchimp/subscribe/${list}`, payload: { email }, remoteAddress: visitor, language });

  it('mails one address at most 10 confirmation links an hour, whoever asks and for whichever list', async () => {
    const email = 'newsletter.bombed@example.org';
    // Each request from another visitor: only the per-address ceiling applies.
    const answers = await Promise.all(Array.from({ length: 12 }, () => subscribe(email, newVisitor())));
    expect(count(answers.map((a) => a.statusCode))).toEqual({ 200: 10, 429: 2 });
    // A repeat is still neither an error nor a duplicate.
    for (const answer of answers.filter((a) => a.statusCode === 200)) expect(answer.json()).toEqual({ ok: true });
    expect(await subscriptionsOf(ctx.app, email)).toEqual([{ listId: 'default', status: 'pending' }]);
    expect((await mailsTo(ctx, email)).length).toBe(10);

    // Refused in the request's language, with Retry-After; other lists count with the same address.
    const en = await subscribe(email.toUpperCase(), newVisitor());
    expect([en.statusCode, en.json()]).toEqual([429, { message: 'Too many attempts; please try again later', code: 'RATE_LIMITED' }]);
    expect(en.headers['retry-after']).toBeDefined();
    const zh = await subscribe(email, newVisitor(), 'zhTw', 'other-list');
    expect([zh.statusCode, zh.json()]).toEqual([429, { message: '嘗試次數過多，請稍後再試', code: 'RATE_LIMITED' }]);
    expect((await mailsTo(ctx, email)).length).toBe(10);

    // Other addresses are not affected.
    expect((await subscribe('newsletter.other@example.org', newVisitor())).json()).toEqual({ ok: true });
  });

  it('lets one visitor subscribe one address at most 5 times in 10 minutes', async () => {
    const visitor = newVisitor();
    const email = 'newsletter.repeat@example.org';
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await subscribe(email, visitor)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await subscriptionsOf(ctx.app, email)).toHaveLength(1);
  });

  it('lets one visitor subscribe at most 10 addresses in 10 minutes', async () => {
    const visitor = newVisitor();
    const statuses = await Promise.all(
      Array.from({ length: 11 }, (_, i) => subscribe(`newsletter.spray.${i}@example.org`, visitor).then((r) => r.statusCode)),
    );
    expect(count(statuses)).toEqual({ 200: 10, 429: 1 });
    expect((await subscribe('newsletter.spray.0@example.org', newVisitor())).statusCode).toBe(200);
  });
});

describe('login', () => {
  it('lets one visitor try at most 100 logins in 10 minutes, whatever the addresses', async () => {
    const visitor = newVisitor();
    // Refused bodies count too (checked before validation), which keeps this test free of hashing.
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post('login', { email: `spray.${i}@example.org`, password: '' }, visitor).then((r) => r.statusCode)),
    );
    expect(count(statuses)).toEqual({ 400: 100 });
    const limited = await post('login', { email: 'fresh@example.org', password: 'Member#2026' }, visitor);
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post('login', { email: 'fresh@example.org', password: 'Member#2026' }, newVisitor())).statusCode).toBe(401);
  });
});

describe('limiter', () => {
  it('refuses a second counter of one name and key, which would share the first one’s counts', () => {
    expect(() => limiter(ctx.app, 'login', 'ip', 1, 1)).toThrow(/login:ip exists already/);
    expect(() => limiter(ctx.app, 'login', 'email', 1, 1)).not.toThrow();
  });
});

describe('RATE_LIMIT_SCALE', () => {
  it('shrinks every window', { timeout: appStartTimeout }, async () => {
    const quick = await startTestApp({ RATE_LIMIT_SCALE: '0.0005' });
    try {
      // One hour becomes 1.8 s: after that pause the address may be mailed again.
      const send = () => call(quick.app, { method: 'POST', url: '/api/user/password/forgot/otp/send', payload: { email: 'scaled@example.org' }, remoteAddress: newVisitor() });
      const burst = await Promise.all(Array.from({ length: 11 }, () => send().then((r) => r.statusCode)));
      expect(count(burst)).toEqual({ 200: 10, 429: 1 });
      await new Promise((r) => setTimeout(r, 2000));
      expect((await send()).statusCode).toBe(200);
    } finally {
      await quick.close();
    }
  });
});
