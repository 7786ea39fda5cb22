// Two gateway processes sharing one real redis-server (REDIS_URL), in front of the real backend:
// what one instance caches or registers the other serves, persisted queries expire, a member's
// answers never reach Redis, and an outage of Redis costs cache misses, not errors.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { startBackend, startGateway, type Tier } from '../support/stack.ts';

let redis: RedisServer;
let raw: Redis;
let backend: Tier;
let gatewayA: Tier;
let gatewayB: Tier;

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function post(gateway: Tier, body: object, options: { lang?: 'en' | 'zhTw'; token?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'content-language': options.lang ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

/** A hash-only persisted query as a GET, as the web client sends its public queries. */
async function getPersisted(gateway: Tier, sha256Hash: string): Promise<Answer> {
  const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }));
  const res = await fetch(`${gateway.url}/graphql?extensions=${extensions}`, { headers: { 'content-language': 'en', 'apollo-require-preflight': 'true' } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

// Each test asks its own spelling of the same public query (an alias), so no answer cached by an
// earlier test, in Redis or in a gateway's own front cache, stands in for the one under test.
let spellings = 0;
const freshQuery = () => `{ faqs${++spellings}: inventionPage { faqs { id question answer } } }`;

/** How many times the backend has been asked for the invention page's FAQs (its request log). */
const faqCalls = () => backend.output().split('\n').filter((line) => line.includes('incoming request') && line.includes('invention/qa')).length;

/** The count once the backend's log has stopped growing (its lines reach us a moment after the answer). */
async function settledFaqCalls(): Promise<number> {
  let count = faqCalls();
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    if (faqCalls() === count) return count;
    count = faqCalls();
  }
}

/** Every key in Redis with its value: a string, or a set's members (the content tags' index) one a line. */
async function everything(): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  for (const key of await raw.keys('*')) entries.set(key, (await raw.type(key)) === 'set' ? (await raw.smembers(key)).join('\n') : ((await raw.get(key)) ?? ''));
  return entries;
}

