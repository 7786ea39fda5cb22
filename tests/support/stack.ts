// Starts the real tiers as child processes on free loopback ports, exactly as `npm start` does,
// so integration and end-to-end tests cross real HTTP boundaries.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase } from '../../backend/src/testing/postgres.ts';

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
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, fail) =>
    child.once('exit', (code) => fail(new Error(`${script} exited with ${code}:\n${out}`))),
  );
  await Promise.race([waitForHttp(url + readyPath), exited]);
  return {
    url,
    port,
    process: child,
    output: () => out,
    stop: () =>
      new Promise<void>((ok) => {
        if (child.exitCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      }),
  };
}

/** STACK_DATABASE=postgres: every backend started here keeps its data in PostgreSQL (issue 19). */
export const stackOnPostgres = process.env.STACK_DATABASE === 'postgres';

/** The database of each DATA_DIR, so a backend started again on the same DATA_DIR finds its data. */
const databaseOf = new Map<string, Promise<string>>();

/**
 * The backend as a process (`npm start`'s way). Under STACK_DATABASE=postgres, unless `env` names a
 * DATABASE_URL, its data is in a database of its own on the run's throwaway PostgreSQL (the same
 * one again for the same DATA_DIR); `databaseUrl` tells which.
 */
export async function startBackend(env: Record<string, string> = {}): Promise<Tier & { dataDir: string; databaseUrl: string | undefined }> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'yip-backend-'));
  let databaseUrl = env.DATABASE_URL;
  if (databaseUrl === undefined && stackOnPostgres) {
    if (!databaseOf.has(dataDir)) databaseOf.set(dataDir, createTestDatabase());
    databaseUrl = await databaseOf.get(dataDir);
  }
  const tier = await startTier(
    ['--import', 'tsx', 'backend/src/main.ts'],
    { BACKEND_PORT: String(port), BACKEND_HOST: '127.0.0.1', DATA_DIR: dataDir, MANAGER_PASSWORD: 'Manager#2026', ...(databaseUrl && { DATABASE_URL: databaseUrl }), ...env },
    port,
    '/healthz',
  );
  return { ...tier, dataDir, databaseUrl };
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

export async function startGateway(backendUrl: string, env: Record<string, string> = {}): Promise<Tier> {
  await buildGateway();
  const port = await freePort();
  // As npm start runs it (scripts/start.mjs).
  return startTier(['--max-old-space-size=256', 'gateway/dist/main.mjs'], { PORT: String(port), BACKEND_URL: backendUrl, ...env }, port, '/healthz');
}
