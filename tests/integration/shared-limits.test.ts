// Two backend apps that are one site (issue 19): each on its own SQLite file, sharing one real
// redis-server (REDIS_URL), the rate limits count in Redis, so an allowance is the site's, not each
// app's; their leases on scheduled work are one; while Redis is away each app counts on its own
// (logged once) and scheduled work waits. Without Redis, two apps on one database count there.
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../backend/src/app.ts';
import { loadConfig } from '../../backend/src/config.ts';
import { rateCounters } from '../../backend/src/db/schema.ts';
import { startTestApp, type TestApp } from '../../backend/src/testing/harness.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { freePort } from '../support/stack.ts';

// Every window a hundred times longer: none ends while a test runs.
const scale = '100';
/** The Google sign-in's limit: 10 per visitor a minute (auth/social.ts). */
const googleLoginMax = 10;

const sharedJwtSecret = 'shared-limits-test-jwt-secret-of-32-characters-at-least';

let nextVisitor = 0;
/** A visitor address no other test uses, so every test starts with fresh counts. */
const newVisitor = () => `198.51.100.${++nextVisitor}`;

/** One Google sign-in attempt without a token: 400 while the limit allows it, else 429. */
const googleLogin = async (app: FastifyInstance, visitor: string) =>
  (await app.inject({ method: 'POST', url: '/api/user/login/social/google', payload: {}, remoteAddress: visitor })).statusCode;

/** `googleLogin` on the apps in turn, `times` in all. */
async function alternately(apps: FastifyInstance[], visitor: string, times: number): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < times; i += 1) statuses.push(await googleLogin(apps[i % apps.length]!, visitor));
  return statuses;
}

const warningsOf = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((call) => String(call[1] ?? call[0]).startsWith('shared limits:'));

describe('with REDIS_URL', () => {
  let redis: RedisServer;
  let raw: Redis;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = await startRedis();
    raw = new Redis(redis.url, { lazyConnect: true });
    raw.on('error', () => undefined);
    await raw.connect();
    // One site: the same JWT_SECRET in both (a member's token from one is good at the other, and the limits' keys are HMACs with it).
    const env = { REDIS_URL: redis.url, RATE_LIMIT_SCALE: scale, JWT_SECRET: sharedJwtSecret };
    a = await startTestApp(env);
    b = await startTestApp(env);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    raw?.disconnect();
    await redis?.stop();
  });

  it('allows a limit of N once across both apps: the N+1st is refused by either', async () => {
    const visitor = newVisitor();
    expect(await alternately([a.app, b.app], visitor, googleLoginMax)).toEqual(Array<number>(googleLoginMax).fill(400));
    expect(await googleLogin(a.app, visitor)).toBe(429);
    expect(await googleLogin(b.app, visitor)).toBe(429);
    // Another visitor has an allowance of their own.
    expect(await googleLogin(b.app, newVisitor())).toBe(400);
  });

  it('counts the newsletter’s limit across both apps too', async () => {
    const visitor = newVisitor();
    const subscribe = (app: FastifyInstance, i: number) =>
      app.inject({ method: 'POST', url: '/api/mailchimp/subscribe/default', payload: { email: `reader.${i}@example.org` }, remoteAddress: visitor });
    const statuses = [];
    // At most 10 addresses per visitor in 10 minutes (newsletter/routes.ts).
    for (let i = 0; i < 10; i += 1) statuses.push((await subscribe(i % 2 === 0 ? a.app : b.app, i)).statusCode);
    expect(statuses).toEqual(Array<number>(10).fill(200));
    expect((await subscribe(b.app, 10)).statusCode).toBe(429);
    expect((await subscribe(a.app, 11)).statusCode).toBe(429);
  });

  it('keeps the counts under the backend’s prefix, one per limiter, with neither address nor e-mail readable', async () => {
    const keys = await raw.keys('*');
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^yip:backend:rate:(googleLogin:ip|newsletter:(ip|ipEmail|email)):[\w-]{22}$/);
    expect(keys.join(' ')).not.toMatch(/198\.51\.100|example\.org/);
    // Each key expires with its window.
    for (const key of keys) expect(await raw.pttl(key)).toBeGreaterThan(0);
  });

  it('lets one of the two apps run a job per period under its lease, and the other take over once it expires', async () => {
    const ran: string[] = [];
    const job = (who: string) => async () => {
      ran.push(who);
    };
    const taken = await Promise.all([a.app.leases.withLease('nightly', 60_000, job('a')), b.app.leases.withLease('nightly', 60_000, job('b'))]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(ran).toHaveLength(1);
    expect(await a.app.leases.withLease('nightly', 60_000, job('a'))).toBe(false);
    expect(await b.app.leases.withLease('nightly', 60_000, job('b'))).toBe(false);
    expect(await raw.pttl('yip:backend:lease:nightly')).toBeGreaterThan(0);

    // A holder that never comes back: its lease expires by itself (brought forward here), and the other takes it.
    expect(await a.app.leases.withLease('handover', 60_000, job('a'))).toBe(true);
    expect(await b.app.leases.withLease('handover', 60_000, job('b'))).toBe(false);
    await raw.pexpire('yip:backend:lease:handover', 1);
    await vi.waitFor(async () => expect(await raw.exists('yip:backend:lease:handover')).toBe(0), { timeout: 5_000, interval: 20 });
    expect(await b.app.leases.withLease('handover', 60_000, job('b'))).toBe(true);
    expect(ran.slice(1)).toEqual(['a', 'b']);
  });

  it('while Redis is away: answers every request, each app counting on its own, scheduled work waiting, all logged once', async () => {
    const warn = vi.spyOn(a.app.log, 'warn');
    const info = vi.spyOn(a.app.log, 'info');
    await redis.stop();
    const visitor = newVisitor();
    // Fail open to this process's memory: never a 500, and still a limit per app.
    expect(await alternately([a.app], visitor, googleLoginMax)).toEqual(Array<number>(googleLoginMax).fill(400));
    expect(await googleLogin(a.app, visitor)).toBe(429);
    expect(await googleLogin(b.app, visitor)).toBe(400);
    const job = vi.fn(async () => undefined);
    expect(await a.app.leases.withLease('during-outage', 60_000, job)).toBe(false);
    expect(job).not.toHaveBeenCalled();
    expect(warningsOf(warn)).toHaveLength(1);
    expect(String(warningsOf(warn)[0]?.[1])).toMatch(/Redis cannot be used; until it answers again, each process counts the rate limits on its own/);

    // Back at the same address: the apps reconnect by themselves and count in Redis again.
    redis = await startRedis(redis.port);
    await vi.waitFor(() => expect(info.mock.calls.some((call) => String(call[0]).includes('Redis answers again'))).toBe(true), { timeout: 15_000, interval: 100 });
    await raw.flushall();
    const again = newVisitor();
    expect(await googleLogin(a.app, again)).toBe(400);
    expect((await raw.keys('yip:backend:rate:googleLogin:*')).length).toBe(1);
    expect(warningsOf(warn)).toHaveLength(1);
    warn.mockRestore();
    info.mockRestore();
  });
});

