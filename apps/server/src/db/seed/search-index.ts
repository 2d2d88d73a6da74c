import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Runs a bulk catalog load inside a transaction with the search triggers off, then builds every product's
 * search row in one set-based pass (ADR 009): per-statement refreshes during a 100,000-SKU load would each
 * re-read the growing tables. ANALYZE first, so the planner sees the rows this transaction inserted.
 */
export async function withSearchIndexRebuilt<T>(db: Db, load: () => Promise<T>): Promise<T> {
  await db.execute(sql`select set_config('larder.search_sync', 'off', true)`);
  const result = await load();
  await db.execute(sql`select set_config('larder.search_sync', 'on', true)`);
  await db.execute(sql`analyze products, variants, prices, inventory`);
  await db.execute(sql`select search_refresh(array(select sku from products))`);
  return result;
}
