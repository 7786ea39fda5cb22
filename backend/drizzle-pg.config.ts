import { defineConfig } from 'drizzle-kit';

// The PostgreSQL migrations, from the same tables as drizzle.config.ts's SQLite ones.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-pg.ts',
  out: './drizzle-pg',
});
