import type { Config } from '../config.ts';
import { engine } from './engine.ts';
import { openPostgresStore } from './postgres.ts';
import { openSqliteStore } from './sqlite.ts';
import type { Store } from './store.ts';

/**
 * The store the configuration asks for: PostgreSQL at DATABASE_URL, else the SQLite file in
 * DATA_DIR. The tables code imports (schema.ts) were chosen from the process's own DATABASE_URL
 * when it loaded; a configuration naming the other engine is refused rather than half-used.
 */
export function openStore(config: Config): Promise<Store> {
  const { database } = config;
  if (database.engine !== engine) {
    throw new Error(
      `The configuration asks for ${database.engine} but this process loaded ${engine}'s tables: DATABASE_URL must be in the process's environment when it starts`,
    );
  }
  return database.url === undefined ? openSqliteStore(config.dataDir) : openPostgresStore(database.url, { poolSize: database.poolSize });
}
