import { fileURLToPath } from 'node:url';

// The SQL migrations ship as files beside the code. Resolved from this module, which sits one folder
// under backend/ as the bundles do (backend/dist/*.mjs, build.mjs), so one path serves both.
export const sqliteMigrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
export const postgresMigrationsFolder = fileURLToPath(new URL('../drizzle-pg', import.meta.url));
