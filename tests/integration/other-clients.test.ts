// Another client of the real gateway and backend (issue 22): a partner's page origin allowed by
// CORS_ORIGINS and another refused, its listed operation run and an unlisted one refused by the
// safelist, and the operation counted on /metrics with its client name and logged with its version.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, startGateway, type Backend, type Tier } from '../support/stack.ts';

const partnerOrigin = 'https://partner.example.org';
const metricsToken = 'integration-metrics-token-0123456789abcdef';
const client = { 'apollographql-client-name': 'partner-app', 'apollographql-client-version': '1.4.2' };
const listed = 'query PartnerBanners { homeBanners { id } }';

let backend: Backend;
let gateway: Tier;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'yip-other-clients-'));
  writeFileSync(
    join(dir, 'partner-app.json'),
    JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations: [{ id: 'banners', name: 'PartnerBanners', type: 'query', body: listed }] }),
  );
  writeFileSync(join(dir, 'safelist.json'), JSON.stringify({ 'partner-app': 'partner-app.json' }));
  backend = await startBackend({ LOG_LEVEL: 'warn' });
  gateway = await startGateway(backend.url, { CORS_ORIGINS: partnerOrigin, METRICS_TOKEN: metricsToken, SAFELIST_PATH: join(dir, 'safelist.json') });
});
afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
});

const ask = (query: string, headers: Record<string, string>) =>
  fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
const preflight = (origin: string) =>
  fetch(`${gateway.url}/graphql`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, apollographql-client-name' },
  });

/** A sample's value summed over every gateway process (two behind a proxy under STACK_PROFILE=scaled). */
async function scraped(line: string): Promise<number> {
  let total = 0;
  for (const url of gateway.instanceUrls) {
    const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
    total += Number(text.split('\n').find((row) => row.startsWith(`${line} `))?.split(' ')[1] ?? 0);
  }
  return total;
}

describe('another client', () => {
  it("calls from an allowed origin's page, and a refused origin is told nothing", async () => {
    const allowed = await preflight(partnerOrigin);
    expect([allowed.status, allowed.headers.get('access-control-allow-origin')]).toEqual([204, partnerOrigin]);
    const answer = await ask(listed, { ...client, origin: partnerOrigin });
    expect([answer.status, answer.headers.get('access-control-allow-origin')]).toEqual([200, partnerOrigin]);
    expect(((await answer.json()) as { data: { homeBanners: unknown[] } }).data.homeBanners).toBeInstanceOf(Array);

    const refused = 'https://elsewhere.example.net';
    expect((await preflight(refused)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await ask(listed, { ...client, origin: refused })).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('runs only the operations its manifest lists', async () => {
    const refused = await ask('query Other { homeBanners { id title } }', client);
    const body = (await refused.json()) as { errors: { extensions: { code: string } }[] };
    expect([refused.status, body.errors[0]?.extensions.code]).toEqual([400, 'PERSISTED_QUERY_NOT_LISTED']);
  });

  it('is counted on /metrics by operation and client, logged with its version, and /metrics answers nobody else', async () => {
    const line = 'gateway_graphql_requests_total{operation="PartnerBanners",client="partner-app"}';
    const before = await scraped(line);
    expect((await ask(listed, client)).status).toBe(200);
    expect(await scraped(line)).toBe(before + 1);
    // The request log's line: method, path, status, duration, then the operation and name/version.
    await expect.poll(() => gateway.output()).toMatch(/^POST \/graphql 200 [\d.]+ms PartnerBanners partner-app\/1\.4\.2 /m);
    expect((await fetch(`${gateway.url}/metrics`)).status).toBe(404);
  });
});
