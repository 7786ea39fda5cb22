import type { Config } from '../config.ts';
import { engine } from './engine.ts';
import { openSqliteStore } from './sqlite.ts';
import type { Store } from './store.ts';

/**
 * The store the configuration asks for: today always the SQLite file in DATA_DIR. The PostgreSQL
 * engine exists (postgres.ts) but the backend's queries are not yet proven on it, and with
 * DATABASE_URL set schema.ts hands out PostgreSQL's tables: refuse rather than start half-wired.
 */
export function openStore(config: Config): Promise<Store> {
  if (engine === 'postgres') {
    throw new Error('DATABASE_URL is set, but the backend does not run on PostgreSQL yet (issue 19): unset it to use the SQLite file in DATA_DIR.');
  }
  return openSqliteStore(config.dataDir);
}
