// Which engine this process runs on, decided once from DATABASE_URL: schema.ts hands out that
// engine's tables, and the store is opened on it.
import type { Engine } from './store.ts';

export const isPostgresUrl = (url: string | undefined) => /^postgres(ql)?:\/\//i.test(url ?? '');

export const engine: Engine = isPostgresUrl(process.env.DATABASE_URL) ? 'postgres' : 'sqlite';
