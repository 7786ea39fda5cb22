// Ready means ready (issue 18, item 6) on a real full disk: the backend's DATA_DIR on a small tmpfs,
// filled to the last byte. /readyz (backend, and the gateway's, which asks it) answers 503 while the
// disk is full and 200 once it has room again, and a login through the gateway is judged, not a 500.
// Mounting needs root (CAP_SYS_ADMIN); where the machine refuses, the test says so and is skipped.
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createMember, dataOf, graphql, managerToken } from '../support/applications.ts';
import { stackOnPostgres, startBackend, startGateway, type Tier } from '../support/stack.ts';

const mountPoint = mkdtempSync(join(tmpdir(), 'yip-full-disk-'));
// A fresh seeded DATA_DIR takes about 5 MB; the rest is filled by the test.
const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', mountPoint]).status === 0;

const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const email = 'full.disk@example.org';

let backend: Tier;
let gateway: Tier;
const gql = graphql(() => gateway.url);
const filler = join(mountPoint, 'filler');
const statusOf = (url: string) => fetch(url).then((res) => res.status, () => 0);

/** Polls until `url` answers `status` (the disk check's answer stands for two seconds). */
async function until(url: string, status: number): Promise<number> {
  for (let i = 0; i < 50 && (await statusOf(url)) !== status; i += 1) await new Promise((r) => setTimeout(r, 100));
  return statusOf(url);
}

/** Writes into one file until the file system has no byte left. */
function fillDisk(): void {
  const fd = openSync(filler, 'w');
  try {
    for (const chunk of [1024 * 1024, 4096, 1]) {
      const bytes = Buffer.alloc(chunk, 0x5a);
      try {
        for (;;) writeSync(fd, bytes);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}

beforeAll(async () => {
  if (!mounted) return;
  backend = await startBackend({ DATA_DIR: mountPoint, READY_MIN_FREE_MB: '2', JWT_SECRET: 'full-disk-test-secret-of-forty-characters', LOG_LEVEL: 'warn' });
  gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
  await createMember(backend.url, await managerToken(backend.url), email);
});
afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
  if (mounted) spawnSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

describe.skipIf(!mounted)('a full data disk (skipped: this machine does not let the test mount a tmpfs; it needs root)', () => {
  it('fails /readyz on the backend and the gateway while full, and passes again once there is room', async () => {
    expect(await until(`${gateway.url}/readyz`, 200)).toBe(200);
    fillDisk();
    expect(await until(`${backend.url}/readyz`, 503)).toBe(503);
    expect(await statusOf(`${gateway.url}/readyz`)).toBe(503);
    expect(await statusOf(`${backend.url}/healthz`)).toBe(200);
    rmSync(filler);
    expect(await until(`${backend.url}/readyz`, 200)).toBe(200);
    expect(await statusOf(`${gateway.url}/readyz`)).toBe(200);
  });

  // On PostgreSQL (STACK_DATABASE=postgres) the database is not on DATA_DIR's disk: nothing to judge there.
  it.skipIf(stackOnPostgres)('judges a login on a full disk: the right password logs in, a wrong one is UNAUTHENTICATED', async () => {
    // The write-ahead log emptied first, so any write must grow a file on the full disk.
    const side = new Database(join(mountPoint, 'portal.sqlite'));
    side.pragma('wal_checkpoint(TRUNCATE)');
    side.close();
    fillDisk();
    try {
      const right = await gql.ask(LOGIN, { email, password: 'Member#2026' }, { lang: 'en' });
      expect(dataOf<{ token: string }>(right, 'login').token).toEqual(expect.any(String));
      const wrong = await gql.ask(LOGIN, { email, password: 'not-the-password' }, { lang: 'en' });
      expect(codeOf(wrong)).toBe('UNAUTHENTICATED');
    } finally {
      rmSync(filler);
    }
  });
});
