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
