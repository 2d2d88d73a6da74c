import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/** Units of a variant at a business unit. */
export interface StockQuantity {
  variantId: string;
  businessUnitId: string;
  quantity: number;
}

/** Units an order holds of a variant at a business unit. */
export interface OrderAllocation extends StockQuantity {
  orderId: string;
}

interface StockRow extends Record<string, unknown> {
  variant_id: string;
  business_unit_id: string;
  quantity: number;
}

/**
 * Locks the inventory rows of the given variants and business units, in one fixed order so that two
 * submits wanting the same rows queue instead of deadlocking, and returns what can still be ordered of
 * each. A pair without a row has no stock and is left out.
 */
export async function lockStockRows(
  tx: Db,
  keys: readonly { variantId: string; businessUnitId: string }[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<StockRow>(
    tx,
    sql`
    select i.variant_id, i.business_unit_id, i.quantity from inventory i
    join unnest(${sql.param(keys.map((k) => k.variantId))}::text[], ${sql.param(keys.map((k) => k.businessUnitId))}::text[])
      as w(variant_id, business_unit_id)
      on i.variant_id = w.variant_id and i.business_unit_id = w.business_unit_id
    order by i.variant_id, i.business_unit_id
    for update of i`,
  );
  return new Map(rows.map((row) => [stockKey(row.variant_id, row.business_unit_id), Number(row.quantity)]));
}

/** The key of a variant at a business unit in the maps this module returns. */
export function stockKey(variantId: string, businessUnitId: string): string {
  return `${variantId}\u0000${businessUnitId}`;
}

/**
 * Adds allocations to the ledger and takes their units out of what can still be ordered, in one statement
 * that first locks the inventory rows in the order `lockStockRows` uses (a no-op for rows the transaction
 * locked already). Each order's allocations are new (a placed order, or an edited one whose allocations
 * were just released), so the ledger rows are plain inserts. Allocating only lowers stock, which nobody
 * subscribes to: the stock.changed trigger leaves such rows out (migration 0019, ADR 020).
 *
 * `refuseShort`: for a submit that placed its orders before looking at the stock, writes nothing when any
 * variant and business unit lacks the units wanted, and returns those pairs. Without it nothing is checked:
 * the caller's `lockStockFor` did, counting what an edited order holds, and an order placed before
 * allocation began holds its lines without a ledger row, so its edit may take more than the row shows.
 */
export async function insertAllocations(
  tx: Db,
  allocations: readonly OrderAllocation[],
  options: { refuseShort: boolean },
): Promise<StockShortfallRow[]> {
  if (allocations.length === 0) return [];
  const column = <K extends keyof OrderAllocation>(key: K) => sql.param(allocations.map((a) => a[key]));
  const rows = await queryRows<StockShortfallRow>(
    tx,
    sql`
    with wanted as (
      select * from unnest(${column('orderId')}::text[], ${column('variantId')}::text[],
        ${column('businessUnitId')}::text[], ${column('quantity')}::int[]) as w(order_id, variant_id, business_unit_id, quantity)
    ), totals as (
      select variant_id, business_unit_id, sum(quantity)::int as quantity from wanted group by 1, 2
    ), locked as materialized (
      select i.variant_id, i.business_unit_id, i.quantity from inventory i
      join totals t on i.variant_id = t.variant_id and i.business_unit_id = t.business_unit_id
      order by i.variant_id, i.business_unit_id
      for update of i
    ), short as materialized (
      select t.variant_id, t.business_unit_id, t.quantity as wanted, coalesce(l.quantity, 0) as available
      from totals t left join locked l on l.variant_id = t.variant_id and l.business_unit_id = t.business_unit_id
      where ${options.refuseShort}::boolean and t.quantity > coalesce(l.quantity, 0)
    ), ledger as (
      insert into stock_allocations (order_id, variant_id, business_unit_id, quantity)
      select order_id, variant_id, business_unit_id, sum(quantity) from wanted
      where not exists (select from short) group by 1, 2, 3
    ), taken as (
      -- The rows are locked already: the one-time filter reads short (and so locks) before this scans.
      update inventory i set allocated = i.allocated + t.quantity,
        quantity = greatest(i.on_hand - i.allocated - t.quantity, 0), updated_at = now()
      from totals t where i.variant_id = t.variant_id and i.business_unit_id = t.business_unit_id
        and not exists (select from short)
    )
    select variant_id, business_unit_id, wanted, available from short`,
  );
  return rows.map((row) => ({
    ...row,
    wanted: Number(row.wanted),
    available: Number(row.available),
  }));
}

/** A variant at a business unit short of stock, as `insertAllocations` reads it. */
export interface StockShortfallRow extends Record<string, unknown> {
  variant_id: string;
  business_unit_id: string;
  wanted: number;
  available: number;
}

/**
 * Removes an order's allocations from the ledger and gives their units back. `shipped`: the units left the
 * warehouse, so they come off on hand too and what can be ordered stays as it was.
 */
export async function deleteAllocations(tx: Db, orderId: string, shipped: boolean): Promise<StockQuantity[]> {
  const rows = await queryRows<StockRow>(
    tx,
    sql`
    with released as (
      delete from stock_allocations where order_id = ${orderId}
      returning variant_id, business_unit_id, quantity
    ), totals as (
      select variant_id, business_unit_id, sum(quantity)::int as quantity from released group by 1, 2
    ), updated as (
      update inventory i set allocated = greatest(i.allocated - t.quantity, 0),
        on_hand = case when ${shipped} then greatest(i.on_hand - t.quantity, 0) else i.on_hand end,
        quantity = greatest(
          (case when ${shipped} then greatest(i.on_hand - t.quantity, 0) else i.on_hand end)
            - greatest(i.allocated - t.quantity, 0), 0),
        updated_at = now()
      from totals t where i.variant_id = t.variant_id and i.business_unit_id = t.business_unit_id
    )
    select variant_id, business_unit_id, quantity from totals`,
  );
  return rows.map((row) => ({
    variantId: row.variant_id,
    businessUnitId: row.business_unit_id,
    quantity: Number(row.quantity),
  }));
}
