import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openDatabase, type Database } from '../client.ts';
import { users } from '../../modules/auth/auth.table.ts';
import { freshPostgresDatabase } from '../../test-support/test-database.ts';
import { seedDemoInChildProcess } from './seed-in-child-process.ts';

// A child process needs a database it can reach by URL: PostgreSQL only (vitest.config.ts).
const adminUrl = process.env.TEST_DATABASE_URL!;
let target: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let database: Database;

beforeAll(async () => {
  target = await freshPostgresDatabase(adminUrl, { migrated: true });
  database = await openDatabase({ url: target.url }, { poolSize: 2 });
});
afterAll(async () => {
  await database.close();
  await target.drop();
});

describe('seeding the demo in a child process (ADR 028)', () => {
  it('seeds an empty database once, reports the child peak, and leaves a seeded one alone', async () => {
    const logged: { obj: Record<string, unknown>; msg?: string }[] = [];
    const log = {
      info: (obj: object, msg?: string) => logged.push({ obj: obj as Record<string, unknown>, msg }),
    };

    await seedDemoInChildProcess(database.db, target.url, log, { skuCount: 50 });
    const [seeded] = await database.db.select({ n: count() }).from(users);
    expect(seeded!.n).toBeGreaterThan(0);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.msg).toBe('seeded the demo distributor (child process)');
    expect(logged[0]!.obj.products).toBe(50);
    expect(logged[0]!.obj.seedPeakMb).toBeGreaterThan(0);

    await seedDemoInChildProcess(database.db, target.url, log, { skuCount: 50 });
    const [again] = await database.db.select({ n: count() }).from(users);
    expect(again!.n).toBe(seeded!.n);
    expect(logged).toHaveLength(1);
  }, 120_000);
});
