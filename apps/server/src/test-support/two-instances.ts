import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { loadConfig } from '../plugins/config.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

/** Two app instances on one test database, each with its own connection pool. */
export interface TwoInstances {
  database: TestDatabase;
  first: FastifyInstance;
  second: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Two app instances, each with its own connection pool on one database: they stand for two server
 * processes behind a load balancer (on PostgreSQL, with TEST_DATABASE_URL), which hear of each other's
 * changes only through the database (NOTIFY).
 */
export async function openTwoInstances(): Promise<TwoInstances> {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const first = await buildApp({ config, database, closeDatabase: false, logger: false });
  const secondHandle: Database = await database.openAnotherHandle();
  const second = await buildApp({ config, database: secondHandle, closeDatabase: false, logger: false });
  await Promise.all([first.ready(), second.ready()]);
  return {
    database,
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await secondHandle.close();
      await database.close();
    },
  };
}

/**
 * Waits up to a second for `read` to give `expected`, then asserts it: far below any cache's lifetime,
 * so only a notification between the instances can explain success.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if ((await read()) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await read()).toBe(expected);
}
