// The safelist on a real gateway over a stand-in backend: a client runs the operations its
// manifest lists, sent whole or by hash, and nothing else.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../app.ts';
import { loadConfig } from '../config.ts';
import { json, startTestUpstream, type TestUpstream } from '../testing/upstream.ts';

// As the client sends it (operation first), and as its manifest holds it (sorted otherwise, other spacing).
const listed = 'query Faqs { inventionPage { faqs { ...FaqFields } } }\nfragment FaqFields on Faq { id question }';
const inManifest = 'fragment FaqFields on Faq {\n  id\n  question\n}\n\nquery Faqs {\n  inventionPage {\n    faqs {\n      ...FaqFields\n    }\n  }\n}';
const unlisted = 'query Faqs { inventionPage { faqs { id answer } } }';

let upstream: TestUpstream;
let gateway: ReturnType<typeof createGateway>;
let url: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'yip-safelist-'));
  writeFileSync(
    join(dir, 'web.json'),
    JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations: [{ id: 'x', name: 'Faqs', type: 'query', body: inManifest }] }),
  );
  writeFileSync(join(dir, 'safelist.json'), JSON.stringify({ web: 'web.json' }));
  upstream = await startTestUpstream();
  upstream.answer((_req, res) => json(res, 200, { items: [{ id: 1, position: 0, published: true, createdAt: '', updatedAt: '', question: 'Q?', answer: 'A' }], total: 1 }));
  const config = loadConfig({ BACKEND_URL: upstream.url, PORT: '0', NODE_ENV: 'test', REQUEST_LOG: 'off', SAFELIST_PATH: join(dir, 'safelist.json') });
  gateway = createGateway({ ...config, redisUrl: undefined, responseCache: false, contentChangesPollMs: 0 });
  url = `http://127.0.0.1:${(await gateway.start()).port}/graphql`;
});
afterAll(async () => {
  await gateway.stop();
  await upstream.close();
});

const web = { 'apollographql-client-name': 'web' };
async function post(body: object, headers: Record<string, string> = web) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: { message: string; extensions: { code: string } }[] } };
}
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });

describe('safelist', () => {
  it("runs an operation the client's manifest lists, whatever the order and spacing of its definitions, then by hash alone", async () => {
    const whole = await post({ query: listed, extensions: persisted(listed) });
    expect([whole.status, whole.body.errors]).toEqual([200, undefined]);
    expect(whole.body.data).toEqual({ inventionPage: { faqs: [{ id: '1', question: 'Q?' }] } });
    expect((await post({ extensions: persisted(listed) })).body.data).toEqual(whole.body.data);
  });

  it('refuses an unlisted operation with 400 and PERSISTED_QUERY_NOT_LISTED, and never registers it for its hash', async () => {
    const refused = await post({ query: unlisted, extensions: persisted(unlisted) }, { ...web, 'content-language': 'en' });
    expect([refused.status, refused.body.errors?.[0]?.extensions.code]).toEqual([400, 'PERSISTED_QUERY_NOT_LISTED']);
    expect(refused.body.errors?.[0]?.message).toBe('This operation is not on the list of operations this client may run');
    expect((await post({ extensions: persisted(unlisted) })).body.errors?.[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses a listed operation to a client that did not list it, or did not say who it is', async () => {
    for (const headers of [{ 'apollographql-client-name': 'partner-app' }, {}] as Record<string, string>[]) {
      const refused = await post({ query: listed }, headers);
      expect([refused.status, refused.body.errors?.[0]?.extensions.code]).toEqual([400, 'PERSISTED_QUERY_NOT_LISTED']);
    }
  });
});
