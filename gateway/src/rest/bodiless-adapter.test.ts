import http from 'node:http';
import { gzipSync } from 'node:zlib';
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestUpstream, type TestUpstream } from '../testing/upstream.ts';
import { bodilessAdapter } from './bodiless-adapter.ts';
import { createRestClientFactory } from './client.ts';

let upstream: TestUpstream;
let agent: http.Agent;
let client: AxiosInstance;

beforeAll(async () => {
  upstream = await startTestUpstream();
  agent = new http.Agent({ keepAlive: true });
  client = axios.create({ baseURL: `${upstream.url}/api/`, httpAgent: agent, adapter: bodilessAdapter(), proxy: false, maxRedirects: 0, timeout: 300 });
});
afterAll(async () => {
  agent.destroy();
  await upstream.close();
});

describe('bodiless adapter', () => {
  it('keeps one upstream connection alive across calls, from the gateway’s client too', async () => {
    upstream.answer((_req, res) => json(res, 200, []));
    const factory = createRestClientFactory({ backendUrl: upstream.url, timeoutMs: 1000 });
    try {
      for (let i = 0; i < 3; i += 1) await factory.create('zhTw').homeBanners();
    } finally {
      factory.close();
    }
    const ports = upstream.requests.slice(-3).map((req) => req.socket.remotePort);
    expect(new Set(ports).size).toBe(1);
    expect(upstream.requests.at(-1)?.headers.connection).toBe('keep-alive');
  });

  it('builds the URL as axios does: base and path joined, unset parameters left out', async () => {
    upstream.answer((_req, res) => json(res, 200, { ok: true }));
    const response = await client.get('/article/list', { params: { column: 'now', tagId: undefined, page: 1, q: 'a b&c' } });
    expect(response.data).toEqual({ ok: true });
    expect(upstream.requests.at(-1)?.url).toBe('/api/article/list?column=now&page=1&q=a+b%26c');
  });

  it('sends the call’s headers and no body', async () => {
    upstream.answer((_req, res) => json(res, 200, {}));
    await client.get('x', { headers: { 'Content-Language': 'en', Authorization: 'Bearer t' } });
    const sent = upstream.requests.at(-1);
    expect(sent?.headers['content-language']).toBe('en');
    expect(sent?.headers.authorization).toBe('Bearer t');
    expect(sent?.headers['content-length']).toBeUndefined();
  });

  it('reads a compressed answer and parses JSON across chunks in UTF-8', async () => {
    const text = JSON.stringify({ title: '青年'.repeat(5000) });
    upstream.answer((_req, res) => res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync(text)));
    expect((await client.get('x')).data).toEqual(JSON.parse(text));
  });

  it('rejects a refused status with the parsed envelope, as axios does', async () => {
    upstream.answer((_req, res) => json(res, 404, { code: 'NOT_FOUND' }));
    const error = await client.get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).code).toBe(AxiosError.ERR_BAD_REQUEST);
    expect((error as AxiosError).response?.status).toBe(404);
    expect((error as AxiosError).response?.data).toEqual({ code: 'NOT_FOUND' });
  });

  it('times out with ETIMEDOUT (clarifyTimeoutError) and leaves a cancelled call as a cancel', async () => {
    upstream.answer(() => undefined); // never answers
    const timedOut = await client.get('x', { transitional: { clarifyTimeoutError: true } }).catch((e: unknown) => e);
    expect((timedOut as AxiosError).code).toBe(AxiosError.ETIMEDOUT);
    const controller = new AbortController();
    const call = client.get('x', { signal: controller.signal, timeout: 0 }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 20);
    expect(axios.isCancel(await call)).toBe(true);
  });

  it('leaves calls with a body to axios’s http adapter', async () => {
    upstream.answer((req, res) => {
      // The cancelled GET of the test before can reach this server late, once this handler is set.
      if (req.method !== 'POST') return json(res, 404, {});
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => json(res, 200, { echoed: JSON.parse(body) as unknown }));
    });
    expect((await client.post('x', { a: 1 })).data).toEqual({ echoed: { a: 1 } });
  });
});
