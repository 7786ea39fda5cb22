// The store over the embedded SQLite file DATA_DIR/portal.sqlite (better-sqlite3, synchronous).
// Two connections: the writer runs one transaction at a time, the reader sees committed data only
// (WAL). Writers queue in this process rather than in SQLite: better-sqlite3 waits for a busy lock
// by blocking the event loop, so the two connections never contend for the write lock.
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import { sqliteMigrationsFolder as migrationsFolder } from '../migrations-folders.ts';
import { DatabaseCorruptError, isCorruption } from './errors.ts';
import * as schema from './schema.ts';
import type { Store } from './store.ts';


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

function connect(file: string): Database.Database {
  const sqlite = new Database(file);
  sqlite.pragma('foreign_keys = ON');
  // WAL makes NORMAL durable enough against process crashes, and far cheaper than FULL.
  sqlite.pragma('synchronous = NORMAL');
  // Only another process (a backup) can hold a lock this process waits for.
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** Hands the writer to one caller at a time, in the order they asked. */
function createWriterQueue() {
  let last = Promise.resolve();
  return async function acquire(): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = last;
    last = previous.then(() => held);
    await previous;
    return release;
  };
}

/** Opens `DATA_DIR/portal.sqlite`, refuses a damaged one, and brings its schema up to date. */
export async function openSqliteStore(dataDir: string): Promise<Store> {
  const file = join(dataDir, 'portal.sqlite');
  const writer = connect(file);
  checkIntegrity(writer, file);
  writer.pragma('journal_mode = WAL');
  const writerDb = drizzle(writer, { schema });
  migrate(writerDb, { migrationsFolder });
  const reader = connect(file);
  // Nothing is ever written through `read`.
  reader.pragma('query_only = ON');
  const readDb = drizzle(reader, { schema });

  const acquireWriter = createWriterQueue();
  const inTransaction = new AsyncLocalStorage<true>();

  return {
    engine: 'sqlite',
    read: readDb,

    async transaction(work) {
      // The inner call would wait for the writer its own caller holds, forever.
      if (inTransaction.getStore()) throw new Error('store.transaction called inside a transaction: transactions do not nest');
      const release = await acquireWriter();
      try {
        return await inTransaction.run(true, async () => {
          writer.exec('BEGIN IMMEDIATE');
          try {
            const result = await work(writerDb);
            writer.exec('COMMIT');
            return result;
          } catch (error) {
            // A failed COMMIT (a full disk) may have ended the transaction already.
            if (writer.inTransaction) writer.exec('ROLLBACK');
            throw error;
          }
        });
      } finally {
        release();
      }
    },

    async ping() {
      reader.prepare('select 1').get();
    },

    async check() {
      const tables = reader.prepare(`select name from sqlite_schema where type = 'table' and name not like 'sqlite_%'`).pluck().all() as string[];
      for (const table of tables) reader.prepare(`select * from "${table.replaceAll('"', '""')}" limit 1`).get();
    },

    async close() {
      reader.close();
      writer.close();
    },
  };
}
