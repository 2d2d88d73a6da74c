import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../test-support/factories.ts';
import { TestClient } from '../test-support/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { loadConfig } from './config.ts';

// Two app instances on one database and the real Redis at 127.0.0.1:6379 stand for two server processes
// behind a load balancer: a session's requests count against one limit wherever they land.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let database: TestDatabase;
let secondHandle: Database;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    REDIS_URL,
    RATE_LIMIT_SESSION_PER_MINUTE: '10',
  });
  first = await buildApp({ config, database, closeDatabase: false, logger: false });
  secondHandle = await database.openAnotherHandle();
  second = await buildApp({ config, database: secondHandle, closeDatabase: false, logger: false });
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await first.close();
  await second.close();
  await secondHandle.close();
  await database.close();
});

describe('rate limits shared through Redis', () => {
  it('counts one session across two instances against one limit', async () => {
    const { organization } = await createOrganization(database.db);
    await createUser(database.db, { email: 'shared@example.test' }, [organization.id]);
    const onFirst = new TestClient(first);
    await onFirst.login('shared@example.test', TEST_PASSWORD);
    const onSecond = new TestClient(second);
    onSecond.cookie = onFirst.cookie;

    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      seen.push((await onFirst.post('/web-api/auth/current-user')).statusCode);
      seen.push((await onSecond.post('/web-api/auth/current-user')).statusCode);
    }
    // Each instance saw only six requests; together they are two over the limit of ten.
    expect(seen).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });
});
