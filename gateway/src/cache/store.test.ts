// The Redis path of the gateway's shared cache (REDIS_URL set), over an in-process stand-in for the
// few ioredis calls store.ts makes: new Redis(url, options), on('error'), status, get, set, del,
// quit, disconnect. No Redis server is involved: tests/integration/redis.test.ts runs a real one.
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGateway } from '../app.ts';
import { loadConfig } from '../config.ts';
import { json, startTestUpstream, type TestUpstream } from '../testing/upstream.ts';
import { createCacheStore } from './store.ts';

const fake = vi.hoisted(() => {
  type Listener = (error: Error) => void;
  /** One Redis server's keys, shared by every client of the same URL, like a real shared Redis. */
  const servers = new Map<string, Map<string, string>>();
  const clients: FakeRedis[] = [];
  class FakeRedis {
    readonly calls: { method: string; args: unknown[] }[] = [];
    readonly listeners = new Map<string, Listener[]>();
    /** While set, every command rejects as ioredis does with the offline queue disabled. */
    down = false;
    /** While set, commands reject on a live connection (as Redis does when out of memory). */
    refusing = false;
    quitFails = false;
    disconnected = false;
    private readonly keys: Map<string, string>;

    constructor(
      readonly url: string,
      readonly options: Record<string, unknown>,
    ) {
      this.keys = servers.get(url) ?? new Map<string, string>();
      servers.set(url, this.keys);
      clients.push(this);
    }

    private command(method: string, args: unknown[]): void {
      this.calls.push({ method, args });
      if (this.down) throw new Error("Stream isn't writeable and enableOfflineQueue options is false");
      if (this.refusing) throw new Error('OOM command not allowed when used memory > maxmemory');
    }

    get status(): string {
      return this.down ? 'reconnecting' : 'ready';
    }

    on(event: string, listener: Listener): this {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }

    emit(event: string, error: Error): void {
      for (const listener of this.listeners.get(event) ?? []) listener(error);
    }

    async get(key: string): Promise<string | null> {
      this.command('get', [key]);
      return this.keys.get(key) ?? null;
    }

    async set(key: string, value: string, ...expiry: unknown[]): Promise<'OK'> {
      this.command('set', [key, value, ...expiry]);
      this.keys.set(key, value);
      return 'OK';
    }

    async del(key: string): Promise<number> {
      this.command('del', [key]);
      return this.keys.delete(key) ? 1 : 0;
    }

    async quit(): Promise<'OK'> {
      this.calls.push({ method: 'quit', args: [] });
      if (this.quitFails) throw new Error('Connection is closed.');
      return 'OK';
    }

    disconnect(): void {
      this.disconnected = true;
    }

    /** The content tags' sets (tag-index.ts), through MULTI as the index sends them. */
    readonly tagSets = new Map<string, Set<string>>();

    multi() {
      const ops: (() => unknown)[] = [];
      const chain = {
        sadd: (key: string, member: string) => (ops.push(() => this.tagSets.set(key, (this.tagSets.get(key) ?? new Set()).add(member)).size), chain),
        expire: (_key: string, _seconds: number) => (ops.push(() => 1), chain),
        smembers: (key: string) => (ops.push(() => [...(this.tagSets.get(key) ?? [])]), chain),
        del: (key: string) => (ops.push(() => (this.tagSets.delete(key) ? 1 : 0)), chain),
        exec: async () => {
          if (this.down) throw new Error("Stream isn't writeable and enableOfflineQueue options is false");
          return ops.map((op) => [null, op()]);
        },
      };
      return chain;
    }

    async publish(_channel: string, _message: string): Promise<number> {
      return 0;
    }

    /** The content changes' subscriber (content-changes.ts): a connection of its own, not counted among the clients. */
    duplicate() {
      const subscriber = {
        status: 'wait',
        on: () => subscriber,
        subscribe: async () => 1,
        quit: async () => 'OK',
        disconnect: () => undefined,
      };
      return subscriber;
    }
  }
  return { FakeRedis, servers, clients };
});

vi.mock('ioredis', () => ({ Redis: fake.FakeRedis }));

