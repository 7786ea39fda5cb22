// The response cache on a real gateway over a stand-in backend that counts the calls it receives.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway } from '../app.ts';
import { loadConfig } from '../config.ts';
import { managerToken, memberToken } from '../testing/tokens.ts';
import { accountInfo, json, startTestUpstream, type TestUpstream } from '../testing/upstream.ts';

let upstream: TestUpstream;
let gateway: ReturnType<typeof createGateway>;
let url: string;

const faq = (lang: string | undefined) => ({ id: 1, position: 0, published: true, createdAt: '', updatedAt: '', question: lang === 'en' ? 'Q?' : '問？', answer: 'A' });

beforeAll(async () => {
  upstream = await startTestUpstream();
  upstream.answer((req, res) => {
    if (req.url?.startsWith('/api/user/info')) return json(res, 200, accountInfo('user'));
    if (req.url?.startsWith('/api/manager/info')) return json(res, 200, accountInfo('manager'));
    json(res, 200, { items: [faq(req.headers['content-language'] as string | undefined)], total: 1 });
  });
  gateway = createGateway({ ...loadConfig({ BACKEND_URL: upstream.url, PORT: '0', NODE_ENV: 'test' }), responseCache: true, redisUrl: undefined, contentChangesPollMs: 0 });
  const { port } = await gateway.start();
  url = `http://127.0.0.1:${port}/graphql`;
});
afterAll(async () => {
  await gateway.stop();
  await upstream.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
});

const contentCalls = () => upstream.requests.filter((req) => req.url?.includes('/qa/')).length;

async function ask(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  return { res, body: (await res.json()) as { data?: { inventionPage: { faqs: { question: string }[] } } } };
}

describe('public response cache', () => {
  it('serves the second identical query from the cache, per language', async () => {
    const query = '{ inventionPage { faqs { id question } } }';
    const first = await ask(query, { 'content-language': 'en' });
    const second = await ask(query, { 'content-language': 'en' });
    expect(second.body).toEqual(first.body);
    expect(contentCalls()).toBe(1);
    expect(first.res.headers.get('age')).toBeNull();
    expect(second.res.headers.get('age')).not.toBeNull();
    expect(second.res.headers.get('cache-control')).toBe('max-age=60, public');
    expect(second.res.headers.get('vary')).toMatch(/Content-Language/i);

    const chinese = await ask(query, { 'content-language': 'zhTw' });
    expect(contentCalls()).toBe(2);
    expect(chinese.body.data?.inventionPage.faqs[0]?.question).toBe('問？');
    expect(second.body.data?.inventionPage.faqs[0]?.question).toBe('Q?');
  });

  it('neither reads nor writes the cache for a member, and tells HTTP caches not to store', async () => {
    const query = '{ incubatorPage { faqs { id } } }';
    const authorization = `Bearer ${memberToken()}`;
    await ask(query, { authorization });
    const member = await ask(query, { authorization });
    expect(contentCalls()).toBe(2);
    expect(member.res.headers.get('cache-control')).toBe('no-store');
    // The member's answers did not fill the visitors' entry either.
    await ask(query);
    expect(contentCalls()).toBe(3);
  });

  it('keeps a manager out of the caches as a member: a public query with a staff token is neither read, stored nor shared', async () => {
    const query = '{ inventionPage { faqs { question } } }';
    const authorization = `Bearer ${managerToken()}`;
    await ask(query, { authorization });
    const staff = await ask(query, { authorization });
    expect(contentCalls()).toBe(2);
    expect(staff.res.headers.get('cache-control')).toBe('no-store');
    expect(upstream.requests.filter((req) => req.url === '/api/manager/info')).toHaveLength(1);
  });
});
