import { defineConfig } from 'vitest/config';

// Unit tests live beside the code in each workspace (and tests/deploy reads the deployment's files);
// integration tests cross the tiers over HTTP.
// The `-pg` projects run the backend's tests again with its data in PostgreSQL (issue 19): one
// throwaway server per run (tests/support/postgres-global-setup.ts), a new database per test app
// or backend process.
const onPostgres = { globalSetup: ['tests/support/postgres-global-setup.ts'], setupFiles: ['tests/support/postgres-setup.ts'] };

// Two files at a time: each starts its own stack on free ports, a data folder and a database of its
// own, and much of a file's time is spent waiting (processes starting, mail, throttle windows).
const integration = { testTimeout: 60_000, hookTimeout: 120_000 };

// Test files that replace a module (`vi.mock`): only isolated files see their stand-in alone.
export const mockingModules = ['gateway/src/cache/store.test.ts'];

// The scaled profile's own proof (two processes of each tier): only where the stacks are so.
const scaledOnly = 'tests/integration/scaled.test.ts';
// Tests that start their own backend processes on PostgreSQL (two on one database; backups of one): integration-pg's alone.
const ownProcesses = 'tests/integration/{postgres-processes,backup-postgres}.test.ts';

export default defineConfig({
  test: {
    // Vitest leaves one core idle by default (cores − 1): on CI's two cores that ran the unit files one
    // at a time, though much of their time is spent waiting (timers, sockets, the database).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['rules/src/**/*.test.ts', 'tests/deploy/**/*.test.ts', 'scripts/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', ...mockingModules],
          environment: 'node',
          setupFiles: ['tests/support/react-key-warnings.ts'],
        },
      },
      {
        // The backend's and the gateway's tests share each worker's modules (no isolation): each file
        // starts its own app, data folder and database, and importing the tiers again for every file
        // was most of their time (backend 172 s → 68 s, gateway 47 s → 17 s here). The web's jsdom
        // files and those mocking modules stay isolated in `unit`.
        test: {
          name: 'unit-servers',
          include: ['backend/src/**/*.test.ts', 'gateway/src/**/*.test.ts'],
          exclude: mockingModules,
          environment: 'node',
          isolate: false,
          // A backend test app migrates a new SQLite file first: 1–2 s alone, but over 10 s (the
          // default) was seen on a 2-core machine while other work ran beside the suite.
          hookTimeout: 30_000,
        },
      },
      {
        // The upload, save and private-file tests again, the files in a bucket of an s3rver in the
        // test process (backend/src/testing/harness.ts) instead of DATA_DIR's disk.
        test: {
          name: 'unit-s3',
          include: [
            'backend/src/applications/{saves,final-round,aborted-uploads,access,storage}.test.ts',
            'backend/src/files.test.ts',
          ],
          environment: 'node',
          env: { TEST_FILE_STORE: 's3' },
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'unit-pg',
          // The tests that reach the data (the whole backend suite takes over 6 minutes here on a
          // busy 2-core machine): applications, accounts, resources, newsletter, settings, the
          // store and the error envelope over a closed store. Pure functions are left to `unit`.
          include: ['backend/src/{applications,audit,auth,resources,content-images,newsletter,settings,db}/**/*.test.ts', 'backend/src/errors.test.ts'],
          exclude: ['backend/src/applications/{image-size,file-names}.test.ts', 'backend/src/auth/device-token.test.ts', 'backend/src/db/tables.test.ts'],
          environment: 'node',
          // As `unit-servers`: 208 s → 72 s here.
          isolate: false,
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
          exclude: [ownProcesses, ...(process.env.STACK_PROFILE === 'scaled' ? [] : [scaledOnly])],
          ...integration,
          // STACK_DATABASE=postgres runs it all on PostgreSQL, and STACK_PROFILE=scaled on two
          // processes of each tier (the setup starts a server only then).
          ...onPostgres,
        },
      },
      {
        // The whole suite against two backends and two gateways sharing PostgreSQL, Redis and a
        // bucket, behind a round-robin proxy (tests/support/stack.ts), and the cross-process proof.
        test: {
          name: 'integration-scaled',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [ownProcesses],
          env: { STACK_PROFILE: 'scaled' },
          ...integration,
          ...onPostgres,
        },
      },
      {
        // The REST contract against a backend: BACKEND_URL's, or the reference one started by the suite.
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          ...integration,
        },
      },
      {
        test: {
          name: 'integration-pg',
          // The files that reach the data and its concurrency (the whole suite on PostgreSQL takes
          // over 12 minutes here): applications with their submits, deadline and grace; accounts;
          // the login lockout; the newsletter; two backend processes on one database; backup and restore;
          // the drafts' reminders (two processes on one database).
          include: [
            'tests/integration/{applications,accounts,login-lockout,newsletter-form,postgres-processes,backup-postgres,reminders}.test.ts',
          ],
          env: { STACK_DATABASE: 'postgres' },
          ...integration,
          ...onPostgres,
        },
      },
    ],
  },
});
