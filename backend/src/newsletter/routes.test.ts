import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../db/schema.ts';
import { call, mailsTo, startTestApp, type TestApp } from '../testing/harness.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const subscribe = (email: string, list = 'default') =>
  call(ctx.app, { method: 'POST', url: `/api/mailchimp/subscribe/${list}`, payload: { email }, language: 'en' });
const confirm = (token: string) => call(ctx.app, { method: 'POST', url: '/api/mailchimp/confirm', payload: { token }, language: 'en' });
const confirmToken = async (email: string) =>
  /subscribe-edm\?confirm=([\w-]+)/.exec((await mailsTo(ctx, email)).at(-1)?.text ?? '')?.[1] ?? '';
const rows = () =>
  ctx.app.store.read
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.id));

describe('newsletter', () => {
  it('subscribes with double opt-in; repeats are neither errors nor duplicates', async () => {
    expect((await subscribe('reader@example.org')).json()).toEqual({ ok: true });
    expect(await rows()).toEqual([{ email: 'reader@example.org', status: 'pending' }]);
    expect((await subscribe('Reader@example.org')).json()).toEqual({ ok: true });
    const token = await confirmToken('reader@example.org');
    expect((await mailsTo(ctx, 'reader@example.org')).at(-1)?.text).toContain(`http://localhost:4000/en/subscribe-edm?confirm=${token}`);
    expect((await confirm(token)).json()).toEqual({ ok: true });
    expect(await rows()).toEqual([{ email: 'reader@example.org', status: 'confirmed' }]);
    // A second click on the same link says it is confirmed, not that the link is invalid.
    expect((await confirm(token)).json()).toEqual({ ok: true });
    expect(await rows()).toEqual([{ email: 'reader@example.org', status: 'confirmed' }]);
    expect((await confirm('x'.repeat(43))).json()).toEqual({ message: 'Invalid confirmation link', code: 'BAD_USER_INPUT' });
    const mailsBefore = (await mailsTo(ctx, 'reader@example.org')).length;
    expect((await subscribe('reader@example.org')).json()).toEqual({ ok: true });
    expect((await mailsTo(ctx, 'reader@example.org')).length).toBe(mailsBefore);
    expect(await rows()).toHaveLength(1);
  });

  it('checks the e-mail and the list id', async () => {
    expect((await subscribe('not-an-email')).json()).toEqual({ message: 'Please enter a valid e-mail address: email', code: 'BAD_USER_INPUT' });
    expect((await subscribe('a@example.org', 'bad%20id')).statusCode).toBe(404);
  });
});
