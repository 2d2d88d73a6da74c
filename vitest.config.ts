import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Tests of several server processes on one database (*.postgres.test.ts) need PostgreSQL: PGlite is
// embedded in one process. Without TEST_DATABASE_URL they are left out, and the run says so.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Said once: with projects, Vitest reads this file more than once.
const said = globalThis as { larderSaidPostgresOnly?: boolean };
if (!onPostgres && !process.env.VITEST_WORKER_ID && !said.larderSaidPostgresOnly) {
  said.larderSaidPostgresOnly = true;
  console.info(
    'Without TEST_DATABASE_URL the PostgreSQL-only tests (*.postgres.test.ts: scale-out, seeding in a child process) do not run.',
  );
}

/** One Vitest run covers unit and API tests of every workspace; e2e journeys run separately. */
export default defineConfig({
  test: {
    exclude: onPostgres ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.postgres.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where test files mostly
    // wait on a database; one more worker than cores fills those waits (measured on PostgreSQL: 2 workers
    // 177 s, 3 workers 156 s; ADR 032).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          // A worker keeps the modules it loaded for its next test file instead of loading the whole server
          // again for each (on PostgreSQL: 177 s instead of 274 s, ADR 032). These files mock no module and
          // keep no module state: each opens its own app and database.
          isolate: false,
        },
      },
      // The web's tests mock modules (vi.mock), which must not leak from one file into the next.
      { extends: true, test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] } },
    ],
  },
});