/** A fresh session of the seeded demo member. */
async function login(): Promise<string> {
  const res = await fetch(`${backend.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member@example.org', password: 'Member#2026' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const cachedAnswers = async () => [...(await everything()).keys()].filter((key) => key.startsWith('yip:gateway:fqc:'));

beforeAll(async () => {
  redis = await startRedis();
  raw = new Redis(redis.url, { lazyConnect: true });
  // It reconnects by itself after the outage test brings Redis back.
  raw.on('error', () => undefined);
  await raw.connect();
  // Its request log (info) is how the test counts backend calls.
  backend = await startBackend({ SEED_DEMO_MEMBER_PASSWORD: 'Member#2026', LOG_LEVEL: 'info' });
  [gatewayA, gatewayB] = await Promise.all([startGateway(backend.url, { REDIS_URL: redis.url }), startGateway(backend.url, { REDIS_URL: redis.url })]);
});

afterAll(async () => {
  await Promise.all([gatewayA?.stop(), gatewayB?.stop()]);
  await backend?.stop();
  raw?.disconnect();
  await redis?.stop();
});

describe('two gateways sharing a real Redis', () => {
  it('serves from gateway B a public answer gateway A stored, without asking the backend again', async () => {
    const query = freshQuery();
    const before = await settledFaqCalls();
    const keysBefore = new Set(await cachedAnswers());
    const fromA = await post(gatewayA, { query });
    expect(fromA.status).toBe(200);
    expect(fromA.body.errors).toBeUndefined();
    expect(fromA.headers.get('age')).toBeNull();
    await vi.waitFor(() => expect(faqCalls()).toBe(before + 1));
    // Apollo's response cache writes after answering.
    const added = async () => (await cachedAnswers()).filter((key) => !keysBefore.has(key));
    await vi.waitFor(async () => expect(await added()).toHaveLength(1));
    const [key] = await added();
    expect(await raw.ttl(key ?? '')).toBeGreaterThan(0);
    expect(await raw.ttl(key ?? '')).toBeLessThanOrEqual(60);

    const fromB = await post(gatewayB, { query });
    expect(fromB.body).toEqual(fromA.body);
    // An Age header is how Apollo's response cache marks an answer it read from its store.
    expect(fromB.headers.get('age')).not.toBeNull();
    expect(fromB.headers.get('cache-control')).toBe('max-age=60, public');
    expect(await settledFaqCalls()).toBe(before + 1);

    // The other language is its own entry: B asks the backend for it.
    const zh = await post(gatewayB, { query }, { lang: 'zhTw' });
    expect(zh.body.data).not.toEqual(fromA.body.data);
    await vi.waitFor(() => expect(faqCalls()).toBe(before + 2));
  });

  it('finds on gateway B a persisted query registered on gateway A, which expires within a day', async () => {
    const query = freshQuery();
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const persistedQuery = { extensions: { persistedQuery: { version: 1, sha256Hash } } };
    // B has never seen it: it asks for the query text, as Apollo's protocol says.
    const unknown = await getPersisted(gatewayB, sha256Hash);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const registered = await post(gatewayA, { query, ...persistedQuery });
    expect(registered.body.errors).toBeUndefined();
    const key = `yip:gateway:apq:${sha256Hash}`;
    await vi.waitFor(async () => expect(await raw.get(key)).toBe(query));
    const ttl = await raw.ttl(key);
    expect(ttl).toBeGreaterThan(24 * 60 * 60 - 60);
    expect(ttl).toBeLessThanOrEqual(24 * 60 * 60);

    const byGet = await getPersisted(gatewayB, sha256Hash);
    expect([byGet.status, byGet.body]).toEqual([200, registered.body]);
    const byPost = await post(gatewayB, persistedQuery);
    expect([byPost.status, byPost.body]).toEqual([200, registered.body]);
  });

  it("never stores a member's answers in Redis", async () => {
    const token = await login();
    const member = await post(gatewayA, { query: `{ me { id email firstName lastName mobile } ${freshQuery().slice(1, -1)} }` }, { token });
    expect(member.body.errors).toBeUndefined();
    const me = member.body.data?.me as { email: string; firstName: string; lastName: string; mobile: string | null };
    expect(me.email).toBe('member@example.org');
    // The same member asks B too, which then checks the token against the shared session marks.
    expect((await post(gatewayB, { query: '{ me { email } }' }, { token })).body.data?.me).toEqual({ email: me.email });

    // A visitor's answer to the same public part is stored: the scan below can find an answer.
    const visitor = await post(gatewayA, { query: freshQuery() });
    const question = (visitor.body.data?.[`faqs${spellings}`] as { faqs: { question: string }[] }).faqs[0]?.question ?? '';
    expect(question).not.toBe('');
    await vi.waitFor(async () => expect([...(await everything()).values()].some((value) => value.includes(JSON.stringify(question)))).toBe(true));

    const stored = [...(await everything()).entries()];
    const memberData = [me.email, `"${me.firstName}"`, `"${me.lastName}"`, token, ...(me.mobile ? [me.mobile] : [])];
    for (const [key, value] of stored) for (const datum of memberData) expect(`${key} ${value}`).not.toContain(datum);
  });

  it('has gateway B refuse at once a token logged out on gateway A, though B had just confirmed it', async () => {
    const token = await login();
    expect((await post(gatewayB, { query: '{ me { email } }' }, { token })).body.data?.me).toEqual({ email: 'member@example.org' });
    expect((await post(gatewayA, { query: 'mutation { logout { ok } }' }, { token })).body.data).toEqual({ logout: { ok: true } });
    // A query that needs no member data: only B's memo of the confirmed token could let it through.
    const after = await post(gatewayB, { query: freshQuery() }, { token });
    expect([after.status, after.body.errors?.map((error) => error.extensions?.code)]).toEqual([401, ['UNAUTHENTICATED']]);
  });

  it('keeps answering while Redis is down, and uses it again once it is back', async () => {
    const token = await login();
    expect((await post(gatewayA, { query: '{ me { email } }' }, { token })).body.data?.me).toEqual({ email: 'member@example.org' });
    await redis.stop();
    // A member is still served, and can log out (the backend ends the session; the gateways'
    // memo of it lasts a minute at most).
    expect((await post(gatewayA, { query: '{ me { email } }' }, { token })).body.data?.me).toEqual({ email: 'member@example.org' });
    const logout = await post(gatewayA, { query: 'mutation { logout { ok } }' }, { token });
    expect([logout.status, logout.body]).toEqual([200, { data: { logout: { ok: true } } }]);
    for (const gateway of [gatewayA, gatewayB]) {
      const query = freshQuery();
      const answer = await post(gateway, { query });
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
      // A persisted query cannot be found, and says so without a server error.
      const persisted = await getPersisted(gateway, createHash('sha256').update(query).digest('hex'));
      expect(persisted.status).toBeLessThan(500);
    }

    redis = await startRedis(redis.port);
    // The gateways reconnect on their own (ioredis retries within 2 s); until then a write is lost.
    let query = '';
    await vi.waitFor(
      async () => {
        query = freshQuery();
        expect((await post(gatewayA, { query })).status).toBe(200);
        await new Promise((r) => setTimeout(r, 100));
        expect(await cachedAnswers()).not.toHaveLength(0);
      },
      { timeout: 15_000, interval: 200 },
    );
    const before = await settledFaqCalls();
    const fromB = await post(gatewayB, { query });
    expect(fromB.headers.get('age')).not.toBeNull();
    expect(await settledFaqCalls()).toBe(before);
  });
});
