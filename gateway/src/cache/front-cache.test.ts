// The front cache: on a real gateway over a stand-in backend that counts the calls it receives,
// and alone in front of a handler that answers with whatever policy a test needs.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway } from '../app.ts';
import { loadConfig } from '../config.ts';
import { memberToken } from '../testing/tokens.ts';
import { accountInfo, json, startTestUpstream, type TestUpstream } from '../testing/upstream.ts';
import { entrySize, frontCache, type Entry } from './front-cache.ts';

let upstream: TestUpstream;
let gateway: ReturnType<typeof createGateway>;
let url: string;
let failing = false;

const faq = (lang: string | undefined) => ({ id: 1, position: 0, published: true, createdAt: '', updatedAt: '', question: lang === 'en' ? 'Q?' : '問？', answer: 'A' });

beforeAll(async () => {
  upstream = await startTestUpstream();
  upstream.answer((req, res) => {
    if (req.url?.startsWith('/api/user/info')) return json(res, 200, accountInfo('user'));
    if (failing) return json(res, 500, { message: 'down' });
    json(res, 200, { items: [faq(req.headers['content-language'] as string | undefined)], total: 1 });
  });
  gateway = createGateway({ ...loadConfig({ BACKEND_URL: upstream.url, PORT: '0', NODE_ENV: 'test', REQUEST_LOG: 'off' }), responseCache: true, redisUrl: undefined, contentChangesPollMs: 0 });
  const { port } = await gateway.start();
  url = `http://127.0.0.1:${port}/graphql`;
});
afterAll(async () => {
  await gateway.stop();
  await upstream.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
  failing = false;
});

const contentCalls = () => upstream.requests.filter((req) => req.url?.includes('/qa/')).length;

async function post(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  return { res, text: await res.text() };
}

/** Every header but the ones that differ by nature between two answers. */
const comparable = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => name !== 'date' && name !== 'age'));

describe('front cache on the gateway', () => {
  it('answers a repeated public query with the same body and headers, without Apollo or the backend', async () => {
    const query = '{ inventionPage { faqs { id question answer } } }';
    const fresh = await post(query, { 'content-language': 'en' });
    const hit = await post(query, { 'content-language': 'en' });
    expect(contentCalls()).toBe(1);
    expect(hit.text).toBe(fresh.text);
    expect(comparable(hit.res.headers)).toEqual(comparable(fresh.res.headers));
    expect(hit.res.headers.get('cache-control')).toBe('max-age=60, public');
    expect(hit.res.headers.get('vary')).toMatch(/Content-Language/i);
    expect(hit.res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(hit.res.headers.get('age')).toMatch(/^[01]$/);
  });

  it('keeps zhTw and en apart', async () => {
    const query = '{ inventionPage { faqs { question } } }';
    const en = await post(query, { 'content-language': 'en' });
    const zh = await post(query, { 'content-language': 'zhTw' });
    const zhAgain = await post(query);
    expect(contentCalls()).toBe(2);
    expect(en.text).toContain('Q?');
    expect(zh.text).toContain('問？');
    expect(zhAgain.text).toBe(zh.text);
  });

  it('never answers a request with an Authorization header from it', async () => {
    const query = '{ inventionPage { faqs { id answer } } }';
    await post(query);
    await post(query);
    expect(contentCalls()).toBe(1);
    const member = await post(query, { authorization: `Bearer ${memberToken()}` });
    expect(contentCalls()).toBe(2);
    expect(member.res.headers.get('cache-control')).toBe('no-store');
    expect(member.res.headers.get('age')).toBeNull();
    // A malformed header is refused by the context as usual, not answered from the cache.
    expect((await post(query, { authorization: 'Basic x' })).res.status).toBe(401);
  });

  it('does not store an answer with errors', async () => {
    failing = true;
    const query = '{ inventionPage { faqs { id question } } }';
    const first = await post(query);
    expect(first.text).toContain('"errors"');
    failing = false;
    const second = await post(query);
    expect(contentCalls()).toBe(2);
    expect(second.text).not.toContain('"errors"');
  });

  it('answers a GET only when it carries the preflight header Apollo requires', async () => {
    const get = (headers: Record<string, string>) => fetch(`${url}?query=${encodeURIComponent('{ inventionPage { faqs { id } } }')}`, { headers });
    expect((await get({ 'apollo-require-preflight': 'true' })).status).toBe(200);
    expect((await get({ 'apollo-require-preflight': 'true' })).headers.get('age')).not.toBeNull();
    expect(contentCalls()).toBe(1);
    expect((await get({})).status).toBe(400);
  });
});

describe('front cache policy', () => {
  let base: string;
  let server: Server;
  let answers: number;
  let policy: { cacheControl: string; age?: string; body?: string };

  beforeAll(async () => {
    const app = express();
    app.use(express.json(), frontCache(), (_req, res) => {
      answers += 1;
      res.setHeader('cache-control', policy.cacheControl);
      if (policy.age) res.setHeader('age', policy.age);
      res.type('application/json').send(policy.body ?? `{"data":{"n":${answers}}}`);
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    answers = 0;
  });

  const ask = (operation: string) => fetch(base, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: operation }) });

  it.each(['max-age=60, private', 'no-store', 'max-age=0, public'])('does not store an answer marked %s', async (cacheControl) => {
    policy = { cacheControl };
    await ask(cacheControl);
    await ask(cacheControl);
    expect(answers).toBe(2);
  });

  it('does not store errors even under a public policy', async () => {
    policy = { cacheControl: 'max-age=60, public', body: '{"errors":[{"message":"x"}],"data":null}' };
    await ask('errors');
    await ask('errors');
    expect(answers).toBe(2);
  });

  it('keeps an answer no longer than its max-age, counting the age it came with', async () => {
    policy = { cacheControl: 'max-age=31, public', age: '30' };
    await ask('ages');
    const hit = await ask('ages');
    expect(answers).toBe(1);
    expect(hit.headers.get('age')).toMatch(/^3[01]$/);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await ask('ages');
    expect(answers).toBe(2);
  });
});

describe('front cache size', () => {
  it('counts the key: a small answer to a 100 KB request costs its request', () => {
    const entry: Entry = { body: Buffer.from('{"data":{}}'), headers: [], storedAtMs: 0, ageAtStore: 0, tags: [] };
    expect(entrySize(entry, 'x'.repeat(100_000))).toBeGreaterThan(200_000);
    expect(entrySize(entry, 'k')).toBeLessThan(300);
  });
});
