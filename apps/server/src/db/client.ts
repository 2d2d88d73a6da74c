import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/** The Drizzle database every module uses; the same type whether PGlite or PostgreSQL is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Which engine a database handle talks to. */
export type DbKind = 'pglite' | 'postgres';

/** An open database with its migrations applied, and how to close it. */
export interface Database {
  db: Db;
  kind: DbKind;
  /** Subscribes to NOTIFY on a channel; `onLost` runs if the subscription drops (notifications may be missed). */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where to find the database: a PostgreSQL URL, or a PGlite directory ('memory://' for a throwaway one). */
export type DatabaseTarget = { url: string } | { dataDir: string };

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * PGlite's memory: its WebAssembly heap grows to the most it ever held and never gives memory back, so
 * PostgreSQL's buffers decide what the server keeps resident for good. PGlite starts with PostgreSQL's
 * defaults (128 MB of shared buffers, touched in full while the demo is seeded; 64 MB per index build)
 * on a heap that starts at 128 MB (its smallest). Its files are ordinary files, which the operating system caches anyway, so a small
 * buffer pool costs little: measured with `npm run bench -- memory` (ADR 028).
 */
const PGLITE_MEMORY_SETTINGS = [
  'shared_buffers = 16MB',
  'maintenance_work_mem = 16MB',
  'wal_buffers = 1MB',
  'temp_buffers = 2MB',
  'work_mem = 4MB',
];

/** Opens the database, applies pending migrations, and returns the handle. */
export async function openDatabase(
  target: DatabaseTarget,
  options: { poolSize?: number } = {},
): Promise<Database> {
  if ('url' in target) {
    // No JIT: the storefront's queries are short, and a staff summary over a year of orders crosses the
    // planner's JIT threshold only to spend 70-1,000 ms compiling what runs in less (ADR 050).
    const pool = new pg.Pool({
      connectionString: target.url,
      max: options.poolSize ?? 10,
      options: '-c jit=off',
    });
    // A connection the server closes (restart, failover, a dropped database) emits 'error' when idle or while
    // the pool ends it; unhandled, that would crash the process. The pool replaces idle ones, and a query on
    // a dead connection fails on its own, so these events need no action.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg({ client: pool }) as unknown as Db;
    try {
      await withMigrationLock(target.url, () => migratePg(db as never, { migrationsFolder }));
    } catch (err) {
      await pool.end();
      throw err;
    }
    const listeners = new Set<pg.Client>();
    return {
      db,
      kind: 'postgres',
      listen: (...args) => listenPg(target.url, listeners, ...args),
      async close() {
        await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
        listeners.clear();
        await pool.end();
      },
    };
  }
  if (!target.dataDir.startsWith('memory://')) mkdirSync(target.dataDir, { recursive: true });
  // pg_trgm corrects misspelt search words (ADR 009); PostgreSQL ships it as a contrib extension.
  const engineOptions = { extensions: { pg_trgm }, postgresqlconf: PGLITE_MEMORY_SETTINGS };
  // A new directory is first initialized by initdb, a second WebAssembly program whose heap (300 MB) the
  // engine keeps referenced while it stays open, and which would stay resident in this process for good:
  // a short-lived child process initializes the directory instead (ADR 028).
  const isNew =
    !target.dataDir.startsWith('memory://') && !existsSync(path.join(target.dataDir, 'PG_VERSION'));
  if (isNew) await initializeInChildProcess(target.dataDir);
  const client = await PGlite.create(target.dataDir, engineOptions);
  const db = drizzlePglite({ client }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    // One in-process engine: a subscription cannot drop, so onLost is never needed.
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/** Runs PGlite's initdb on a new data directory in a child process, which exits when it is done. */
async function initializeInChildProcess(dataDir: string): Promise<void> {
  const engine = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(engine)});
await (await PGlite.create(${JSON.stringify(dataDir)})).close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script]);
}

/** The advisory lock key every process takes around its migrations (an arbitrary, fixed bigint). */
const MIGRATION_LOCK_KEY = 7_351_204_118;

/**
 * Runs migrations while holding a PostgreSQL advisory lock, so processes starting together migrate one
 * after another: the first applies them, the others then find nothing pending. Unlocked, two processes
 * race on the migrations table and on each migration's DDL, and one fails to start. The lock is held on
 * its own connection (not the pool's, which the migrations use), and ends with it if the process dies.
 */
async function withMigrationLock<T>(connectionString: string, migrate: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await migrate();
  } finally {
    // Closing the connection releases the lock even if the unlock cannot be sent.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** LISTEN on a dedicated connection (not from the pool, so closing the pool never waits for it). */
async function listenPg(
  connectionString: string,
  listeners: Set<pg.Client>,
  channel: string,
  onMessage: (payload: string) => void,
  onLost: () => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString });
  const stop = async () => {
    if (!listeners.delete(client)) return;
    await client.end().catch(() => undefined);
  };
  client.on('notification', (message) => {
    if (message.channel === channel) onMessage(message.payload ?? '');
  });
  client.on('error', () => {
    void stop();
    onLost();
  });
  await client.connect();
  listeners.add(client);
  await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  return stop;
}
