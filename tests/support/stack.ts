// Starts the real tiers as child processes on free loopback ports, exactly as `npm start` does,
// so integration and end-to-end tests cross real HTTP boundaries.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { S3Settings } from '../../backend/src/config.ts';
import type { FileStore } from '../../backend/src/files/file-store.ts';
import { createTestDatabase } from '../../backend/src/testing/postgres.ts';
import { managerEnv } from './manager.ts';
import { proxyAddress } from './round-robin-proxy.ts';
import { startServiceProcess } from './service-process.ts';

export const repoRoot = resolve(import.meta.dirname, '../..');

/** The secret every tier started here shares, as `npm start` gives both of its children one. */
export const gatewaySecret = randomBytes(32).toString('base64url');

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = new Error(`${url} answered ${res.status}`);
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`timed out waiting for ${url}: ${String(last)}`);
}

export interface Tier {
  url: string;
  port: number;
  process: ChildProcess;
  /** Every process of the tier (`process` alone, or each of the scaled profile's two) and its own URL. */
  processes: ChildProcess[];
  instanceUrls: string[];
  output: () => string;
  stop: () => Promise<void>;
}

/** `args` after node's own: the backend's TypeScript through tsx, the gateway's compiled module. */
async function startTier(args: string[], env: Record<string, string>, port: number, readyPath: string): Promise<Tier> {
  let out = '';
  const script = args.at(-1)!;
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', GATEWAY_SECRET: gatewaySecret, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  // STACK_ECHO=1: each tier's log on the test's stderr as it comes, to see why a flaky run failed.
  if (process.env.STACK_ECHO) for (const stream of [child.stdout, child.stderr]) stream?.on('data', (d: Buffer) => process.stderr.write(d));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, fail) =>
    child.once('exit', (code) => fail(new Error(`${script} exited with ${code}:\n${out}`))),
  );
  await Promise.race([waitForHttp(url + readyPath), exited]);
  return {
    url,
    port,
    process: child,
    processes: [child],
    instanceUrls: [url],
    output: () => out,
    stop: () =>
      new Promise<void>((ok) => {
        if (child.exitCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * STACK_PROFILE=scaled (issue 19): every backend started here is two backend processes, each with a
 * DATA_DIR of its own, on one PostgreSQL database, one redis-server and one bucket of an s3rver, and
 * every gateway started on it two gateways, each in front of its own backend and sharing the
 * redis-server, behind a round-robin proxy (round-robin-proxy.ts) whose URL the tests use. The bucket and the proxy
 * run as processes of their own (service-process.ts), off the event loop of whatever drives the load.
 */
export const stackScaled = process.env.STACK_PROFILE === 'scaled';

/** STACK_DATABASE=postgres (implied by the scaled profile): every backend started here keeps its data in PostgreSQL (issue 19). */
export const stackOnPostgres = process.env.STACK_DATABASE === 'postgres' || stackScaled;

export type StoredPrefix = 'pending/' | 'private/';

export interface Backend extends Tier {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The keys of the files stored under `prefix`, sorted, wherever the backend keeps them (DATA_DIR or the bucket). */
  storedFiles(prefix: StoredPrefix): Promise<string[]>;
  /** A stored file's bytes (`private/<stored name>`). */
  readStored(key: string): Promise<Buffer>;
}

/** The backend's own file store, opened in the test process, to look at what the backend stored. */
function storedFilesOf(dataDir: string, s3: S3Settings | undefined) {
  let opened: Promise<FileStore> | undefined;
  // Imported when first asked: the bucket's client is no concern of most stacks.
  const store = () => (opened ??= import('../../backend/src/files/open-file-store.ts').then(({ openFileStore }) => openFileStore({ dataDir, s3 })));
  return {
    async storedFiles(prefix: StoredPrefix) {
      const keys: string[] = [];
      for await (const object of (await store()).list(prefix)) keys.push(object.key);
      return keys.sort();
    },
    async readStored(key: string) {
      const file = await (await store()).open(key);
      if (!file) throw new Error(`no stored file ${key}`);
      return Buffer.concat(await file.stream.toArray());
    },
    close: async () => (await opened)?.close(),
  };
}

/** The database of each DATA_DIR, so a backend started again on the same DATA_DIR finds its data. */
const databaseOf = new Map<string, Promise<string>>();

/**
 * The backend as a process (`npm start`'s way). Under STACK_DATABASE=postgres, unless `env` names a
 * DATABASE_URL, its data is in a database of its own on the run's throwaway PostgreSQL (the same
 * one again for the same DATA_DIR); `databaseUrl` tells which. Under STACK_PROFILE=scaled, two.
 */
export function startBackend(env: Record<string, string> = {}): Promise<Backend> {
  return stackScaled ? startBackendPair(env) : startOneBackend(env);
}

async function startOneBackend(env: Record<string, string>): Promise<Backend> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'yip-backend-'));
  let databaseUrl = env.DATABASE_URL;
  if (databaseUrl === undefined && stackOnPostgres) {
    if (!databaseOf.has(dataDir)) databaseOf.set(dataDir, createTestDatabase());
    databaseUrl = await databaseOf.get(dataDir);
  }
  const tier = await startTier(
    ['--import', 'tsx', 'backend/src/main.ts'],
    { BACKEND_PORT: String(port), BACKEND_HOST: '127.0.0.1', DATA_DIR: dataDir, ...managerEnv, ...(databaseUrl && { DATABASE_URL: databaseUrl }), ...env },
    port,
    '/healthz',
  );
  const files = storedFilesOf(dataDir, undefined);
  return {
    ...tier,
    ...files,
    dataDir,
    databaseUrl,
    async stop() {
      await files.close();
      await tier.stop();
    },
  };
}

/** Several processes' output as one log, in the order it arrives (what each wrote before, first). */
function mergedOutput(tiers: Tier[]): () => string {
  let out = tiers.map((tier) => tier.output()).join('');
  for (const { process: child } of tiers) for (const stream of [child.stdout, child.stderr]) stream?.on('data', (d: Buffer) => (out += d.toString()));
  return () => out;
}

/** The scaled profile's backend pairs, by the URL the tests know each by (its first's): what their gateways reach and share. */
const backendPairs = new Map<string, { urls: string[]; redisUrl: string }>();

/**
 * Two backends sharing one database, redis-server and bucket, each with a DATA_DIR of its own (nothing
 * may rely on a shared disk), and one JWT_SECRET. The handle is the first's (the tests' direct REST
 * calls go to it) with both processes and outputs; it stops them and what they share.
 */
async function startBackendPair(env: Record<string, string>): Promise<Backend> {
  // Imported here: they import freePort from this module, and only this profile needs them.
  const [{ startRedis }, { startPostgres }] = await Promise.all([import('./redis.ts'), import('./postgres.ts')]);
  const stops: (() => Promise<void>)[] = [];
  // Once: a test that stopped the backends to see them down stops them again after it.
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    // Outside vitest (the benchmarks) no global setup started a server: the pair gets its own.
    const postgres = process.env.TEST_POSTGRES_URL ? undefined : await startPostgres();
    if (postgres) stops.push(() => postgres.stop());
    const redis = await startRedis();
    stops.push(() => redis.stop());
    const { info: bucket, stop: stopBucket } = await startServiceProcess<{ settings: S3Settings; env: Record<string, string> }>('bucket-process.ts');
    stops.push(stopBucket);
    const databaseUrl = env.DATABASE_URL ?? (await (postgres ? postgres.createDatabase() : createTestDatabase()));
    const shared = { JWT_SECRET: randomBytes(32).toString('base64url'), REDIS_URL: redis.url, ...bucket.env, ...env, DATABASE_URL: databaseUrl };
    const newDataDir = () => mkdtempSync(join(tmpdir(), 'yip-backend-'));
    const backends = await Promise.all(
      [env.DATA_DIR ?? newDataDir(), newDataDir()].map(async (dataDir) => {
        const backend = await startOneBackend({ ...shared, DATA_DIR: dataDir });
        stops.push(() => backend.stop());
        return backend;
      }),
    );
    const first = backends[0]!;
    backendPairs.set(first.url, { urls: backends.map((backend) => backend.url), redisUrl: redis.url });
    const files = storedFilesOf(first.dataDir, bucket.settings);
    stops.push(files.close);
    return {
      ...first,
      ...files,
      processes: backends.map((backend) => backend.process),
      instanceUrls: backends.map((backend) => backend.url),
      output: mergedOutput(backends),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

let gatewayBuilt: Promise<void> | undefined;

/** Compiles the gateway as `npm start` runs it, once per test process, so tests run today's source. */
export function buildGateway(): Promise<void> {
  gatewayBuilt ??= new Promise((ok, fail) => {
    const build = spawn(process.execPath, ['gateway/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
    build.once('exit', (code) => (code === 0 ? ok() : fail(new Error(`gateway build exited with ${code}`))));
  });
  return gatewayBuilt;
}

/** The gateway as a process; under STACK_PROFILE=scaled, two behind a round-robin proxy. */
export function startGateway(backendUrl: string, env: Record<string, string> = {}): Promise<Tier> {
  return stackScaled ? startGatewayPair(backendUrl, env) : startOneGateway(backendUrl, env);
}

async function startOneGateway(backendUrl: string, env: Record<string, string>): Promise<Tier> {
  await buildGateway();
  const port = await freePort();
  // As npm start runs it (scripts/start.mjs).
  return startTier(['--max-old-space-size=256', 'gateway/dist/main.mjs'], { PORT: String(port), BACKEND_URL: backendUrl, ...env }, port, '/healthz');
}

/**
 * Two gateways, the first in front of the pair's first backend and the second of its second (both of
 * `backendUrl` when it is no pair's), sharing the pair's redis-server, behind the round-robin proxy
 * they trust besides whatever `env`'s TRUST_PROXY names, so each still sees the visitor.
 */
async function startGatewayPair(backendUrl: string, env: Record<string, string>): Promise<Tier> {
  const pair = backendPairs.get(backendUrl);
  const trustProxy = [proxyAddress, env.TRUST_PROXY].filter(Boolean).join(',');
  const gateways = await Promise.all(
    (pair?.urls ?? [backendUrl, backendUrl]).map((url) => startOneGateway(url, { ...(pair && { REDIS_URL: pair.redisUrl }), ...env, TRUST_PROXY: trustProxy })),
  );
  const { info: proxy, stop: stopProxy } = await startServiceProcess<{ url: string; port: number }>(
    'proxy-process.ts',
    gateways.map((gateway) => gateway.url),
  );
  return {
    url: proxy.url,
    port: proxy.port,
    process: gateways[0]!.process,
    processes: gateways.map((gateway) => gateway.process),
    instanceUrls: gateways.map((gateway) => gateway.url),
    output: mergedOutput(gateways),
    async stop() {
      await stopProxy();
      await Promise.all(gateways.map((gateway) => gateway.stop()));
    },
  };
}
