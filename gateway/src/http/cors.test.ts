// CORS on a real gateway over a stand-in backend: a listed origin may call /graphql from its pages,
// any other origin is told nothing, and without CORS_ORIGINS there is no CORS header at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../app.ts';
import { loadConfig } from '../config.ts';
import { json, startTestUpstream, type TestUpstream } from '../testing/upstream.ts';

const partner = 'https://partner.example.org';
let upstream: TestUpstream;
const gateways: ReturnType<typeof createGateway>[] = [];
let withCors: string;
let withoutCors: string;

async function start(env: Record<string, string>): Promise<string> {
  const gateway = createGateway({ ...loadConfig({ BACKEND_URL: upstream.url, PORT: '0', NODE_ENV: 'test', REQUEST_LOG: 'off', ...env }), redisUrl: undefined, contentChangesPollMs: 0 });
  gateways.push(gateway);
  return `http://127.0.0.1:${(await gateway.start()).port}/graphql`;
}

beforeAll(async () => {
  upstream = await startTestUpstream();
  upstream.answer((_req, res) => json(res, 200, { items: [], total: 0 }));
  withCors = await start({ CORS_ORIGINS: `${partner}, https://other.example.org/` });
  withoutCors = await start({});
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.stop();
  await upstream.close();
});

const preflight = (url: string, origin: string) =>
  fetch(url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' } });
const post = (url: string, origin: string) =>
  fetch(url, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ inventionPage { faqs { id } } }' }) });
const corsHeaders = (res: Response) => [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('CORS', () => {
  it("answers a listed origin's preflight and request, without credentials", async () => {
    const answer = await preflight(withCors, partner);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(partner);
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(answer.headers.get('access-control-allow-headers')).toContain('apollographql-client-name');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    const res = await post(withCors, partner);
    expect([res.status, res.headers.get('access-control-allow-origin')]).toEqual([200, partner]);
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('gives a refused origin no Access-Control-Allow-Origin, and keeps refusing a GET without the preflight header', async () => {
    const refused = 'https://evil.example.net';
    expect(corsHeaders(await preflight(withCors, refused))).toEqual([]);
    expect(corsHeaders(await post(withCors, refused))).toEqual([]);
    // Apollo's CSRF prevention is untouched: a simple cross-site GET is still refused, listed origin or not.
    const simpleGet = await fetch(`${withCors}?query=${encodeURIComponent('{ inventionPage { faqs { id } } }')}`, { headers: { origin: partner } });
    expect(simpleGet.status).toBe(400);
  });

  it('sends no CORS header at all when CORS_ORIGINS is unset', async () => {
    expect(corsHeaders(await preflight(withoutCors, partner))).toEqual([]);
    expect(corsHeaders(await post(withoutCors, partner))).toEqual([]);
  });
});
