// vitest globalSetup of the projects that run on PostgreSQL (vitest.config.ts: unit-pg,
// integration-pg, integration-scaled, and integration under STACK_DATABASE=postgres or
// STACK_PROFILE=scaled): one throwaway server for the whole run and a database migrated once as the template of every test database, provided to the
// test processes (postgres-setup.ts passes them on as TEST_POSTGRES_URL, TEST_POSTGRES_TEMPLATE);
// each test app or backend process then gets its own copy (backend/src/testing/postgres.ts).
import type { TestProject } from 'vitest/node';
import { openPostgresStore } from '../../backend/src/db/postgres.ts';
import { createDatabase } from '../../backend/src/testing/postgres.ts';
import { startPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgres: { url: string; template: string } | undefined;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const env = { ...process.env, ...project.config.env };
  if (env.TEST_DATABASE !== 'postgres' && env.STACK_DATABASE !== 'postgres' && env.STACK_PROFILE !== 'scaled') {
    project.provide('testPostgres', undefined);
    return undefined;
  }
  const server = await startPostgres();
  try {
    const templateUrl = await createDatabase(server.url);
    // Opening the store applies the migrations; closing it leaves the template free to copy.
    await (await openPostgresStore(templateUrl, { poolSize: 1 })).close();
    project.provide('testPostgres', { url: server.url, template: new URL(templateUrl).pathname.slice(1) });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return () => server.stop();
}
