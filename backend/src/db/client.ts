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

/** Opens `DATA_DIR/portal.sqlite` and brings its schema up to date. */
export function openDatabase(dataDir: string): Db {
  const sqlite = new Database(join(dataDir, 'portal.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // WAL makes NORMAL durable enough against process crashes, and far cheaper than FULL.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return db;
}
