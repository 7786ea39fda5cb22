import { defineConfig } from 'vitest/config';

// Unit tests live beside the code in each workspace; integration tests cross the tiers over HTTP.
// The `-pg` projects run the backend's tests again with its data in PostgreSQL (issue 19): one
// throwaway server per run (tests/support/postgres-global-setup.ts), a new database per test app
// or backend process.
const onPostgres = { globalSetup: ['tests/support/postgres-global-setup.ts'], setupFiles: ['tests/support/postgres-setup.ts'] };

const integration = { testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['rules/src/**/*.test.ts', 'backend/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'unit-pg',
          include: ['backend/src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DATABASE: 'postgres' },
          // Each test app creates its database first (a copy of the migrated template, ~0.5 s).
          testTimeout: 20_000,
          hookTimeout: 60_000,
          ...onPostgres,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          ...integration,
          // STACK_DATABASE=postgres runs it all on PostgreSQL (the setup starts a server only then).
          ...onPostgres,
        },
      },
    ],
  },
});
