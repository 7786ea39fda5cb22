import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../db/schema.ts';
import { appStartTimeout, call, createMember, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';

let ctx: TestApp;
let manager: string;
let member: string;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
  member = (await createMember(ctx.app, 'reader@example.org')).token as string;
  const row = (listId: string, email: string, confirmedAt: string | null) => ({
    listId,
    email,
    language: 'zhTw' as const,
    status: confirmedAt ? ('confirmed' as const) : ('pending' as const),
    confirmedAt,
  });
  await ctx.app.store.transaction((tx) =>
    tx
      .insert(newsletterSubscribers)
      .values([
        row('default', 'old@example.org', '2026-01-01T00:00:00.000Z'),
        row('default', '-2+3@example.org', '2026-02-01T00:00:00.000Z'),
        // Confirmed on two lists: one subscriber, at the latest confirmation.
        row('default', 'both@example.org', '2026-01-15T00:00:00.000Z'),
        row('events', 'both@example.org', '2026-03-01T00:00:00.000Z'),
        row('default', 'pending@example.org', null),
      ]),
  );
}, appStartTimeout);
afterAll(() => ctx.close());

type Page = { items: { email: string; confirmedAt: string }[]; total: number };

describe('mailchimp/pvt/list', () => {
  it('pages the confirmed subscribers newest first, one row per e-mail', async () => {
    const first = (await call(ctx.app, { method: 'GET', url: '/api/mailchimp/pvt/list?pageSize=2', token: manager })).json<Page>();
    expect(first).toEqual({
      total: 3,
      items: [
        { email: 'both@example.org', confirmedAt: '2026-03-01T00:00:00.000Z' },
        { email: '-2+3@example.org', confirmedAt: '2026-02-01T00:00:00.000Z' },
      ],
    });
    const second = (await call(ctx.app, { method: 'GET', url: '/api/mailchimp/pvt/list?page=2&pageSize=2', token: manager })).json<Page>();
    expect(second.items.map((item) => item.email)).toEqual(['old@example.org']);
    expect((await call(ctx.app, { method: 'GET', url: '/api/mailchimp/pvt/list', token: member })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/api/mailchimp/pvt/list?status=pending', token: manager })).statusCode).toBe(400);
  });
});

describe('the subscribers’ CSV', () => {
  it('is the header Mailchimp maps and one quoted, neutralised e-mail a line, newest first', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/mailchimp/pvt/download/list', token: manager });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="subscribers.csv"');
    expect(response.body).toBe(`"Email Address"\r\n"both@example.org"\r\n"'-2+3@example.org"\r\n"old@example.org"\r\n`);
  });

  it('is followed as a one-minute link without a token, and asked for only by a manager', async () => {
    const asked = await call(ctx.app, { method: 'POST', url: '/api/mailchimp/pvt/download/link', token: manager, payload: {} });
    const { url } = asked.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(/^\/files\/exports\/subscribers\.csv\?ask=[\w-]+&sig=[0-9a-f]{64}$/);
    const followed = await call(ctx.app, { method: 'GET', url });
    expect(followed.statusCode).toBe(200);
    expect(followed.body.split('\r\n')[0]).toBe('"Email Address"');
    expect((await call(ctx.app, { method: 'GET', url: url.replace('subscribers.csv', 'members-zhTw.xlsx') })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'POST', url: '/api/mailchimp/pvt/download/link', token: manager, payload: { search: 'x' } })).statusCode).toBe(400);
    expect((await call(ctx.app, { method: 'POST', url: '/api/mailchimp/pvt/download/link', token: member, payload: {} })).statusCode).toBe(403);
  });
});
