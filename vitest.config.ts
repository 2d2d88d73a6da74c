import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Tests of several server processes on one database (*.postgres.test.ts) need PostgreSQL: PGlite is
// embedded in one process. Without TEST_DATABASE_URL they are left out, and the run says so.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres && !process.env.VITEST_WORKER_ID) {
  console.info(
    'Without TEST_DATABASE_URL the PostgreSQL-only tests (*.postgres.test.ts: scale-out) do not run.',
  );
}

/** One Vitest run covers unit and API tests of every workspace; e2e journeys run separately. */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    exclude: onPostgres ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.postgres.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where test files mostly
    // wait on a database and a second worker halves the run (measured: 2.8 minutes instead of 5-6).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
