import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema.ts';

/** Runs queries: the database itself or a transaction on it. */
export type Executor = BetterSQLite3Database<typeof schema>;

/** Drizzle over better-sqlite3; `$client` is the raw connection, for health checks and closing. */
export type Db = Executor & { $client: Database.Database };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The database file is damaged: the backend refuses to start on it rather than answer 500s. */
export class DatabaseCorruptError extends Error {
  override name = 'DatabaseCorruptError';
}

/** SQLite's own words for a damaged file (a torn page, or something that is not a database at all). */
export const isCorruption = (error: unknown) => ['SQLITE_CORRUPT', 'SQLITE_NOTADB'].includes(String((error as { code?: unknown }).code));

/** A write the disk refused: full (SQLITE_FULL) or failing (SQLITE_IOERR and its extended codes). */
export const isDiskWriteFailure = (error: unknown) => /^SQLITE_(FULL|IOERR)/.test(String((error as { code?: unknown }).code));

/** `PRAGMA quick_check`: every page's structure, without the slower index cross-check. */
function checkIntegrity(sqlite: Database.Database, file: string): void {
  let problems: string[];
  try {
    problems = (sqlite.pragma('quick_check(5)') as { quick_check: string }[]).map((row) => row.quick_check);
  } catch (error) {
    if (!isCorruption(error)) throw error;
    problems = [(error as Error).message];
  }
  if (problems.length === 1 && problems[0] === 'ok') return;
  sqlite.close();
  throw new DatabaseCorruptError(
    `The database ${file} is damaged (PRAGMA quick_check: ${problems.join('; ')}).\n` +
      'The backend will not start on it. Stop here, keep the file for inspection, and restore the latest backup:\n' +
      '  npm run restore -- <backup folder>   (README: "Backup and restore")',
  );
}

/** Opens `DATA_DIR/portal.sqlite`, refuses a damaged one, and brings its schema up to date. */
export function openDatabase(dataDir: string): Db {
  const file = join(dataDir, 'portal.sqlite');
  const sqlite = new Database(file);
  checkIntegrity(sqlite, file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // WAL makes NORMAL durable enough against process crashes, and far cheaper than FULL.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return db;
}
