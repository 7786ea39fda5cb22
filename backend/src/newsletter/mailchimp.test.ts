import { createHash } from 'node:crypto';
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, mailsTo, startTestApp, subscriptionsOf, type TestApp } from '../testing/harness.ts';
import { forwardToMailchimp } from './mailchimp.ts';

// Mailchimp is never reached: global fetch is stubbed and records what would have been sent.

const apiKey = '0123456789abcdef0123456789abcdef-us21';
const memberHash = (email: string) => createHash('md5').update(email).digest('hex');

type FetchArgs = [url: string, init: RequestInit];
function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn<(...args: FetchArgs) => Promise<Response>>(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forwardToMailchimp', () => {
  it('upserts the member in the data centre named by the key, with basic auth', async () => {
    const fetch = stubFetch(async () => new Response('{}', { status: 200 }));
    await forwardToMailchimp(apiKey, 'list/1', 'Reader@Example.org');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    // The subscriber hash is the MD5 of the lower-cased address; the list id is escaped.
    expect(url).toBe(`https://us21.api.mailchimp.com/3.0/lists/list%2F1/members/${memberHash('reader@example.org')}`);
    expect(init?.method).toBe('PUT');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe(`Basic ${Buffer.from(`key:${apiKey}`).toString('base64')}`);
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ email_address: 'Reader@Example.org', status_if_new: 'subscribed', status: 'subscribed' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('fails on an error answer with only the status, never the key', async () => {
    stubFetch(async () => new Response(JSON.stringify({ title: 'API Key Invalid', detail: `Your API key ${apiKey} may be invalid` }), { status: 401 }));
    const failure = await forwardToMailchimp(apiKey, 'list1', 'a@example.org').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Mailchimp answered 401');
  });
});

describe('confirming with MAILCHIMP_API_KEY set', () => {
  let ctx: TestApp;
  /** Every call made on a request's logger, whatever the level (the test app logs nothing itself). */
  const logged: unknown[][] = [];
  beforeAll(async () => {
    ctx = await startTestApp({ MAILCHIMP_API_KEY: apiKey, MAILCHIMP_LIST_ID: 'main-audience' });
    const root = ctx.app.log;
    const child = root.child.bind(root);
    vi.spyOn(root, 'child').mockImplementation((...args: Parameters<typeof root.child>) => {
      const logger = child(...args);
      for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const) {
        const write = logger[level].bind(logger) as (...rest: unknown[]) => void;
        logger[level] = ((...rest: unknown[]) => {
          logged.push([level, ...rest]);
          write(...rest);
        }) as typeof logger.error;
      }
      return logger;
    });
  });
  afterAll(() => ctx.close());

  const subscribeAndConfirm = async (email: string, list = 'default') => {
    const subscribed = await call(ctx.app, { method: 'POST', url: `/api/mailchimp/subscribe/${list}`, payload: { email }, language: 'en' });
    expect(subscribed.json()).toEqual({ ok: true });
    const token = /subscribe-edm\?confirm=([\w-]+)/.exec((await mailsTo(ctx, email)).at(-1)?.text ?? '')?.[1] ?? '';
    return call(ctx.app, { method: 'POST', url: '/api/mailchimp/confirm', payload: { token }, language: 'en' });
  };

  it('forwards a confirmed subscriber of the default list to MAILCHIMP_LIST_ID, and another list to its own id', async () => {
    const fetch = stubFetch(async () => new Response('{}', { status: 200 }));
    expect((await subscribeAndConfirm('fan@example.org')).json()).toEqual({ ok: true });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe(`https://us21.api.mailchimp.com/3.0/lists/main-audience/members/${memberHash('fan@example.org')}`);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1].body))).toMatchObject({ email_address: 'fan@example.org', status: 'subscribed' });

    expect((await subscribeAndConfirm('fan@example.org', 'other-audience')).json()).toEqual({ ok: true });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1]?.[0]).toContain('/3.0/lists/other-audience/members/');
  });

  it.each([
    ['answers an error', async () => new Response(JSON.stringify({ detail: `Your API key ${apiKey} may be invalid` }), { status: 401 })],
    ['cannot be reached', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('keeps the local subscriber when Mailchimp %s, and neither the answer nor the log shows the key', async (failureCase, answer) => {
    logged.length = 0;
    const fetch = stubFetch(answer);
    const email = `kept.${failureCase.replaceAll(' ', '-')}@example.org`;
    const confirmed = await subscribeAndConfirm(email);
    expect([confirmed.statusCode, confirmed.json()]).toEqual([200, { ok: true }]);
    await vi.waitFor(() => expect(logged.some(([, , message]) => message === 'Mailchimp forwarding failed')).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await subscriptionsOf(ctx.app, email)).toEqual([{ listId: 'default', status: 'confirmed' }]);

    const failure = logged.find(([, , message]) => message === 'Mailchimp forwarding failed');
    expect(failure?.[0]).toBe('error');
    expect(failure?.[1]).toEqual({ reason: expect.stringMatching(/^(Mailchimp answered 401|fetch failed)$/) });
    const secret = apiKey.slice(0, apiKey.lastIndexOf('-'));
    // The request's own log lines hold the raw request and reply (circular): inspected, not stringified.
    const everything = inspect(logged, { depth: 4 });
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(Buffer.from(`key:${apiKey}`).toString('base64'));
    expect(confirmed.body).not.toContain(secret);
  });
});
