import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmsManager } from '../auth/confirm-token.ts';
import { VerifiedTokens } from '../auth/verified-tokens.ts';
import { createRestClientFactory, type RestClientFactory } from '../rest/client.ts';
import { accountInfo, json, startTestUpstream, type TestUpstream } from '../testing/upstream.ts';
import { managerToken, memberToken } from '../testing/tokens.ts';
import { anyoneBodyLimit, jsonBody } from './json-body.ts';

let upstream: TestUpstream;
let clients: RestClientFactory;
let server: http.Server;
let url: string;

beforeAll(async () => {
  upstream = await startTestUpstream();
  clients = createRestClientFactory({ backendUrl: upstream.url, timeoutMs: 1000 });
  const app = express();
  // One memo of confirmed tokens for the file: each test's manager token is its own.
  app.post('/graphql', jsonBody(confirmsManager(clients, new VerifiedTokens())), (req, res) => {
    res.json({ read: JSON.stringify(req.body).length });
  });
  app.use(((error, _req, res, _next) => res.status(error.status ?? 500).json({ type: error.type })) as express.ErrorRequestHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
beforeEach(() => {
  upstream.requests.length = 0;
});
afterAll(async () => {
  clients.close();
  server.close();
  await upstream.close();
});

const body = (bytes: number) => JSON.stringify({ query: '{ a }', variables: { text: 'x'.repeat(bytes) } });
const post = async (text: string, token?: string) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: text });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('the JSON body of /graphql', () => {
  it('reads a small body of anyone without asking the backend', async () => {
    expect((await post(body(1000), managerToken())).status).toBe(200);
    expect((await post(body(1000))).status).toBe(200);
    expect(upstream.requests).toHaveLength(0);
  });

  it('reads a manager’s large body once the backend confirms the token, up to 1 MiB', async () => {
    upstream.answer((_req, res) => json(res, 200, accountInfo('manager')));
    const token = managerToken({ sub: '11' });
    expect((await post(body(600_000), token)).status).toBe(200);
    expect(upstream.requests.map((req) => req.url)).toEqual(['/api/manager/info']);
    expect((await post(body(1_100_000), token)).body).toEqual({ type: 'entity.too.large' });
  });

  it('refuses a large body of a visitor or a member unread, asking nothing', async () => {
    expect((await post(body(anyoneBodyLimit), memberToken())).body).toEqual({ type: 'entity.too.large' });
    expect((await post(body(anyoneBodyLimit))).body).toEqual({ type: 'entity.too.large' });
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers a refused manager token 401 and a backend that is down 503, as the request would be', async () => {
    upstream.answer((_req, res) => json(res, 401, { code: 'UNAUTHENTICATED', message: 'Invalid token' }));
    expect(await post(body(200_000), managerToken({ sub: '12' }))).toMatchObject({ status: 401, body: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } });
    upstream.answer((_req, res) => json(res, 503, {}));
    expect(await post(body(200_000), managerToken({ sub: '13' }))).toMatchObject({ status: 503, body: { errors: [{ extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] } });
  });
});
