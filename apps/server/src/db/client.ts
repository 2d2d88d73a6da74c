import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as schema from './schema.ts';

/** The Drizzle database every module uses; the same type whether PGlite or PostgreSQL is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

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

/** Opens the database, applies pending migrations, and returns the handle. */
export async function openDatabase(
  target: DatabaseTarget,
  options: { poolSize?: number } = {},
): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: options.poolSize ?? 10 });
    // A connection the server closes (restart, failover, a dropped database) emits 'error' when idle or while
    // the pool ends it; unhandled, that would crash the process. The pool replaces idle ones, and a query on
    // a dead connection fails on its own, so these events need no action.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
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
  const client = await PGlite.create(target.dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
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
