import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../i18n.ts';
import { RETRY_AFTER_SECONDS, shedQueries } from './shed-queries.ts';

const QUERY = '{ siteSettings { socialLinks { url } } }';
const MUTATION = 'mutation Save($input: InventionInput!) { saveInventionDraft(input: $input) { id } }';

let server: Server | undefined;
/** Requests that reached the handler behind the middleware, answered only when the test says. */
let held: { answer: () => void; closed: () => boolean }[] = [];

afterEach(() => {
  for (const request of held) request.answer();
  held = [];
  server?.close();
});

/** The middleware in front of a handler that holds every request until the test answers it. */
async function start(limit: number): Promise<string> {
  const app = express()
    .use(express.json())
    .use('/graphql', shedQueries(limit), (req, res) => {
      let closed = false;
      res.once('close', () => (closed = true));
      held.push({ answer: () => void (closed || res.json({ data: {} })), closed: () => closed });
    });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

const post = (url: string, query: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
const reached = (count: number) => vi.waitFor(() => expect(held).toHaveLength(count));

describe('shedQueries', () => {
  it('refuses a query at once while the limit of queries is in flight: 503, Retry-After, UPSTREAM_UNAVAILABLE/OVERLOADED in the request language', async () => {
    const url = await start(2);
    const first = post(url, QUERY);
    const second = fetch(`${url}?query=${encodeURIComponent(QUERY)}`, { headers: { 'apollo-require-preflight': 'true' } });
    await reached(2);

    const refused = await post(url, QUERY, { 'content-language': 'en', accept: 'application/graphql-response+json,application/json;q=0.9' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // Apollo Client reads a non-2xx answer's errors only in the GraphQL media type.
    expect(refused.headers.get('content-type')).toContain('application/graphql-response+json');
    expect(await refused.json()).toEqual({
      errors: [{ message: translate('en', 'upstreamUnavailable'), extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'OVERLOADED' } }],
    });
    const inChinese = await post(url, QUERY);
    expect(inChinese.headers.get('content-type')).toContain('application/json');
    expect(((await inChinese.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(translate('zhTw', 'upstreamUnavailable'));
    expect(held).toHaveLength(2);

    // An answered query frees its place.
    held[0]!.answer();
    await vi.waitFor(() => expect(held[0]!.closed()).toBe(true));
    const third = post(url, QUERY);
    await reached(3);
    held[1]!.answer();
    held[2]!.answer();
    for (const answer of [first, second, third]) expect((await answer).status).toBe(200);
  });

  it('never refuses a mutation, nor a body it cannot tell is a query, however many queries are in flight', async () => {
    const url = await start(1);
    const query = post(url, QUERY);
    await reached(1);
    const mutations = [post(url, MUTATION), post(url, MUTATION)];
    const hashOnly = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }),
    });
    await reached(4);
    for (const request of held) request.answer();
    for (const answer of [query, ...mutations, hashOnly]) expect((await answer).status).toBe(200);
  });

  it('frees the place of a query whose client went away before its answer', async () => {
    const url = await start(1);
    const gone = new AbortController();
    const abandoned = fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY }), signal: gone.signal });
    await reached(1);
    gone.abort();
    await expect(abandoned).rejects.toThrow();
    await vi.waitFor(() => expect(held[0]!.closed()).toBe(true));
    const next = post(url, QUERY);
    await reached(2);
    held[1]!.answer();
    expect((await next).status).toBe(200);
  });
});
