// Backup and restore on PostgreSQL (issue 19, integration-pg only): `npm run backup` dumps the
// database of DATABASE_URL beside DATA_DIR's files; `npm run restore` puts both back, into a new
// empty database without a flag and over the damaged original only with --replace-database, every
// row and file as it was. /readyz notices the damage in between.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../backend/src/testing/postgres.ts';
import { isSkipped, knownMigrations, listFiles, readChecksums } from '../../scripts/ops/backup-files.ts';
import { completeFiles, completeInput, dataOf, graphql, loggedInMember, managerToken, SAVE, type Saved } from '../support/applications.ts';
import { repoRoot, startBackend, startGateway, type Tier } from '../support/stack.ts';

const jwtSecret = 'backup-postgres-test-secret-0123456789abcdef';

/** `npm run backup` / `npm run restore` as an operator runs them, on the database of `databaseUrl`. */
function ops(script: 'backup' | 'restore', args: string[], databaseUrl: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `scripts/ops/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Every row of every table of the backend's schemas as PostgreSQL prints it, and each sequence's position. */
async function contentOf(url: string): Promise<Record<string, string[]>> {
  const tables = await query<{ name: string }>(url, `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`);
  const content: Record<string, string[]> = {};
  for (const { name } of tables) content[name] = (await query<{ row: string }>(url, `select t::text as row from ${name} t order by 1`)).map((r) => r.row);
  content.sequences = (await query<{ row: string }>(url, `select format('%s.%s %s', schemaname, sequencename, last_value) as row from pg_sequences order by 1`)).map((r) => r.row);
  return content;
}

/** The SHA-256 of each file of DATA_DIR that a backup holds. */
const filesOf = (dataDir: string) =>
  Object.fromEntries(listFiles(dataDir, isSkipped).map((file) => [file, createHash('sha256').update(readFileSync(join(dataDir, file))).digest('hex')]));

describe('backup and restore on PostgreSQL', () => {
  const backups = mkdtempSync(join(tmpdir(), 'yip-pg-backups-'));
  let backend: Tier & { dataDir: string; databaseUrl: string | undefined };
  let gateway: Tier | undefined;
  let url: string;
  let saved: Saved;

  beforeAll(async () => {
    backend = await startBackend({ JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn' });
    url = backend.databaseUrl ?? '';
    gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
    const gql = graphql(() => gateway?.url ?? '');
    const token = await loggedInMember(gql, backend.url, await managerToken(backend.url), 'leader@example.org');
    saved = dataOf<Saved>(await gql.upload(SAVE, { input: completeInput() }, completeFiles(), { token }), 'saveInventionDraft');
    await gateway.stop();
    gateway = undefined;
  });
  afterAll(async () => {
    await gateway?.stop();
    await backend?.stop();
  });

  it('backs up the dump and the files, restores both byte for byte, and replaces a non-empty database only when told', async () => {
    expect(url).toMatch(/^postgres:/);
    // The backend stopped, so nothing moves between the state compared with and the backup.
    await backend.stop();
    const rows = await contentOf(url);
    const files = filesOf(backend.dataDir);
    const made = ops('backup', ['--data-dir', backend.dataDir, '--to', backups], url);
    expect(made.status, made.output).toBe(0);
    expect(rows['public.applications']).toEqual([expect.stringMatching(new RegExp(`^\\(${saved.id},`))]);
    expect(rows['public.application_files']?.length).toBeGreaterThan(3);
    expect(rows['public.accounts']?.join('\n')).toMatch(/leader@example\.org/);
    expect(Object.keys(files).filter((file) => file.startsWith('private/'))).toHaveLength(rows['public.application_files']?.length ?? 0);

    const backup = join(backups, readdirSync(backups)[0] ?? '');
    const sums = readChecksums(backup);
    expect(sums.has('portal.pgdump')).toBe(true);
    expect(sums.has('portal.sqlite')).toBe(false);
    for (const [file, hash] of Object.entries(files)) expect([file, sums.get(file)]).toEqual([file, hash]);
    expect(JSON.parse(readFileSync(join(backup, 'backup.json'), 'utf8'))).toMatchObject({ engine: 'postgres', migrations: knownMigrations('postgres') });
    expect(made.output).not.toMatch(/password/i);

    // The data destroyed behind a running backend: /readyz fails, /healthz still answers.
    backend = await startBackend({ DATA_DIR: backend.dataDir, JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn' });
    await query(url, `delete from accounts where email = 'leader@example.org'; drop table submitted_members`);
    const privateFile = Object.keys(files).find((file) => file.startsWith('private/')) ?? '';
    writeFileSync(join(backend.dataDir, privateFile), 'overwritten');
    rmSync(join(backend.dataDir, 'jwt-secret'), { force: true });
    expect((await fetch(`${backend.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${backend.url}/healthz`)).status).toBe(200);

    // Refused while the backend is connected, then, stopped, without the flag into a database with tables.
    const busy = ops('restore', [backup, '--data-dir', backend.dataDir, '--replace-database'], url);
    expect([busy.status, busy.output]).toEqual([1, expect.stringMatching(/a backend may be running|other session\(s\) are connected/)]);
    await backend.stop();
    const refused = ops('restore', [backup, '--data-dir', backend.dataDir], url);
    expect([refused.status, refused.output]).toEqual([1, expect.stringMatching(/holds \d+ tables\. .*pass --replace-database/)]);
    expect(readFileSync(join(backend.dataDir, privateFile), 'utf8')).toBe('overwritten');

    const replaced = ops('restore', [backup, '--data-dir', backend.dataDir, '--replace-database'], url);
    expect(replaced.status, replaced.output).toBe(0);
    expect(await contentOf(url)).toEqual(rows);
    expect(filesOf(backend.dataDir)).toEqual(files);
    const [aside = ''] = readdirSync(backend.dataDir).filter((name) => name.startsWith('pre-restore-'));
    expect(readdirSync(join(backend.dataDir, aside))).toContain('portal.pgdump');

    // Into a new, empty database and DATA_DIR no flag is needed; the backend starts on it and serves.
    const fresh = await createDatabase(process.env.TEST_POSTGRES_URL ?? '');
    const freshDir = mkdtempSync(join(tmpdir(), 'yip-pg-restored-'));
    const restored = ops('restore', [backup, '--data-dir', freshDir], fresh);
    expect(restored.status, restored.output).toBe(0);
    expect(await contentOf(fresh)).toEqual(rows);
    expect(filesOf(freshDir)).toEqual(files);
    backend = await startBackend({ DATA_DIR: freshDir, DATABASE_URL: fresh, JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn' });
    expect((await fetch(`${backend.url}/readyz`)).status).toBe(200);
    const login = await fetch(`${backend.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'leader@example.org', password: 'Member#2026' }),
    });
    expect(login.status).toBe(200);
  });
});
