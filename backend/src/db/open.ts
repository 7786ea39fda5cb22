import type { Config } from '../config.ts';
import { openSqliteStore } from './sqlite.ts';
import type { Store } from './store.ts';

/** The store the configuration asks for: today always the SQLite file in DATA_DIR. */
export function openStore(config: Config): Promise<Store> {
  return openSqliteStore(config.dataDir);
}
