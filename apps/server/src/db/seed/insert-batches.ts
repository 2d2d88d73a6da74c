import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/** Rows per ordinary multi-row INSERT: well below the 65,535-parameter limit even for wide tables. */
export const BATCH_SIZE = 1000;

/**
 * Rows per bulk INSERT. A bulk statement costs about the same fixed ~12 ms on PGlite whatever its size, so
 * 5,000-row statements seed 100,000 SKUs about twice as fast as 1,000-row ones (measured).
 */
export const BULK_BATCH_SIZE = 5000;

/** Inserts rows in multi-row INSERTs of at most `size` rows each; fine for the small tables. */
export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly PgInsertValue<T>[],
  size = BATCH_SIZE,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}

/**
 * Inserts many rows as `INSERT ... SELECT FROM unnest($1::type[], ...)`: one array parameter per column
 * instead of one parameter per value, which is what makes a 100,000-SKU catalog seed in seconds. Every row
 * must carry the same keys (null rather than absent), and columns must not themselves be arrays.
 */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly Record<string, unknown>[],
  size = BULK_BATCH_SIZE,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0]!);
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size);
    const arrays: SQL[] = columns.map(([key, column]) => {
      const values = chunk.map((row) => (row[key] == null ? null : column.mapToDriverValue(row[key])));
      return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
    });
    await db.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}
