// The database of a backup when the backend keeps it in PostgreSQL (DATABASE_URL=postgres://…):
// pg_dump's custom format (compressed; pg_restore reads it back whole to check it, and chooses at
// restore time to leave out owners and grants, so a dump restores into another role's database),
// restored by pg_restore in one transaction. The tools get the URL without its password, which
// reaches them as PGPASSWORD: a command line is readable by every user of the machine.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

export const dumpFile = 'portal.pgdump';
export const migrationsTable = 'drizzle.__drizzle_migrations';

/** The newest PostgreSQL's tool in Debian's layout (a pg_dump older than the server refuses it), else the one on PATH. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const debian = '/usr/lib/postgresql';
  const majors = existsSync(debian) ? readdirSync(debian).filter((dir) => /^\d+$/.test(dir)).sort((a, b) => Number(b) - Number(a)) : [];
  const dirs = [...majors.map((major) => join(debian, major, 'bin')), ...(process.env.PATH ?? '').split(delimiter).filter(Boolean)];
  const found = dirs.map((dir) => join(dir, name)).find((path) => existsSync(path));
  if (!found) throw new Error(`${name} is neither on PATH nor in ${debian}/*/bin: install PostgreSQL's client tools (Debian: apt-get install postgresql-client) of the server's version or newer.`);
  return found;
}

/** DATABASE_URL as the tools get it: the URL without its password, and the environment that carries it. */
function connection(url: string): { target: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : parsed.searchParams.get('password');
  parsed.password = '';
  parsed.searchParams.delete('password');
  return { target: parsed.toString(), env: password === null ? process.env : { ...process.env, PGPASSWORD: password } };
}

/** Runs a PostgreSQL tool; `onLine` hears its output line by line. Rejects with its error output. */
function runTool(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv, onLine: (line: string) => void = () => undefined): Promise<void> {
  const child = spawn(pgTool(name), args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  createInterface({ input: child.stdout }).on('line', onLine);
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => (code === 0 ? done() : fail(new Error(`${name} failed (exit ${code}):\n${errors.trim()}`))));
  });
}

/** pg_dump of the whole database in the custom format: one consistent snapshot, taken while the backend serves. */
export function dumpDatabase(url: string, file: string): Promise<void> {
  const { target, env } = connection(url);
  return runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${target}`], env);
}

/**
 * The rows of each table in a dump (`schema.table` as pg_dump names it), counted by reading the
 * whole archive through pg_restore: a damaged or cut-off dump fails here, not at restore time.
 */
export async function dumpRows(file: string): Promise<Map<string, number>> {
  const rows = new Map<string, number>();
  let table: string | undefined;
  // Plain COPY output: a `COPY <table> (…) FROM stdin;` line, one line per row, then `\.`.
  await runTool('pg_restore', ['--data-only', '--file=-', file], process.env, (line) => {
    if (table === undefined) {
      const copy = /^COPY (\S+) .*FROM stdin;$/.exec(line);
      if (copy?.[1]) rows.set((table = copy[1]), 0);
    } else if (line === '\\.') table = undefined;
    else rows.set(table, (rows.get(table) ?? 0) + 1);
  });
  return rows;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What a restore must know of its target: its tables (the backend's schemas, public and drizzle), and who else is connected. */
export function inspectTarget(url: string): Promise<{ tables: number; sessions: string[] }> {
  return withClient(url, async (client) => {
    const tables = (await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`)).rows[0]?.n ?? 0;
    const sessions = (
      await client.query<{ who: string }>(
        `select coalesce(nullif(application_name, ''), 'a client') || ' from ' || coalesce(host(client_addr), 'a local socket') as who
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      )
    ).rows.map((row) => row.who);
    return { tables, sessions };
  });
}

/**
 * Empties the target (the drizzle schema, every table and function of public) in one transaction, then
 * pg_restore puts the dump in, in another: its tables, rows, sequences' positions and migrations,
 * owned by the configured role. Tables a newer migration made go too, so the backend migrates
 * the restored data again from where the dump was.
 */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('begin');
    await client.query('drop schema if exists drizzle cascade');
    const tables = (await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`)).rows;
    for (const { name } of tables) await client.query(`drop table if exists public.${pg.escapeIdentifier(name)} cascade`);
    // The migrations' own functions (the audit log's append-only trigger) too, or pg_restore's
    // CREATE FUNCTION fails on them; an extension's functions are the extension's business.
    const functions = (
      await client.query<{ signature: string }>(
        `select p.oid::regprocedure::text as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
      )
    ).rows;
    for (const { signature } of functions) await client.query(`drop function if exists ${signature} cascade`);
    await client.query('commit');
  });
  const { target, env } = connection(url);
  await runTool('pg_restore', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-acl', `--dbname=${target}`, file], env);
}

/** Each dumped table's rows, counted again in the database: answers the tables whose count differs. */
export function restoredRowProblems(url: string, rows: ReadonlyMap<string, number>): Promise<string[]> {
  return withClient(url, async (client) => {
    const problems: string[] = [];
    for (const [table, expected] of rows) {
      // `table` is pg_dump's own quoting of a name of the dump just restored.
      const found = (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n;
      if (found !== expected) problems.push(`${table}: ${found} rows, the backup holds ${expected}`);
    }
    return problems;
  });
}
