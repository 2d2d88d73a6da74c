import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { queryRows } from '../query-rows.ts';

/** Products whose search rows one refresh statement builds. */
const SEARCH_REFRESH_SLICE = 1000;

/**
 * Runs a bulk catalog load inside a transaction with the search triggers off, then builds every product's
 * search row in one set-based pass (ADR 009): per-statement refreshes during a 100,000-SKU load would each
 * re-read the growing tables. ANALYZE first, so the planner sees the rows this transaction inserted.
 * The load records no 'stock.changed' events either (ADR 016): nobody can wait for a product that did not exist.
 */
export async function withSearchIndexRebuilt<T>(db: Db, load: () => Promise<T>): Promise<T> {
  await db.execute(sql`select set_config('larder.search_sync', 'off', true)`);
  await db.execute(sql`select set_config('larder.stock_events', 'off', true)`);
  const result = await load();
  await db.execute(sql`select set_config('larder.search_sync', 'on', true)`);
  await db.execute(sql`analyze products, variants, prices, inventory`);
  // In slices: one pass over every product holds all their search rows at once, and on PGlite the heap
  // it grows to is kept for the life of the process (ADR 028).
  const skus = await queryRows<{ sku: string }>(db, sql`select sku from products order by sku`);
  const all = skus.map((row) => row.sku);
  for (let start = 0; start < all.length; start += SEARCH_REFRESH_SLICE) {
    await db.execute(
      sql`select search_refresh(${sql.param(all.slice(start, start + SEARCH_REFRESH_SLICE))}::text[])`,
    );
  }
  return result;
}
