import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One Vitest run covers unit and API tests of every workspace; e2e journeys run separately. */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where test files mostly
    // wait on a database and a second worker halves the run (measured: 2.8 minutes instead of 5-6).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