type FakeRedis = InstanceType<typeof fake.FakeRedis>;
const clientFor = (url: string): FakeRedis => {
  const client = fake.clients.filter((one) => one.url === url).at(-1);
  if (!client) throw new Error(`no client for ${url}`);
  return client;
};
const sets = (client: FakeRedis) => client.calls.filter((call) => call.method === 'set').map((call) => call.args);
const gets = (client: FakeRedis) => client.calls.filter((call) => call.method === 'get').map((call) => call.args[0]);

const faq = (lang: string | undefined) => ({ id: 1, position: 0, published: true, createdAt: '', updatedAt: '', question: lang === 'en' ? 'Q?' : '問？', answer: 'A' });

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
  upstream.answer((req, res) => json(res, 200, { items: [faq(req.headers['content-language'] as string | undefined)], total: 1 }));
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.requests.length = 0;
});
const contentCalls = () => upstream.requests.filter((req) => req.url?.includes('/qa/')).length;

/** A started gateway with the response cache on, over the fake Redis at `url`. */
async function startGateway(url: string) {
  const gateway = createGateway({ ...loadConfig({ BACKEND_URL: upstream.url, PORT: '0', NODE_ENV: 'test' }), responseCache: true, redisUrl: url, contentChangesPollMs: 0 });
  const { port } = await gateway.start();
  const ask = async (body: object, lang: 'en' | 'zhTw') => {
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-language': lang },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data?: { inventionPage: { faqs: { question: string }[] } } } };
  };
  return { gateway, ask, redis: clientFor(url) };
}

const query = '{ inventionPage { faqs { id question } } }';
const question = (answer: Awaited<ReturnType<Awaited<ReturnType<typeof startGateway>>['ask']>>) => answer.body.data?.inventionPage.faqs[0]?.question;

