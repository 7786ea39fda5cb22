// /metrics on a real gateway over a stand-in backend: guarded by METRICS_TOKEN, an operation counted
// with its client, an error by its code, the backend call by its route; and the labels' bounds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../app.ts';
import { loadConfig } from '../config.ts';
import { json, startTestUpstream, type TestUpstream } from '../testing/upstream.ts';
import { LabelValues, routeTemplate } from './metrics.ts';

const token = 'metrics-token-for-the-unit-tests-0123456789';
let upstream: TestUpstream;
let gateway: ReturnType<typeof createGateway>;
let base: string;
let failing = false;

beforeAll(async () => {
  upstream = await startTestUpstream();
  upstream.answer((_req, res) => {
    if (failing) return json(res, 503, { message: 'down' });
    json(res, 200, { items: [{ id: 1, position: 0, published: true, createdAt: '', updatedAt: '', question: 'Q?', answer: 'A' }], total: 1 });
  });
  gateway = createGateway({ ...loadConfig({ BACKEND_URL: upstream.url, PORT: '0', NODE_ENV: 'test', REQUEST_LOG: 'off', METRICS_TOKEN: token }), redisUrl: undefined, contentChangesPollMs: 0 });
  const { port } = await gateway.start();
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await gateway.stop();
  await upstream.close();
});

const ask = (operationName: string, client: Record<string, string>) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...client },
    body: JSON.stringify({ operationName, query: `query ${operationName} { inventionPage { faqs { id question } } }` }),
  });
const scrape = async () => (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
/** One sample's value, or 0 when the scrape has no such line. */
const sample = (text: string, line: string) => Number(text.split('\n').find((row) => row.startsWith(`${line} `))?.split(' ')[1] ?? 0);

describe('/metrics', () => {
  it('answers only the scraper that shows METRICS_TOKEN', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(404);
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect([res.status, res.headers.get('content-type')]).toEqual([200, expect.stringContaining('text/plain; version=0.0.4')]);
  });

  it('counts an operation by name and client, its latency and the backend route it called', async () => {
    const partner = { 'apollographql-client-name': 'partner-app', 'apollographql-client-version': '2.1.0' };
    expect((await ask('PartnerFaqs', partner)).status).toBe(200);
    const text = await scrape();
    expect(sample(text, 'gateway_graphql_requests_total{operation="PartnerFaqs",client="partner-app"}')).toBe(1);
    expect(sample(text, 'gateway_graphql_request_duration_seconds_count{operation="PartnerFaqs",client="partner-app"}')).toBe(1);
    expect(text).toMatch(/gateway_upstream_duration_seconds_count\{method="GET",route="invention\/qa\/pub\/list",status="200"\} [1-9]/);
    expect(sample(text, 'gateway_response_cache_lookups_total{cache="front",result="miss"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts an error by its code, and a refused name takes no label of its own', async () => {
    failing = true;
    try {
      await ask('FailingFaqs', { 'apollographql-client-name': 'partner-app' });
    } finally {
      failing = false;
    }
    const text = await scrape();
    expect(sample(text, 'gateway_graphql_errors_total{code="UPSTREAM_UNAVAILABLE",operation="other",client="partner-app"}')).toBe(1);
    expect(text).not.toContain('FailingFaqs');
  });
});

describe('metric labels', () => {
  it('fold names past the cap, and names not admitted, into "other"', () => {
    const names = new LabelValues(['Home'], 2);
    expect(names.fold('Home', false)).toBe('Home');
    expect(names.fold('Refused', false)).toBe('other');
    expect(names.fold('Articles', true)).toBe('Articles');
    expect(names.fold('Third', true)).toBe('other');
    expect(names.fold('Articles', false)).toBe('Articles');
  });

  it('name REST routes by template, never by record id', () => {
    expect(routeTemplate('article/article/pub/resource/80')).toBe('article/article/pub/resource/:id');
    expect(routeTemplate('article/article/pub/resource/anything')).toBe('article/article/pub/resource/:id');
    expect(routeTemplate('manager/12/deactivate')).toBe('manager/:id/deactivate');
    expect(routeTemplate('invention/session/pvt/reminders/3/preview')).toBe('invention/session/pvt/reminders/:id/preview');
    expect(routeTemplate('home/banner/pub/list')).toBe('home/banner/pub/list');
  });
});
