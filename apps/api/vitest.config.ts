import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
    pool: 'forks',
    // The tests wait on PostgreSQL about as long as they compute: two forks on two cores finish the
    // suite in 60 % of the time one takes (the default there), and more gain nothing.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
