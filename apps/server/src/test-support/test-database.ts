import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

/** A test database, and how to open another handle on it as a second server process would. */
export interface TestDatabase extends Database {
  /** Another connection pool on the same PostgreSQL database; on PGlite (one process only) the same handle. */
  openAnotherHandle(): Promise<Database>;
}

/** A new, empty PostgreSQL database on the server of `adminUrl`: its URL, and how to drop it. */
export async function freshPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `larder_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A throwaway database for one test file: in-memory PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { ...database, openAnotherHandle: async () => ({ ...database, close: async () => undefined }) };
  }

  const target = await freshPostgresDatabase(adminUrl);
  const database = await openDatabase({ url: target.url }, { poolSize: 4 });
  return {
    ...database,
    openAnotherHandle: () => openDatabase({ url: target.url }, { poolSize: 4 }),
    async close() {
      await database.close();
      await target.drop();
    },
  };
}
