// Issue 11 as an operator meets it: deep JSON and malformed bodies, production error shapes, an APQ
// hash mismatch, backup → restore (a flipped byte refused, a good backup restored identically), a
// damaged database refused at start, and /readyz once the database cannot be read.
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerEnv, managerLoginBody } from '../support/manager.ts';
import { repoRoot, stackOnPostgres, startBackend, startGateway, type Tier } from '../support/stack.ts';

const jwtSecret = 'operations-test-secret-of-forty-characters';

async function post(url: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: res.status, text: await res.text() };
}

/** Runs `npm run backup` / `npm run restore` as an operator would (the scripts behind them). */
function ops(script: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `scripts/ops/${script}.ts`, ...args], { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Overwrites bytes of a file in place. */
function scribble(file: string, offset: number, bytes: Buffer): void {
  const fd = openSync(file, 'r+');
  writeSync(fd, bytes, 0, bytes.length, offset);
  closeSync(fd);
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('clean failures through the gateway (items 7 and 8)', () => {
  let backend: Tier;
  let production: Tier;
  beforeAll(async () => {
    backend = await startBackend({ JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn' });
    production = await startGateway(backend.url, { NODE_ENV: 'production', REQUEST_LOG: 'all' });
  });
  afterAll(async () => {
    await production?.stop();
    await backend?.stop();
  });

  it('answers a 40,000-deep variables body 400 with a short message and one log line', async () => {
    const logBefore = production.output().length;
    const deep = `{"query":"{ homeBanners { id } }","variables":{"a":${'['.repeat(40_000)}${']'.repeat(40_000)}}}`;
    const answer = await post(`${production.url}/graphql`, deep, { 'content-language': 'en' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ errors: [{ message: 'The request JSON is nested too deeply', extensions: { code: 'BAD_REQUEST' } }] });
    const get = await fetch(`${production.url}/graphql?query=${encodeURIComponent('{ homeBanners { id } }')}&variables=${encodeURIComponent(`{"a":${'['.repeat(2000)}${']'.repeat(2000)}}`)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(400);
    const malformed = await post(`${production.url}/graphql`, '{"query": "{ homeBanners { id } }",', { 'content-language': 'zhTw' });
    expect([malformed.status, JSON.parse(malformed.text).errors[0].message]).toEqual([400, '請求內容不是有效的 JSON']);
    await new Promise((r) => setTimeout(r, 200));
    const log = production.output().slice(logBefore);
    expect(log.trim().split('\n')).toHaveLength(3);
    expect(log).toMatch(/^POST \/graphql 400 /);
    expect(log).not.toMatch(/RangeError|stack|at /);
  });

  it('answers a 40,000-deep multipart `operations` or `map` 400 in the user’s language, logged without a stack under its request id', async () => {
    const deep = `${'['.repeat(40_000)}${']'.repeat(40_000)}`;
    const multipart = async (operations: string, map: string, lang: string) => {
      const form = new FormData();
      form.append('operations', operations);
      form.append('map', map);
      form.append('0', new Blob(['x']), 'a.txt');
      const res = await fetch(`${production.url}/graphql`, { method: 'POST', headers: { 'apollo-require-preflight': 'true', 'content-language': lang }, body: form });
      return [res.status, (await res.json()).errors[0].message];
    };
    const logBefore = production.output().length;
    expect(await multipart(`{"query":"{ homeBanners { id } }","variables":{"a":${deep}}}`, '{}', 'zhTw')).toEqual([400, '請求內容的 JSON 層數過深']);
    // The upload parser keeps only a map of flat path lists, so a deep one is a broken map.
    expect(await multipart('{"query":"{ homeBanners { id } }"}', `{"0":${deep}}`, 'en')).toEqual([400, 'Upload failed']);
    await new Promise((r) => setTimeout(r, 200));
    const log = production.output().slice(logBefore);
    // Each its request line; the broken map also the parser's words under the same id.
    const lines = log.trim().split('\n');
    expect(lines).toHaveLength(3);
    const ids = lines.filter((line) => line.startsWith('POST /graphql 400 ')).map((line) => line.split(' ').at(-1));
    expect(ids).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('multipart body refused'))).toEqual([expect.stringContaining(`multipart body refused (${ids[1]}): `)]);
    expect(log).not.toMatch(/RangeError|stack| {4}at /);
  });

  it('answers a deeply nested query 400 with a clear message, by GET or POST', async () => {
    // Brackets stay unescaped in a URL, so 5,000 levels fit the server's 16 KB of headers.
    const listed = `{a(x:${'['.repeat(5000)}${']'.repeat(5000)})}`;
    const get = await fetch(`${production.url}/graphql?query=${listed}`, { headers: { 'apollo-require-preflight': 'true', 'content-language': 'en' } });
    expect([get.status, (await get.json()).errors[0].message]).toEqual([400, 'The query is nested too deeply']);
    const query = `{${'a{'.repeat(10_000)}b${'}'.repeat(10_000)}}`;
    const posted = await post(`${production.url}/graphql`, JSON.stringify({ query }), { 'content-language': 'zhTw' });
    expect([posted.status, JSON.parse(posted.text).errors[0].message]).toEqual([400, '查詢的巢狀層數過深']);
  });

  it('shows no suggestions, no echoed input and no stack in production', async () => {
    const gql = (body: object) => post(`${production.url}/graphql`, JSON.stringify(body), { 'content-language': 'en' });
    const typo = JSON.parse((await gql({ query: '{ homeBaners { id } }' })).text);
    expect(typo.errors[0].message).toBe('Cannot query field "homeBaners" on type "Query".');
    const secret = 'Very$ecret#2026';
    const echoed = await gql({
      query: 'mutation ($input: RegisterInput!) { register(input: $input) { ok } }',
      variables: { input: { email: 'a@example.org', password: secret, nickname: 'x' } },
    });
    expect(echoed.status).toBe(400);
    expect(echoed.text).not.toContain(secret);
    expect(JSON.parse(echoed.text).errors[0].message).toMatch(/^Variable "\$input" got an invalid value/);
    const logBefore = production.output().length;
    const mismatch = await gql({ query: '{ homeBanners { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } });
    expect(mismatch.status).toBe(400);
    expect(JSON.parse(mismatch.text).errors[0]).toEqual({ message: 'provided sha does not match query', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
    expect(JSON.stringify(JSON.parse(mismatch.text))).not.toMatch(/stacktrace/);
    await new Promise((r) => setTimeout(r, 200));
    expect(production.output().slice(logBefore)).not.toMatch(/internal error| {4}at /);
  });
});

// The SQLite file's own: its backup and restore (scripts/ops), its damaged pages. Skipped under
// STACK_DATABASE=postgres, where the data is the PostgreSQL server's (pg_dump, the server's checks).
describe.skipIf(stackOnPostgres)('backup, restore and a damaged database (item 9)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'yip-ops-data-'));
  const backups = mkdtempSync(join(tmpdir(), 'yip-ops-backups-'));
  let backend: Tier;
  let gateway: Tier;
  beforeAll(async () => {
    backend = await startBackend({ DATA_DIR: dataDir, JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn' });
    gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
  });
  afterAll(async () => {
    await gateway?.stop();
    await backend?.stop();
  });

  // Three backend starts, a backup and a restore: beside another file's stack, more than the default minute.
  it('backs up while the backend runs; refuses a backup with one flipped byte; restores a good one with identical checksums', async () => {
    const made = ops('backup', ['--data-dir', dataDir, '--to', backups]);
    expect(made.status, made.output).toBe(0);
    const [folder = ''] = readdirSync(backups);
    const backup = join(backups, folder);
    const sums = readFileSync(join(backup, 'SHA256SUMS'), 'utf8');
    expect(sums).toMatch(/ {2}portal\.sqlite\n/);
    expect(sums).toMatch(/ {2}public\//);
    expect(sums).not.toMatch(/backend\.pid|portal\.sqlite-wal/);

    // A restore over the running backend's data is refused.
    const busy = ops('restore', [backup, '--data-dir', dataDir]);
    expect([busy.status, busy.output]).toEqual([1, expect.stringMatching(/a backend may be running/)]);

    const damaged = join(backups, 'damaged');
    cpSync(backup, damaged, { recursive: true });
    const db = join(damaged, 'portal.sqlite');
    scribble(db, 4096 * 2 + 100, Buffer.from([readFileSync(db)[4096 * 2 + 100]! ^ 0xff]));
    const fresh = mkdtempSync(join(tmpdir(), 'yip-ops-restored-'));
    const refused = ops('restore', [damaged, '--data-dir', fresh]);
    expect([refused.status, refused.output]).toEqual([1, expect.stringMatching(/portal\.sqlite: checksum differs/)]);
    expect(readdirSync(fresh)).toEqual([]);

    const restored = ops('restore', [backup, '--data-dir', fresh]);
    expect(restored.status, restored.output).toBe(0);
    for (const line of sums.trim().split('\n')) {
      const [hash, file = ''] = line.split('  ');
      if (file !== 'backup.json') expect([file, sha(join(fresh, file))]).toEqual([file, hash]);
    }
    // The restored data runs: the seeded manager logs in.
    const again = await startBackend({ DATA_DIR: fresh, JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn' });
    try {
      const login = await post(`${again.url}/api/manager/login`, JSON.stringify(await managerLoginBody()));
      expect(login.status).toBe(200);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('refuses to start on a damaged database, saying what to do', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'yip-ops-corrupt-'));
    const made = ops('backup', ['--data-dir', dataDir, '--to', copy]);
    expect(made.status, made.output).toBe(0);
    const folder = join(copy, readdirSync(copy)[0] ?? '');
    const broken = mkdtempSync(join(tmpdir(), 'yip-ops-broken-'));
    cpSync(join(folder, 'portal.sqlite'), join(broken, 'portal.sqlite'));
    const root = new Database(join(broken, 'portal.sqlite'), { readonly: true });
    const page = Number(root.prepare(`select rootpage from sqlite_schema where name = 'resources'`).pluck().get());
    root.close();
    scribble(join(broken, 'portal.sqlite'), (page - 1) * 4096, Buffer.alloc(4096, 0x5a));
    const start = spawnSync(process.execPath, ['--import', 'tsx', 'backend/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: broken, JWT_SECRET: jwtSecret, BACKEND_PORT: '0', ...managerEnv },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(start.status).toBe(1);
    expect(start.stderr).toMatch(/The database .*portal\.sqlite is damaged \(PRAGMA quick_check: /);
    expect(start.stderr).toMatch(/npm run restore -- <backup folder>/);
    expect(start.stderr).not.toMatch(/ {4}at /);
  });

  it('fails /readyz (backend and gateway) once the database cannot be read, while /healthz still answers', async () => {
    // A kept-alive socket from an earlier test's tier on the same port may be closed under fetch: ask again.
    const statusOf = (url: string) => fetch(url).then((res) => res.status, () => 0);
    for (let i = 0; i < 50 && (await statusOf(`${gateway.url}/readyz`)) !== 200; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await statusOf(`${gateway.url}/readyz`)).toBe(200);
    const file = join(dataDir, 'portal.sqlite');
    // Checkpoint first, so the table's root page lives in the main file, then damage that page.
    const side = new Database(file);
    side.pragma('wal_checkpoint(TRUNCATE)');
    const page = Number(side.prepare(`select rootpage from sqlite_schema where name = 'settings'`).pluck().get());
    scribble(file, (page - 1) * 4096, Buffer.alloc(4096, 0x5a));
    // A write elsewhere tells the backend's connection that the file changed, so it re-reads pages.
    side.prepare(`insert into revoked_tokens (jti, expires_at) values ('readyz-test', 0)`).run();
    side.close();
    // The backend's connection sees the damage on its next read transaction; allow it a moment.
    for (let i = 0; i < 50 && (await statusOf(`${backend.url}/readyz`)) !== 503; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await statusOf(`${backend.url}/readyz`)).toBe(503);
    expect(await statusOf(`${gateway.url}/readyz`)).toBe(503);
    expect(await statusOf(`${backend.url}/healthz`)).toBe(200);
    expect(existsSync(join(dataDir, 'backend.pid'))).toBe(true);
  });
});
