// `npm start`: builds the web client when it is missing, then runs the backend and the gateway
// (which serves the client) on the embedded default — no outside service — and prints the URL.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '4000';
const backendPort = process.env.BACKEND_PORT ?? '4100';
const backendUrl = process.env.BACKEND_URL ?? `http://127.0.0.1:${backendPort}`;
const embeddedBackend = !process.env.BACKEND_URL;
// Both children share it: the backend believes only what the gateway signs with it.
const gatewaySecret = process.env.GATEWAY_SECRET || randomBytes(32).toString('base64url');

if (!existsSync(join(root, 'web/dist/index.html'))) {
  console.log('Building the web client (first run)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
function run(name, script, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, GATEWAY_SECRET: gatewaySecret, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); shutting down.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
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
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (embeddedBackend) {
  // Mailed links point at the gateway this command starts, unless PUBLIC_URL says otherwise.
  run('backend', 'backend/src/main.ts', { BACKEND_PORT: backendPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` });
  await waitFor(`${backendUrl}/healthz`);
}
run('gateway', 'gateway/src/main.ts', { PORT: port, BACKEND_URL: backendUrl });
await waitFor(`http://127.0.0.1:${port}/healthz`);
console.log(`\n  The portal is running: http://localhost:${port}/zhTw/  (English: http://localhost:${port}/en/)\n`);
