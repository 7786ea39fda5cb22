// `npm start`: builds the web client when it is missing or older than its sources, and compiles the gateway (a second, so it
// is never stale), then runs the backend and the gateway (which serves the client) on the embedded
// default — no outside service — and prints the URL. It supervises both: a tier that dies is
// started again (see supervise).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '4000';
const backendPort = process.env.BACKEND_PORT ?? '4100';
const backendUrl = process.env.BACKEND_URL ?? `http://127.0.0.1:${backendPort}`;
const embeddedBackend = !process.env.BACKEND_URL;
// Both children share it: the backend believes only what the gateway signs with it.
const gatewaySecret = process.env.GATEWAY_SECRET || randomBytes(32).toString('base64url');

/** The latest modification time under `paths` (files and folders, recursively); 0 when none exists. */
function newestChange(paths) {
  let newest = 0;
  for (const path of paths.filter((p) => existsSync(p))) {
    const stat = statSync(path);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) newest = Math.max(newest, newestChange(readdirSync(path).map((name) => join(path, name))));
  }
  return newest;
}

// The gateway serves the client from WEB_DIST (web/dist unless set). A web/dist older than the
// client's sources (a pull, a change in the shared rules) would serve yesterday's screens and
// messages, so it is rebuilt; a WEB_DIST the operator names is taken as it is.
const builtIndex = join(process.env.WEB_DIST ?? join(root, 'web/dist'), 'index.html');
const sources = ['web/src', 'web/public', 'web/index.html', 'rules/src'].map((path) => join(root, path));
const stale = !process.env.WEB_DIST && existsSync(builtIndex) && newestChange(sources) > statSync(builtIndex).mtimeMs;
if (!existsSync(builtIndex) || stale) {
  console.log(stale ? 'Building the web client (its sources changed since the last build)…' : 'Building the web client (first run)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const gatewayBuild = spawnSync(process.execPath, ['gateway/build.mjs'], { cwd: root, stdio: 'inherit' });
if (gatewayBuild.status !== 0) process.exit(gatewayBuild.status ?? 1);

/**
 * Each tier runs supervised: one that dies after it has served is started again, after 1 s, then
 * 2, 4 … up to 30 s while it keeps dying, back to 1 s once a run has lasted a minute. The other
 * tier keeps serving meanwhile (the gateway answers UPSTREAM_UNAVAILABLE, cached pages still
 * render). One that dies before it first answered (a wrong setting) stops everything, as before.
 */
const backoff = { firstMs: 1000, maxMs: 30_000, stableMs: 60_000 };
const tiers = [];
/** `args` after node's own: the backend runs its TypeScript through tsx, the gateway its compiled module. */
function supervise(name, args, env) {
  const tier = { name, child: null, restart: null, delayMs: backoff.firstMs, served: false };
  const launch = () => {
    tier.restart = null;
    const startedAt = Date.now();
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, GATEWAY_SECRET: gatewaySecret, ...env }, stdio: 'inherit' });
    tier.child = child;
    console.log(`${name} started (pid ${child.pid})`);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (!tier.served) {
        console.error(`${name} stopped (${signal ?? code}) before it served; shutting down.`);
        return stop(code ?? 1);
      }
      if (Date.now() - startedAt >= backoff.stableMs) tier.delayMs = backoff.firstMs;
      console.error(`${name} stopped (${signal ?? code}); restarting in ${tier.delayMs / 1000} s`);
      tier.restart = setTimeout(launch, tier.delayMs);
      tier.delayMs = Math.min(tier.delayMs * 2, backoff.maxMs);
    });
  };
  launch();
  tiers.push(tier);
  return tier;
}

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  const running = [];
  for (const tier of tiers) {
    clearTimeout(tier.restart);
    const { child } = tier;
    if (child && child.exitCode === null && child.signalCode === null) {
      running.push(new Promise((r) => child.once('exit', r)));
      child.kill('SIGTERM');
    }
  }
  Promise.all(running).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (embeddedBackend) {
  // Mailed links point at the gateway this command starts, unless PUBLIC_URL says otherwise.
  const backend = supervise('backend', ['--import', 'tsx', 'backend/src/main.ts'], { BACKEND_PORT: backendPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` });
  await waitFor(`${backendUrl}/healthz`);
  backend.served = true;
}
// A bounded old generation: left to V8's default (a quarter of the machine's memory), a busy
// gateway let garbage pile up to 372 MB of heap between collections; its live set is ~80 MB.
const gateway = supervise('gateway', ['--max-old-space-size=256', 'gateway/dist/main.mjs'], { PORT: port, BACKEND_URL: backendUrl });
await waitFor(`http://127.0.0.1:${port}/healthz`);
gateway.served = true;
console.log(`\n  The portal is running: http://localhost:${port}/zhTw/  (English: http://localhost:${port}/en/)\n`);
