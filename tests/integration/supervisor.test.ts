// Issue 18, item 1: `npm start` supervises its tiers. scripts/start.mjs runs as a process on free
// ports with its own data directory; each tier's process is killed (SIGKILL, as the OOM killer
// or a crash would end it) and is started again while the other keeps answering. Needs the web
// built (`npm run build -w web`; WEB_DIST may point elsewhere), as start.mjs would otherwise build it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerEnv } from '../support/manager.ts';
import { freePort, repoRoot, waitForHttp } from '../support/stack.ts';

const webDist = resolve(repoRoot, process.env.WEB_DIST ?? 'web/dist');

describe('npm start supervises the backend and the gateway', () => {
  let supervisor: ChildProcess;
  let output = '';
  let gatewayUrl: string;
  let backendUrl: string;

  /** Waits until the supervisor has printed a line matching `pattern` after `from`, and gives its match. */
  async function line(pattern: RegExp, from: number, timeoutMs = 30_000): Promise<RegExpExecArray> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = pattern.exec(output.slice(from));
      if (found) return found;
      if (Date.now() > until) throw new Error(`no ${pattern} in:\n${output.slice(from)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const pidOf = async (tier: 'backend' | 'gateway', from: number) => Number((await line(new RegExp(`${tier} started \\(pid (\\d+)\\)`), from))[1]);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const graphql = async (query: string) => {
    const res = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-language': 'en' }, body: JSON.stringify({ query }) });
    return (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  };

  beforeAll(async () => {
    if (!existsSync(join(webDist, 'index.html'))) throw new Error(`build the web first (npm run build -w web): no ${webDist}/index.html`);
    const [port, backendPort] = [await freePort(), await freePort()];
    gatewayUrl = `http://127.0.0.1:${port}`;
    backendUrl = `http://127.0.0.1:${backendPort}`;
    supervisor = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        BACKEND_PORT: String(backendPort),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'yip-supervisor-')),
        ...managerEnv,
        WEB_DIST: webDist,
        REQUEST_LOG: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    supervisor.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    supervisor.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    await line(/The portal is running/, 0, 90_000);
  });

  afterAll(() => {
    if (supervisor?.exitCode === null) supervisor.kill('SIGKILL');
  });

  it('starts a killed backend again; meanwhile the gateway answers UPSTREAM_UNAVAILABLE and serves cached pages', async () => {
    const backendPid = await pidOf('backend', 0);
    // A public page rendered once is served from the gateway's page cache.
    expect((await fetch(`${gatewayUrl}/en/`)).status).toBe(200);
    const from = output.length;
    process.kill(backendPid, 'SIGKILL');
    await line(/backend stopped \(SIGKILL\); restarting in 1 s/, from);

    expect((await graphql('{ articleTags { id } }')).errors?.map((error) => error.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE']);
    const page = await fetch(`${gatewayUrl}/en/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');

    const restarted = await pidOf('backend', from);
    expect(restarted).not.toBe(backendPid);
    await waitForHttp(`${backendUrl}/healthz`, 30_000);
    expect((await graphql('{ articleTags { id } }')).errors).toBeUndefined();
  });

  it('starts a killed gateway again; meanwhile the backend keeps answering', async () => {
    const gatewayPid = Number([...output.matchAll(/gateway started \(pid (\d+)\)/g)].at(-1)?.[1]);
    const from = output.length;
    process.kill(gatewayPid, 'SIGKILL');
    await line(/gateway stopped \(SIGKILL\); restarting in 1 s/, from);
    expect((await fetch(`${backendUrl}/healthz`)).status).toBe(200);

    expect(await pidOf('gateway', from)).not.toBe(gatewayPid);
    await waitForHttp(`${gatewayUrl}/healthz`, 30_000);
    expect((await graphql('{ articleTags { id } }')).errors).toBeUndefined();
  });

  it('stops both tiers on SIGTERM', async () => {
    const pids = [...output.matchAll(/(?:backend|gateway) started \(pid (\d+)\)/g)].map((found) => Number(found[1]));
    const exited = new Promise<number | null>((ok) => supervisor.once('exit', (code) => ok(code)));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(pids.filter(alive)).toEqual([]);
  });
});
