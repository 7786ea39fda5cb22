// Issue 18, item 3: the backend believes the visitor's address and the arrival time only when the
// gateway signed them (GATEWAY_SECRET). Judged by the newsletter's per-visitor limit (10 per
// 10 minutes): believed, each request names a new visitor and none is limited; not believed, they
// are all the caller's own address and the 11th is refused.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayHeaders } from '../../backend/src/testing/gateway.ts';
import { gatewaySecret, startBackend, startGateway, type Tier } from '../support/stack.ts';

const url = '/api/mailchimp/subscribe/default';
let backend: Tier;

beforeAll(async () => {
  // Every loopback address may be a gateway, so each case below comes from its own address and
  // counts in its own bucket when its headers are not believed.
  backend = await startBackend({ TRUSTED_GATEWAYS: '127.0.0.0/8', LOG_LEVEL: 'error' });
});
afterAll(() => backend?.stop());

/** One subscribe straight to the backend from `from`, with `headers`; answers the status. */
function subscribe(from: string, headers: Record<string, string>, email: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify({ email });
    const all = { 'content-type': 'application/json', 'content-length': String(payload.length), ...headers };
    const req = httpRequest(`${backend.url}${url}`, { method: 'POST', localAddress: from, headers: all }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** 11 subscribes from `from`, the i-th with `headersOf(i)`. */
async function eleven(from: string, headersOf: (i: number) => Record<string, string>): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < 11; i += 1) statuses.push(await subscribe(from, headersOf(i), `signature.${from}.${i}@example.org`));
  return statuses;
}

const visitor = (i: number) => ({ forwardedFor: `203.0.113.${i + 1}`, requestStart: String(Date.now()) });
const limited = [...Array(10).fill(200), 429];

describe('the backend believes only what the gateway signed', () => {
  it('believes a signed visitor address: 11 visitors, none limited', async () => {
    expect(await eleven('127.0.0.21', (i) => gatewayHeaders('POST', url, visitor(i), { secret: gatewaySecret }))).toEqual(Array(11).fill(200));
  });

  it('does not believe an unsigned one: the caller is the visitor', async () => {
    const unsigned = (i: number) => ({ 'x-forwarded-for': visitor(i).forwardedFor, 'x-request-start': visitor(i).requestStart });
    expect(await eleven('127.0.0.22', unsigned)).toEqual(limited);
  });

  it('does not believe one signed with another key', async () => {
    const other = 'another-gateway-secret-of-32-characters-or-more';
    expect(await eleven('127.0.0.23', (i) => gatewayHeaders('POST', url, visitor(i), { secret: other }))).toEqual(limited);
  });

  it('does not believe a stale signature (over 30 s old)', async () => {
    expect(await eleven('127.0.0.24', (i) => gatewayHeaders('POST', url, visitor(i), { secret: gatewaySecret, signedAt: Date.now() - 31_000 }))).toEqual(limited);
  });

  it('does not believe a signature made for another call', async () => {
    const elsewhere = (i: number) => gatewayHeaders('POST', '/api/user/login', visitor(i), { secret: gatewaySecret });
    expect(await eleven('127.0.0.25', elsewhere)).toEqual(limited);
  });

  it('believes a signature once: replayed, it is not believed', async () => {
    const seen = gatewayHeaders('POST', url, visitor(40), { secret: gatewaySecret });
    expect(await subscribe('127.0.0.26', seen, 'signature.original@example.org')).toBe(200);
    expect(await eleven('127.0.0.26', () => seen)).toEqual(limited);
  });
});

describe('through a gateway', () => {
  let proxied: Tier | undefined;
  afterAll(() => proxied?.stop());

  it('is not believed when the gateway holds another secret', async () => {
    // The gateway trusts its loopback proxy, so each request names its visitor as a proxy would.
    proxied = await startGateway(backend.url, { TRUST_PROXY: '127.0.0.27', REQUEST_LOG: 'off', GATEWAY_SECRET: 'a-gateway-secret-the-backend-does-not-share' });
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const payload = JSON.stringify({ query: `mutation { subscribeNewsletter(email: "wrong.secret.${i}@example.org") { ok } }` });
      const code = await new Promise<string>((resolve, reject) => {
        const headers = { 'content-type': 'application/json', 'content-length': String(payload.length), 'x-forwarded-for': `198.51.100.${i + 1}` };
        const req = httpRequest(`${proxied?.url}/graphql`, { method: 'POST', localAddress: '127.0.0.27', headers }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve((JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code ?? 'ok'));
        });
        req.on('error', reject);
        req.end(payload);
      });
      statuses.push(code);
    }
    // The backend counts the gateway's own address: one visitor, limited after 10.
    expect(statuses).toEqual([...Array(10).fill('ok'), 'RATE_LIMITED']);
  });
});

describe('one request followed through both tiers', () => {
  let logged: Tier | undefined;
  let gateway: Tier | undefined;
  afterAll(async () => {
    await gateway?.stop();
    await logged?.stop();
  });

  it('names the visitor request by the same id in the gateway log and the backend log (signed X-Request-Id)', async () => {
    logged = await startBackend({ LOG_LEVEL: 'info' });
    gateway = await startGateway(logged.url, { REQUEST_LOG: 'all' });
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { subscribeNewsletter(email: "followed@example.org") { ok } }' }),
    });
    expect(res.status).toBe(200);
    // The line ends with the request id, after the operation and the client.
    const idOf = (output: string) => /POST \/graphql 200 \S+ms[^\n]* (\S+)$/m.exec(output)?.[1];
    await expect.poll(() => idOf(gateway?.output() ?? '')).toBeDefined();
    const id = idOf(gateway.output());
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    await expect.poll(() => logged?.output()).toContain(`"gatewayRequestId":"${id}"`);
  });
});
