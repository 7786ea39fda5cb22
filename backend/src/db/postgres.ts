// The store over PostgreSQL (DATABASE_URL=postgres://…), for several backend processes on one
// database: what SQLite's single writer gave for free, advisory locks and SERIALIZABLE give here.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { postgresMigrationsFolder as migrationsFolder } from '../migrations-folders.ts';
import { DatabaseSchemaError } from './errors.ts';
import * as schema from './schema-pg.ts';
import type { Executor, Store, TransactionOptions } from './store.ts';


/** SQLSTATEs after which the whole transaction may simply run again: serialization_failure, deadlock_detected. */
const retryableStates = new Set(['40001', '40P01']);
export const maxTransactionAttempts = 30;
const firstBackoffMs = 2;
const maxBackoffMs = 200;

export class NestedTransactionError extends Error {
  override name = 'NestedTransactionError';
  constructor() {
    super('Store.transaction was called inside a transaction: they do not nest; pass the `tx` given to `work` on instead');
  }
}

/** A 64-bit key for pg_advisory_(xact_)lock from any string (the first 8 bytes of its SHA-256). */
export const advisoryKey = (key: string) => createHash('sha256').update(key).digest().readBigInt64BE(0).toString();

const migrationLockKey = advisoryKey('youth-impact-portal: migrations');

/** The SQLSTATE of a PostgreSQL error, also when drizzle wrapped it (DrizzleQueryError keeps it as `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function poolSizeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DATABASE_POOL_SIZE?.trim();
  if (!raw) return 10;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > 1000) throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "${raw}"`);
  return size;
}

/**
 * int8 (counts, maxima, the migrations' timestamps) as JS numbers, as the schema types them; they
 * stay far below 2^53. Drizzle gives each query its own type parsers that fall back to pg's global
 * ones, so the global table is the only place to say it.
 */
function int8AsNumber(): void {
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
}

/** Applies the pending migrations; several processes starting at once take turns on a session-level advisory lock. */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [migrationLockKey]);
    await migrate(drizzle(client), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1::bigint)', [migrationLockKey]);
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A failed connection is closed rather than pooled: the server then drops its lock too.
    client.release(failure);
  }
}

/**
 * Every migration of the code's journal (backend/drizzle-pg) recorded as applied, with the same
 * hash: drizzle applies only what is newer than the latest row, so a database migrated by other
 * code (another branch, an edited migration) would otherwise be taken as this code's. Rows of
 * migrations this code lacks are a newer backend's (a rolling deploy) and pass.
 */
async function checkMigrationJournal(pool: pg.Pool): Promise<void> {
  const applied = new Map(
    (await pool.query<{ at: number; hash: string }>('select created_at as at, hash from drizzle.__drizzle_migrations')).rows.map((row) => [Number(row.at), row.hash]),
  );
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
  const tags = new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
  const differing = readMigrationFiles({ migrationsFolder })
    .filter((migration) => applied.get(migration.folderMillis) !== migration.hash)
    .map((migration) => `${tags.get(migration.folderMillis)} (${applied.has(migration.folderMillis) ? 'applied from different SQL' : 'not applied'})`);
  if (differing.length > 0) throw new Error(`its migrations are not this backend's (backend/drizzle-pg): ${differing.join(', ')}`);
}

export async function openPostgresStore(url: string, options: { poolSize?: number } = {}): Promise<Store> {
  int8AsNumber();
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? poolSizeFromEnv() });
  // An idle connection the server dropped (a restart, a failover) is discarded by the pool, which
  // opens another for the next query; unheard, the event would end the process.
  pool.on('error', () => undefined);
  const db: NodePgDatabase<typeof schema> = drizzle(pool, { schema });
  const tableNames = Object.values(schema).map((table) => getTableName(table));
  const latestMigration = readMigrationFiles({ migrationsFolder }).at(-1)?.folderMillis;
  const inTransaction = new AsyncLocalStorage<true>();
  let closed: Promise<void> | undefined;

  // The call sites are typed against SQLite's drizzle (store.ts) and use only what both drivers
  // share: awaited query builders, `returning`, `onConflictDo…`.
  const asExecutor = (executor: unknown) => executor as Executor;

  /** One run of `work` in one transaction: behind the key's advisory lock at READ COMMITTED, else SERIALIZABLE. */
  const runOnce = <T>(work: (tx: Executor) => Promise<T>, lock: string | undefined) =>
    lock === undefined
      ? db.transaction((tx) => work(asExecutor(tx)), { isolationLevel: 'serializable' })
      : db.transaction(
          async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey(lock)}::bigint)`);
            return work(asExecutor(tx));
          },
          { isolationLevel: 'read committed' },
        );

  const store: Store = {
    engine: 'postgres',
    read: asExecutor(db),

    async transaction<T>(work: (tx: Executor) => Promise<T>, { lock }: TransactionOptions = {}): Promise<T> {
      if (inTransaction.getStore()) throw new NestedTransactionError();
      return inTransaction.run(true, async () => {
        for (let attempt = 1; ; attempt++) {
          try {
            return await runOnce(work, lock);
          } catch (error) {
            if (attempt >= maxTransactionAttempts || !retryableStates.has(sqlState(error) ?? '')) throw error;
            // Full jitter: the transactions that collided come back at different moments.
            await sleep(Math.random() * Math.min(maxBackoffMs, firstBackoffMs * 2 ** attempt));
          }
        }
      });
    },

    async ping() {
      await pool.query('select 1');
    },

    async check() {
      await store.ping();
      const missing = (await pool.query<{ name: string }>('select name from unnest($1::text[]) as name where to_regclass(quote_ident(name)) is null', [tableNames])).rows;
      if (missing.length > 0) throw new Error(`PostgreSQL: tables missing: ${missing.map((row) => row.name).join(', ')}`);
      for (const name of tableNames) await pool.query(`select 1 from ${pg.escapeIdentifier(name)} limit 1`);
      const applied = (await pool.query<{ at: number | null }>('select max(created_at) as at from drizzle.__drizzle_migrations')).rows[0]?.at;
      // A newer backend may have migrated further already (a rolling deploy): only behind is refused.
      if (applied == null || (latestMigration !== undefined && applied < latestMigration)) {
        throw new Error(`PostgreSQL: the database's latest migration (${applied}) is older than this backend's (${latestMigration})`);
      }
    },

    // Once: pg's pool refuses a second end(), and the app's onClose may follow a close of its own.
    close: () => (closed ??= pool.end()),
  };

  try {
    await migrateOnce(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  try {
    await checkMigrationJournal(pool);
    await store.check();
  } catch (error) {
    await pool.end();
    throw new DatabaseSchemaError(
      `The PostgreSQL database of DATABASE_URL is not this backend's schema: ${(error as Error).message.replace(/^PostgreSQL: /, '')}.\n` +
        'The backend will not start on it. Run the backend version that migrated it, or restore a backup this version can read:\n' +
        '  npm run restore -- <backup folder>   (README: "Backup and restore")',
      { cause: error },
    );
  }
  return store;
}
