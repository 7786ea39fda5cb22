import { defineConfig } from 'vitest/config';

// Unit tests live beside the code in each workspace; integration tests cross the tiers over HTTP.
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
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
