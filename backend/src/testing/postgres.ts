// The backend's tests on PostgreSQL (issue 19): with TEST_DATABASE=postgres (the `unit-pg` vitest
// project) every test app gets a new database on the one throwaway server the project's globalSetup
// started (tests/support/postgres-global-setup.ts), copied from a template the setup migrated
// once; the server's URL reaches this process as TEST_POSTGRES_URL and the template's name as
// TEST_POSTGRES_TEMPLATE, and DATABASE_URL is set so the process loads PostgreSQL's tables.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** True when this test process runs the backend on PostgreSQL. */
export const testsOnPostgres = process.env.TEST_DATABASE === 'postgres';

async function onServer<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the server of `adminUrl` (a URL of any database there but `template`): empty,
 * or a copy of `template` (no one may be connected to it meanwhile); its URL.
 */
export async function createDatabase(adminUrl: string, template?: string): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const from = template ? ` template ${pg.escapeIdentifier(template)}` : '';
  await onServer(adminUrl, (client) => client.query(`create database ${name}${from}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database of `url`, closing whatever connections are still open to it. */
export async function dropDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await onServer(admin.toString(), (client) => client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`));
}

/** A new database on the server the test process was given, migrated (a copy of the setup's template); its URL. */
export function createTestDatabase(): Promise<string> {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error('no TEST_POSTGRES_URL: run the tests through a vitest project on PostgreSQL (unit-pg, integration-pg), whose globalSetup starts the server');
  return createDatabase(url, process.env.TEST_POSTGRES_TEMPLATE);
}
