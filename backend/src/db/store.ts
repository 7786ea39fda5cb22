// The backend's one way to its data (issue 19): the same asynchronous calls over the embedded
// SQLite file (default) and PostgreSQL (DATABASE_URL). Code above this layer never learns which.
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type * as schema from './schema.ts';

/**
 * Runs queries: `store.read`, or the transaction `work` is given. Queries are awaited builders
 * (`await tx.select()…`, `await tx.insert(t).values(v).returning()`), never the SQLite driver's
 * `.get()`, `.all()` or `.run()` (eslint.config.js), so the same code runs on either engine.
 */
export type Executor = BetterSQLite3Database<typeof schema>;

export type Engine = 'sqlite' | 'postgres';

export interface TransactionOptions {
  /**
   * Work that must never overlap with other work of the same key, in any backend process (submits
   * of one session: registration numbers and the teams-per-person rule). SQLite serialises every
   * write anyway; PostgreSQL takes a transaction-scoped advisory lock on the key, then runs at READ
   * COMMITTED so each statement sees what the previous holder committed. Without a key, PostgreSQL
   * runs the transaction SERIALIZABLE and runs it again on a serialisation failure.
   */
  lock?: string;
}

export interface Store {
  readonly engine: Engine;
  /**
   * Reads outside a transaction. They see committed data only: on SQLite a second connection, so
   * an open transaction's writes are never read before they commit.
   */
  readonly read: Executor;
  /**
   * Every write goes through here, a single statement too. `work` may run more than once on
   * PostgreSQL (a retried serialisation failure): no mail, file or other side effect inside it, and
   * nothing awaited but the database (SQLite holds its one writer meanwhile). Transactions do not
   * nest: a call from inside `work` throws.
   */
  transaction<T>(work: (tx: Executor) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Liveness: the cheapest round trip (`select 1` on SQLite's reader, on a pooled PostgreSQL
   * connection), whatever the state of the tables. Throws when the database does not answer.
   */
  ping(): Promise<void>;
  /** Readiness: the database answers and its tables can be read. Throws otherwise. */
  check(): Promise<void>;
  close(): Promise<void>;
}
