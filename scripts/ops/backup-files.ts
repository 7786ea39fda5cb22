// What a backup holds and how it is checked: shared by `npm run backup` and `npm run restore`.
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const databaseFile = 'portal.sqlite';
export const checksumFile = 'SHA256SUMS';
export const metadataFile = 'backup.json';

/**
 * Left out of a backup: the live database files (the database is copied through SQLite's online
 * backup or pg_dump instead), the running backend's pid file, half-received uploads, the development mail
 * outbox, and what an earlier restore set aside.
 */
const skipped = [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`, 'backend.pid', 'uploads-tmp', 'mail'];
export const isSkipped = (name: string) => skipped.includes(name) || name.startsWith('pre-restore-');

/** DATA_DIR as the backend resolves it (README: Configuration). */
export const dataDirFromEnv = () => resolve(process.env.DATA_DIR?.trim() || join(repoRoot, 'data'));

/** Every file under `dir`, as `/`-separated paths relative to it, sorted; top-level names that `skip` refuses are left out. */
export function listFiles(dir: string, skip: (topLevelName: string) => boolean = () => false): string[] {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (current === dir && skip(entry.name)) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return files.sort();
}

export async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export const sha256 = (file: string) => sha256Of(createReadStream(file));

/** `sha256sum` format, so an operator can also check a backup with `sha256sum -c SHA256SUMS`. */
export async function checksumLines(dir: string, files: string[]): Promise<string> {
  const lines = [];
  for (const file of files) lines.push(`${await sha256(join(dir, file))}  ${file}`);
  return lines.join('\n') + '\n';
}

export function readChecksums(dir: string): Map<string, string> {
  const text = readFileSync(join(dir, checksumFile), 'utf8');
  const sums = new Map<string, string>();
  for (const line of text.split('\n').filter((l) => l !== '')) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match?.[1] || !match[2] || match[2].split('/').includes('..')) throw new Error(`${checksumFile}: malformed line "${line.slice(0, 80)}"`);
    sums.set(match[2], match[1]);
  }
  return sums;
}

/** Differences between a folder and its checksums: missing, unlisted or altered files. */
export async function checksumProblems(dir: string, sums: Map<string, string>, files: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const file of files) if (!sums.has(file)) problems.push(`${file}: not in ${checksumFile}`);
  for (const [file, expected] of sums) {
    if (!existsSync(join(dir, file))) problems.push(`${file}: missing`);
    else if ((await sha256(join(dir, file))) !== expected) problems.push(`${file}: checksum differs`);
  }
  return problems;
}

/** `PRAGMA integrity_check` of a database file (the thorough check, on a copy at rest), and its applied migrations. */
export function inspectDatabase(file: string): { problems: string[]; migrations: number } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = (db.pragma('integrity_check(10)') as { integrity_check: string }[]).map((row) => row.integrity_check);
    const problems = rows.length === 1 && rows[0] === 'ok' ? [] : rows;
    const migrations = problems.length > 0 ? 0 : Number(db.prepare('select count(*) from __drizzle_migrations').pluck().get());
    return { problems, migrations };
  } catch (error) {
    return { problems: [(error as Error).message], migrations: 0 };
  } finally {
    db.close();
  }
}

/** The migrations this code knows of an engine (backend/drizzle/ or backend/drizzle-pg/, meta/_journal.json). */
export function knownMigrations(engine: 'sqlite' | 'postgres'): number {
  const folder = engine === 'postgres' ? 'drizzle-pg' : 'drizzle';
  const journal = JSON.parse(readFileSync(join(repoRoot, 'backend', folder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}
