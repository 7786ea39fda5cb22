// The newsletter form as a plain HTML form (a rendered page before its script runs, or with
// JavaScript off), through the real gateway and backend with a real SMTP sink: the form posts,
// the visitor lands on subscribe-edm with the result and never with the e-mail in the URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailSink, type MailSink } from '../support/mail-sink.ts';
import { startBackend, startGateway, type Tier } from '../support/stack.ts';

let sink: MailSink;
let backend: Tier;
let gateway: Tier;

beforeAll(async () => {
  sink = await startMailSink();
  backend = await startBackend({ SMTP_URL: sink.url, LOG_LEVEL: 'warn' });
  gateway = await startGateway(backend.url);
});

afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
  await sink?.stop();
});

/** Posts the form as a browser does; answers the status and where it sends the visitor. */
async function post(lang: string, email: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${gateway.url}/${lang}/subscribe-edm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ email }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') };
}

const mailsTo = (email: string) => sink.mails.filter((m) => [m.to].flat().some((a) => a?.value.some((v) => v.address === email)));

describe('the newsletter form without JavaScript', () => {
  it('subscribes and sends the visitor to subscribe-edm with the result, the e-mail in no URL', async () => {
    const email = 'no.script@example.org';
    expect(await post('en', email)).toEqual({ status: 303, location: '/en/subscribe-edm?subscribed=sent' });
    const mail = await sink.waitFor(email);
    expect(mail.text).toMatch(/\/en\/subscribe-edm\?confirm=/);
    // The sender is named as the site is (issue 11, item 13).
    expect(mail.from?.value[0]?.name).toBe('Youth Social Impact Programme');

    const page = await fetch(`${gateway.url}/en/subscribe-edm?subscribed=sent`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('sent you a confirmation e-mail. Click the link in it');
    expect(html).not.toContain(email);
  });

  it('says an invalid address is invalid, in the page language, and sends nothing', async () => {
    expect(await post('zhTw', 'not an e-mail')).toEqual({ status: 303, location: '/zhTw/subscribe-edm?subscribed=invalid' });
    const html = await (await fetch(`${gateway.url}/zhTw/subscribe-edm?subscribed=invalid`)).text();
    expect(html).toMatch(/<p[^>]*role="status"[^>]*>[^<]*(電子郵件|Email|信箱)[^<]*<\/p>/);
    expect(mailsTo('not an e-mail')).toEqual([]);
  });

  it("refuses a form posted from another site's page", async () => {
    const email = 'forged@example.org';
    expect((await post('en', email, { origin: 'https://elsewhere.example' })).status).toBe(403);
    // A same-site post still goes through (the Origin a browser sends with a form).
    expect((await post('en', 'same.site@example.org', { origin: gateway.url })).location).toBe('/en/subscribe-edm?subscribed=sent');
    expect(mailsTo(email)).toEqual([]);
  });

  it("keeps the visitor's limit of the GraphQL form (10 per 10 minutes) and says so", async () => {
    const results: string[] = [];
    for (let i = 0; i < 12; i += 1) results.push((await post('en', `limit.${i}@example.org`)).location ?? '');
    expect(results).toContain('/en/subscribe-edm?subscribed=limited');
    const html = await (await fetch(`${gateway.url}/en/subscribe-edm?subscribed=limited`)).text();
    expect(html).toContain('Too many attempts. Please try again later.');
  });

  it('is not a route for other paths or languages', async () => {
    expect((await post('fr', 'x@example.org')).status).toBe(404);
  });
});
