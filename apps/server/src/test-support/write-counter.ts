import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

// Written by every request (the session's last use) or on purpose by refused ones (failed sign-ins are
// counted to throttle them), so they say nothing about whether a refused request changed data.
const UNWATCHED_TABLES = ['sessions', 'login_attempts', '__drizzle_migrations', 'test_write_count'];

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Makes the test database count every row inserted, updated or deleted in its tables (bar a few written
 * by every request), in a counter that rolls back with the transaction that wrote: so a request that
 * leaves the count as it was changed nothing. Cheaper per request than comparing table contents.
 */
export async function countWrites(db: Db): Promise<void> {
  await db.execute(sql`create table test_write_count (n bigint not null)`);
  await db.execute(sql`insert into test_write_count values (0)`);
  await db.execute(
    sql.raw(`create function test_count_write() returns trigger language plpgsql as $$
      begin update test_write_count set n = n + 1; return null; end $$`),
  );
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  for (const { name } of tables.filter((t) => !UNWATCHED_TABLES.includes(t.name))) {
    await db.execute(
      sql`create trigger test_count_write after insert or update or delete on ${sql.identifier(name)}
          for each row execute function test_count_write()`,
    );
  }
}

/** Rows written since countWrites was called. */
export async function writesSoFar(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(db, sql`select n from test_write_count`);
  return Number(row!.n);
}