describe('createCacheStore with REDIS_URL', () => {
  const started: Awaited<ReturnType<typeof startGateway>>[] = [];
  afterEach(async () => {
    for (const one of started.splice(0)) await one.gateway.stop();
  });

  it('connects without an offline queue and logs Redis errors without throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const store = createCacheStore('redis://options.test:6379');
      const redis = clientFor('redis://options.test:6379');
      expect(redis.options).toMatchObject({ enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      redis.emit('error', new Error('connect ECONNREFUSED'));
      expect(warn).toHaveBeenCalledWith('response cache: redis connect ECONNREFUSED');
      expect(store.cache).toBeDefined();
    } finally {
      warn.mockRestore();
    }
  });

  it('stores a public answer under a key per language with its max-age as TTL; another gateway instance serves it', async () => {
    const url = 'redis://shared.test:6379';
    const first = await startGateway(url);
    started.push(first);
    const en = await first.ask({ query }, 'en');
    const zh = await first.ask({ query }, 'zhTw');
    expect([question(en), question(zh)]).toEqual(['Q?', '問？']);
    expect(contentCalls()).toBe(2);

    await vi.waitFor(() => expect(sets(first.redis)).toHaveLength(2));
    const [enSet, zhSet] = sets(first.redis);
    // Apollo's response cache key (query, variables, and the language as extra key data), under the
    // store's prefix, with `EX <max-age>`: the FAQ's cache hint is 60 s.
    expect(enSet).toEqual([expect.stringMatching(/^yip:gateway:fqc:[0-9a-f]{64}$/), expect.any(String), 'EX', 60]);
    expect(zhSet).toEqual([expect.stringMatching(/^yip:gateway:fqc:[0-9a-f]{64}$/), expect.any(String), 'EX', 60]);
    // The same query in the other language is another entry.
    expect(zhSet?.[0]).not.toBe(enSet?.[0]);
    // Apollo's value after a first line naming the content families it was made of (tagged-cache.ts).
    const [enTags, enValue] = String(enSet?.[1]).split(/\n(.*)/s);
    expect(enTags).toBe('tags:invention/qa');
    expect(JSON.parse(String(enValue))).toMatchObject({ data: en.body.data });
    expect(JSON.parse(String(zhSet?.[1]).replace(/^tags:.*\n/, ''))).toMatchObject({ data: zh.body.data });
    expect(first.redis.tagSets.get('yip:gateway:tag:invention/qa')).toEqual(new Set([expect.stringMatching(/^fqc:/), expect.stringMatching(/^fqc:/)]));

    // A second instance (its own empty front cache) reads the shared entries: no upstream call, and
    // each language gets its own answer.
    const second = await startGateway(url);
    started.push(second);
    expect(question(await second.ask({ query }, 'zhTw'))).toBe('問？');
    expect(question(await second.ask({ query }, 'en'))).toBe('Q?');
    expect(contentCalls()).toBe(2);
    expect(gets(second.redis)).toEqual(expect.arrayContaining([enSet?.[0], zhSet?.[0]]));
    expect(sets(second.redis)).toEqual([]);
  });

  it('keeps persisted queries in the same Redis for a day', async () => {
    const url = 'redis://apq.test:6379';
    const first = await startGateway(url);
    started.push(first);
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const persistedQuery = { extensions: { persistedQuery: { version: 1, sha256Hash } } };
    expect(question(await first.ask({ query, ...persistedQuery }, 'en'))).toBe('Q?');
    await vi.waitFor(() => expect(sets(first.redis)).toContainEqual([`yip:gateway:apq:${sha256Hash}`, query, 'EX', 86_400]));
    // Another instance knows the query by its hash alone (in zhTw: not answered from the English entries).
    const second = await startGateway(url);
    started.push(second);
    expect(question(await second.ask(persistedQuery, 'zhTw'))).toBe('問？');
    expect(gets(second.redis)).toContain(`yip:gateway:apq:${sha256Hash}`);
  });

  it('answers from the backend when Redis fails: an error is a cache miss', async () => {
    const url = 'redis://down.test:6379';
    const gateway = await startGateway(url);
    started.push(gateway);
    gateway.redis.down = true;
    const answer = await gateway.ask({ query }, 'en');
    expect([answer.status, question(answer)]).toEqual([200, 'Q?']);
    expect(contentCalls()).toBe(1);
    expect(gets(gateway.redis)).toHaveLength(1);
    // The write was tried and failed in the background (Apollo's logger prints a warning to stderr).
    await vi.waitFor(() => expect(sets(gateway.redis)).toHaveLength(1));
  });

  it('loses a failed write or delete instead of throwing, and logs it only on a live connection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const store = createCacheStore('redis://soft.test:6379');
      const redis = clientFor('redis://soft.test:6379');
      redis.down = true;
      await expect(store.cache.set('k', 'v', { ttl: 60 })).resolves.toBeUndefined();
      await expect(store.cache.get('k')).resolves.toBeUndefined();
      await expect(store.cache.delete('k')).resolves.toBe(false);
      expect(warn).not.toHaveBeenCalled();
      redis.down = false;
      redis.refusing = true;
      await expect(store.cache.set('k', 'v')).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith('response cache: redis set failed: OOM command not allowed when used memory > maxmemory');
      expect(redis.calls.map((call) => call.method)).toEqual(['set', 'get', 'del', 'set']);
    } finally {
      warn.mockRestore();
    }
  });

  it('deletes a key, and closes with QUIT or, when that fails, a disconnect', async () => {
    const store = createCacheStore('redis://close.test:6379');
    const redis = clientFor('redis://close.test:6379');
    await store.cache.set('k', 'v');
    expect(sets(redis)).toEqual([['yip:gateway:k', 'v']]);
    expect(await store.cache.get('k')).toBe('v');
    expect(await store.cache.delete('k')).toBe(true);
    expect(await store.cache.delete('k')).toBe(false);
    expect(await store.cache.get('k')).toBeUndefined();
    await store.close();
    expect([redis.calls.at(-1)?.method, redis.disconnected]).toEqual(['quit', false]);

    const failing = createCacheStore('redis://close-failing.test:6379');
    const failingRedis = clientFor('redis://close-failing.test:6379');
    failingRedis.quitFails = true;
    await failing.close();
    expect(failingRedis.disconnected).toBe(true);
  });
});

describe('the in-memory store', () => {
  it('holds at most 64 MB of Chinese pages: 34 of a million characters (2 MB each) evict the first', async () => {
    const { cache } = createCacheStore(undefined);
    const page = '頁'.repeat(1_000_000);
    for (let i = 0; i < 34; i++) await cache.set(`ssr:${i}`, page);
    expect(await cache.get('ssr:0')).toBeUndefined();
    expect(await cache.get('ssr:33')).toBe(page);
  });
});
