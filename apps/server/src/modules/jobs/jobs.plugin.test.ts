import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../plugins/config.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { enqueue } from './jobs.service.ts';
import { jobs } from './jobs.table.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function appWith(env: Record<string, string>, run: () => Promise<void>) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...env });
  const app = await buildApp({ config, database, closeDatabase: false, logger: false });
  app.jobs.register({ name: 'test.plugin', payload: z.object({}), run });
  await app.ready();
  return app;
}

async function statusOf(id: number | null) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id!));
  return row!.status;
}

describe('jobs plugin', () => {
  it('runs jobs in the app process and lets a running job finish before the app closes', async () => {
    let started = false;
    const app = await appWith({}, async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    const id = await enqueue(database.db, 'test.plugin', {});
    const deadline = Date.now() + 5000;
    while (!started && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toBe(true);
    await app.close();
    expect(await statusOf(id)).toBe('succeeded');
  });

  it('runs nothing when JOBS_ENABLED is false, though jobs can still be enqueued', async () => {
    let runs = 0;
    const app = await appWith({ JOBS_ENABLED: 'false' }, async () => void runs++);
    const id = await enqueue(app.db, 'test.plugin', {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toBe(0);
    expect(await statusOf(id)).toBe('pending');
    await app.close();
  });
});
