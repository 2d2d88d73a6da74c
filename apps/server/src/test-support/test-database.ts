import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

/** A test database, and how to open another handle on it as a second server process would. */
export interface TestDatabase extends Database {
  /** Another connection pool on the same PostgreSQL database; on PGlite (one process only) the same handle. */
  openAnotherHandle(): Promise<Database>;
}

/** The URL of database `name` on the server of `adminUrl`. */
function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An arbitrary, fixed advisory lock key: one process at a time makes the migrated template. */
const TEMPLATE_LOCK_KEY = 7_351_204_119;

/**
 * The name of a database holding every migration, made once per set of migrations (its name carries their
 * hash) and copied for each test file: a copy takes a tenth of the time that migrating a new database does.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const folder = path.join(import.meta.dirname, '..', 'db', 'migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort())
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(path.join(folder, file)));
  const name = `larder_template_${hash.digest('hex').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      // Made under another name and renamed when complete, so a run cut off midway leaves no half template.
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ url: urlOf(adminUrl, building) }, { poolSize: 1 });
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * A new PostgreSQL database on the server of `adminUrl`: its URL, and how to drop it. Empty, or with every
 * migration applied when `migrated`.
 */
export async function freshPostgresDatabase(
  adminUrl: string,
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = options.migrated ? await migratedTemplate(adminUrl) : null;
  const name = `larder_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = urlOf(adminUrl, name);
  return {
    url,
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

  const target = await freshPostgresDatabase(adminUrl, { migrated: true });
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
