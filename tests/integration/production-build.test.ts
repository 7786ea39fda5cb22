// The tiers as the Dockerfile's images run them: the backend's and the gateway's bundles under plain
// node (no TypeScript loader), NODE_ENV=production, on a fresh DATA_DIR, importing only packages a
// production install (`npm ci --omit=dev`) holds.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGateway, freePort, gatewaySecret, repoRoot, waitForHttp } from '../support/stack.ts';

const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean; devOptional?: boolean }> };

/** The packages a built module imports: its bare specifiers, builtins aside, as package names. */
function importedPackages(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  // Static imports and re-exports start a line in esbuild's and Vite's output; dynamic ones are calls.
  const statements = /^\s*(?:import|export)\b[^;"']*?\bfrom\s*"([^"]+)"|^\s*import\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/gm;
  const specifiers = [...code.matchAll(statements)].map((match) => match[1] ?? match[2] ?? match[3]!).filter((specifier) => !/^[./]/.test(specifier));
  const names = specifiers
    .filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier.split('/')[0]!))
    .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
  return [...new Set(names)];
}

/** Where node finds `name` from `file` in the lock's layout (the workspace's own node_modules first); undefined when nowhere. */
function installed(file: string, name: string): { dev?: boolean; devOptional?: boolean } | undefined {
  const workspace = relative(repoRoot, file).split('/')[0];
  return lock.packages[`${workspace}/node_modules/${name}`] ?? lock.packages[`node_modules/${name}`];
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

/** A tier's bundle under node with only the environment given, as in its container; resolves once `/readyz` answers 200. */
async function startBuilt(script: string, env: Record<string, string>, port: number): Promise<string> {
  let out = '';
  const child = spawn(process.execPath, [script], { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<never>((_, fail) => child.once('exit', (code) => fail(new Error(`${script} exited with ${code}:\n${out}`))));
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([waitForHttp(`${url}/readyz`), exited]);
  return url;
}

describe('the production builds', () => {
  it('import production dependencies only, and serve a page from a fresh data directory under plain node', { timeout: 120_000 }, async () => {
    const backendBuild = spawn(process.execPath, ['backend/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
    const [code] = await Promise.all([new Promise((ok) => backendBuild.once('exit', ok)), buildGateway()]);
    expect(code).toBe(0);

    const bundles = [
      ...['main', 'backup', 'restore'].map((name) => join(repoRoot, 'backend/dist', `${name}.mjs`)),
      join(repoRoot, 'gateway/dist/main.mjs'),
      ...filesUnder(join(repoRoot, 'web/dist/server')).filter((file) => file.endsWith('.js')),
    ];
    const notInProduction = bundles.flatMap((file) =>
      importedPackages(file)
        .filter((name) => {
          // A workspace's package is its TypeScript sources: bundled in, never imported at run time.
          if (name.startsWith('@yip/')) return true;
          const entry = installed(file, name);
          return !entry || entry.dev || entry.devOptional;
        })
        .map((name) => `${relative(repoRoot, file)}: ${name}`),
    );
    expect(notInProduction).toEqual([]);
    // The check reads real imports: the backend's include its native modules.
    expect(importedPackages(bundles[0]!)).toEqual(expect.arrayContaining(['better-sqlite3', '@node-rs/argon2', 'fastify']));

    const backendPort = await freePort();
    const backendUrl = await startBuilt(
      'backend/dist/main.mjs',
      {
        BACKEND_PORT: String(backendPort),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'yip-production-')),
        JWT_SECRET: randomBytes(32).toString('base64url'),
        GATEWAY_SECRET: gatewaySecret,
        MANAGER_PASSWORD: randomBytes(12).toString('base64url'),
      },
      backendPort,
    );
    const port = await freePort();
    const gatewayUrl = await startBuilt('gateway/dist/main.mjs', { PORT: String(port), BACKEND_URL: backendUrl, GATEWAY_SECRET: gatewaySecret }, port);
    const page = await fetch(`${gatewayUrl}/zhTw/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/^<!doctype html>/i);
  });
});
