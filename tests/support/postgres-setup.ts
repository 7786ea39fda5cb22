// vitest setupFiles of the projects of postgres-global-setup.ts: before a test file loads anything,
// the server's URL and the template's name go to TEST_POSTGRES_URL and TEST_POSTGRES_TEMPLATE, and
// under TEST_DATABASE=postgres the server's URL to DATABASE_URL as well, so the backend modules the
// file imports load PostgreSQL's tables (backend/src/db/engine.ts).
import { inject } from 'vitest';

const server = inject('testPostgres');
if (server) {
  process.env.TEST_POSTGRES_URL = server.url;
  process.env.TEST_POSTGRES_TEMPLATE = server.template;
  if (process.env.TEST_DATABASE === 'postgres') process.env.DATABASE_URL = server.url;
}