describe('with REDIS_URL but no Redis yet', () => {
  it('starts, counting on its own, and counts in Redis once it answers', async () => {
    const port = await freePort();
    const app = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_SCALE: scale, JWT_SECRET: sharedJwtSecret });
    let redis: RedisServer | undefined;
    try {
      const info = vi.spyOn(app.app.log, 'info');
      const visitor = newVisitor();
      expect(await alternately([app.app], visitor, googleLoginMax + 1)).toEqual([...Array<number>(googleLoginMax).fill(400), 429]);
      redis = await startRedis(port);
      await vi.waitFor(() => expect(info.mock.calls.some((call) => String(call[0]).includes('Redis answers again'))).toBe(true), { timeout: 15_000, interval: 100 });
      // Redis starts its own count: the one kept meanwhile in memory is not carried over.
      expect(await googleLogin(app.app, visitor)).toBe(400);
    } finally {
      await app.close();
      await redis?.stop();
    }
  });
});

describe('without Redis, two apps on one database counting there', () => {
  let dataDir: string;
  let apps: FastifyInstance[];

  beforeAll(async () => {
    // Two apps on one SQLite file: the database store also runs there, though SQLite serves one process.
    dataDir = mkdtempSync(join(tmpdir(), 'yip-shared-'));
    const env = { DATA_DIR: dataDir, MANAGER_PASSWORD: 'manager-test-password', LOG_LEVEL: 'silent', RATE_LIMIT_SCALE: scale };
    apps = [];
    for (let i = 0; i < 2; i += 1) apps.push(await buildApp(loadConfig(env), { counting: 'database' }));
  });

  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('allows a limit of N once across both apps: the N+1st is refused by either', async () => {
    const visitor = newVisitor();
    expect(await alternately(apps, visitor, googleLoginMax)).toEqual(Array<number>(googleLoginMax).fill(400));
    expect(await googleLogin(apps[0]!, visitor)).toBe(429);
    expect(await googleLogin(apps[1]!, visitor)).toBe(429);
    const [row] = await apps[0]!.store.read.select().from(rateCounters);
    expect(row).toMatchObject({ key: expect.stringMatching(/^googleLogin:ip:/), count: googleLoginMax + 2 });
  });
});
