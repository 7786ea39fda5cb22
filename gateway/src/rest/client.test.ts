import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestUpstream, type TestUpstream } from '../testing/upstream.ts';
import { createRestClientFactory, type RestClientFactory } from './client.ts';

let upstream: TestUpstream;
let clients: RestClientFactory;

beforeAll(async () => {
  upstream = await startTestUpstream();
  clients = createRestClientFactory({ backendUrl: upstream.url, timeoutMs: 1000 });
});
afterAll(async () => {
  clients.close();
  await upstream.close();
});

describe('RestClient', () => {
  it('sends the language and the bearer token under /api', async () => {
    upstream.answer((_req, res) => json(res, 200, []));
    await clients.create('en', 'abc.def.ghi').homeRecommends();
    const sent = upstream.requests.at(-1);
    expect(sent?.url).toBe('/api/home/recommend/pub/list');
    expect(sent?.headers['content-language']).toBe('en');
    expect(sent?.headers.authorization).toBe('Bearer abc.def.ghi');
  });

  it('stamps every call with when the member’s request arrived, not when the call went out', async () => {
    upstream.answer((_req, res) => json(res, 200, []));
    const before = Date.now();
    const client = clients.create('zhTw', 'abc.def.ghi');
    const after = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await client.homeRecommends();
    const stamp = Number(upstream.requests.at(-1)?.headers['x-request-start']);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(after);
    // The context passes the moment the first middleware saw the request.
    await clients.create('zhTw', undefined, undefined, 1_795_000_000_000).homeRecommends();
    expect(upstream.requests.at(-1)?.headers['x-request-start']).toBe('1795000000000');
  });

  it('signs the visitor address, arrival and request id of each call, bound to its method and path, when it has the secret', async () => {
    upstream.answer((_req, res) => json(res, 200, []));
    const secret = 'gateway-secret-of-at-least-32-characters';
    const signing = createRestClientFactory({ backendUrl: upstream.url, timeoutMs: 1000, gatewaySecret: secret });
    try {
      await signing.create('en', undefined, '203.0.113.9', 1_795_000_000_000, 'ab12cd34-1').homeRecommends();
      const sent = upstream.requests.at(-1);
      const fields = Object.fromEntries(String(sent?.headers['x-gateway-signature']).split(',').map((part) => part.split('=') as [string, string]));
      expect(Math.abs(Number(fields.t) - Date.now())).toBeLessThan(5000);
      const text = ['v1', fields.t, fields.n, 'GET', '/api/home/recommend/pub/list', '203.0.113.9', '1795000000000', 'ab12cd34-1'].join('\n');
      expect(sent?.headers['x-request-id']).toBe('ab12cd34-1');
      expect(fields.s).toBe(createHmac('sha256', secret).update(text).digest('base64url'));
      // A fresh nonce per call: the backend takes each signature once.
      await signing.create('en', undefined, '203.0.113.9', 1_795_000_000_000).homeRecommends();
      expect(upstream.requests.at(-1)?.headers['x-gateway-signature']).not.toContain(`n=${fields.n},`);
    } finally {
      signing.close();
    }
    await clients.create('en', undefined, '203.0.113.9').homeRecommends();
    expect(upstream.requests.at(-1)?.headers['x-gateway-signature']).toBeUndefined();
  });

  it('holds at most 128 calls at the backend at once and queues the rest, as a deadline burst needs', async () => {
    const held: (() => void)[] = [];
    let atOnce = 0;
    let most = 0;
    upstream.answer((_req, res) => {
      most = Math.max(most, (atOnce += 1));
      held.push(() => {
        atOnce -= 1;
        json(res, 200, []);
      });
    });
    const burst = createRestClientFactory({ backendUrl: upstream.url, timeoutMs: 10_000 });
    try {
      const calls = Array.from({ length: 300 }, () => burst.create('en').homeRecommends());
      await expect.poll(() => held.length).toBe(128);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(held).toHaveLength(128);
      for (let answered = 0; answered < 300; ) {
        await expect.poll(() => held.length).toBeGreaterThan(0);
        const batch = held.splice(0);
        answered += batch.length;
        for (const release of batch) release();
      }
      await Promise.all(calls);
      expect(most).toBe(128);
    } finally {
      burst.close();
    }
  });

  it('reads every page of a list the schema answers whole: tags, content records, a member\'s applications', async () => {
    // 250 of each, numbered from 1, as a backend answers pages of at most 100, each whole as the gateway checks it.
    const record = (id: number) => ({ id, position: id - 1, published: true, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' });
    const itemOf = (path: string, id: number) => {
      if (path.includes('article/tag')) return { ...record(id), name: `tag ${id}` };
      if (path.includes('book/report')) return { ...record(id), title: `report ${id}`, summary: '', year: 2026, pdf: '/files/public/r.pdf', cover: '/files/public/r.png', kind: 'impact' };
      return { id, sessionId: 1, status: 'draft', version: 1, registrationNumber: null, submittedAt: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
    };
    upstream.answer((req, res) => {
      const url = new URL(req.url ?? '', 'http://backend');
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      const items = Array.from({ length: 250 }, (_, i) => itemOf(url.pathname, i + 1)).slice((page - 1) * size, page * size);
      json(res, 200, { items, total: 250 });
    });
    const client = clients.create('en', 'abc.def.ghi');
    for (const list of [await client.articleTags(), await client.contentList('book/report'), await client.inventionApplications.list()]) {
      expect(list.map((item) => item.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    }
    expect(upstream.requests.slice(-3).map((sent) => new URL(sent.url ?? '', 'http://backend').searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('sends no Authorization header for a visitor', async () => {
    upstream.answer((_req, res) => json(res, 200, {}));
    await clients.create('zhTw').publicSettings();
    expect(upstream.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('passes article filters as query parameters, leaving unset ones out', async () => {
    upstream.answer((_req, res) => json(res, 200, { items: [], total: 0 }));
    await clients.create('zhTw').articles({ column: 'social', page: 2, pageSize: 5 });
    const url = new URL(upstream.requests.at(-1)?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/article/article/pub/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({ column: 'social', page: '2', pageSize: '5' });
  });

  it('answers null for an article the backend does not know', async () => {
    upstream.answer((_req, res) => json(res, 404, { message: 'Not found', code: 'NOT_FOUND' }));
    await expect(clients.create('zhTw').article('123')).resolves.toBeNull();
    expect(upstream.requests.at(-1)?.url).toBe('/api/article/article/pub/resource/123');
  });

  it('does not follow redirects', async () => {
    upstream.answer((_req, res) => res.writeHead(302, { location: 'http://example.org/' }).end());
    await expect(clients.create('zhTw').homeBanners()).rejects.toMatchObject({ extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });
});
