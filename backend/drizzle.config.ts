import { defineConfig } from 'drizzle-kit';

// The SQLite migrations; drizzle-pg.config.ts makes PostgreSQL's from the same tables.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema-sqlite.ts',
  out: './drizzle',
});
