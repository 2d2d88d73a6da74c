import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { businessUnits, customerGroups } from '../organizations/organizations.read-model.ts';
import { variants } from './catalog.table.ts';

/** The variants of the given skus, by sku and unit (the unit as buyers read it, or the ERP's unit of measure). */
export async function findVariantIdsBySkuUnit(db: Db, skus: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (skus.length === 0) return found;
  const rows = await db
    .select({ id: variants.id, sku: variants.productSku, text: variants.text, uom: variants.unitOfMeasure })
    .from(variants)
    .where(sql`${variants.productSku} in (select unnest(${sql.param([...new Set(skus)])}::text[]))`);
  for (const row of rows) {
    found.set(skuUnitKey(row.sku, row.uom), row.id);
    found.set(skuUnitKey(row.sku, row.text), row.id);
  }
  return found;
}

/** The key of a sku and unit in `findVariantIdsBySkuUnit`'s map; units compare case-blind. */
export function skuUnitKey(sku: string, unit: string): string {
  return `${sku.trim()}\u0000${unit.trim().toUpperCase()}`;
}

/** Which of the ids are business units. */
export async function findBusinessUnitIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: businessUnits.id })
    .from(businessUnits)
    .where(inArray(businessUnits.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

/** Which of the ids are customer groups. */
export async function findCustomerGroupIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(inArray(customerGroups.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

/**
 * Sets on hand for variants at business units in one statement, in key order (the order submits lock
 * rows in). What can be ordered becomes on hand less what open orders hold. Rows whose on hand is already
 * the figure are not written, so a repeated feed changes nothing and fires no stock event. Returns how
 * many rows changed.
 */
export async function upsertOnHand(
  tx: Db,
  rows: readonly { variantId: string; businessUnitId: string; onHand: number }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await queryRows<{ changed: number }>(
    tx,
    sql`
    insert into inventory as i (variant_id, business_unit_id, on_hand, allocated, quantity)
    select w.variant_id, w.business_unit_id, w.on_hand, 0, w.on_hand
    from unnest(${sql.param(rows.map((r) => r.variantId))}::text[],
      ${sql.param(rows.map((r) => r.businessUnitId))}::text[],
      ${sql.param(rows.map((r) => r.onHand))}::int[]) as w(variant_id, business_unit_id, on_hand)
    order by w.variant_id, w.business_unit_id
    on conflict (variant_id, business_unit_id) do update
      set on_hand = excluded.on_hand, quantity = greatest(excluded.on_hand - i.allocated, 0), updated_at = now()
      where i.on_hand is distinct from excluded.on_hand
    returning 1 as changed`,
  );
  return written.length;
}

/** Sets prices for customer groups (one statement) and removes those given as null; returns rows changed. */
export async function writePrices(
  tx: Db,
  set: readonly { variantId: string; customerGroupId: string; price: string }[],
  removed: readonly { variantId: string; customerGroupId: string }[],
): Promise<number> {
  let changed = 0;
  if (set.length > 0) {
    const rows = await queryRows(
      tx,
      sql`
      insert into prices as p (customer_group_id, variant_id, price)
      select * from unnest(${sql.param(set.map((r) => r.customerGroupId))}::text[],
        ${sql.param(set.map((r) => r.variantId))}::text[], ${sql.param(set.map((r) => r.price))}::numeric[])
      on conflict (customer_group_id, variant_id) do update set price = excluded.price
        where p.price is distinct from excluded.price
      returning 1 as changed`,
    );
    changed += rows.length;
  }
  if (removed.length > 0) {
    const rows = await queryRows(
      tx,
      sql`
      delete from prices p using unnest(${sql.param(removed.map((r) => r.customerGroupId))}::text[],
        ${sql.param(removed.map((r) => r.variantId))}::text[]) as w(customer_group_id, variant_id)
      where p.customer_group_id = w.customer_group_id and p.variant_id = w.variant_id
      returning 1 as changed`,
    );
    changed += rows.length;
  }
  return changed;
}

/**
 * The prices the catalog holds now for pairs of a unit and a customer group, by `<variantId>\0<group>`, as
 * text with two decimals: what an import's preview compares each row with.
 */
export async function findPricesOf(
  db: Db,
  pairs: readonly { variantId: string; customerGroupId: string }[],
): Promise<Map<string, string>> {
  if (pairs.length === 0) return new Map();
  const rows = await queryRows<{ variant_id: string; customer_group_id: string; price: string }>(
    db,
    sql`
    select p.variant_id, p.customer_group_id, p.price::text as price
    from prices p join unnest(${sql.param(pairs.map((pair) => pair.variantId))}::text[],
      ${sql.param(pairs.map((pair) => pair.customerGroupId))}::text[]) as w(variant_id, customer_group_id)
      on p.variant_id = w.variant_id and p.customer_group_id = w.customer_group_id`,
  );
  return new Map(rows.map((row) => [`${row.variant_id}\u0000${row.customer_group_id}`, row.price]));
}

/** The on-hand figures the catalog holds now for pairs of a unit and a business unit, by `<variantId>\0<unit>`. */
export async function findOnHandOf(
  db: Db,
  pairs: readonly { variantId: string; businessUnitId: string }[],
): Promise<Map<string, number | null>> {
  if (pairs.length === 0) return new Map();
  const rows = await queryRows<{ variant_id: string; business_unit_id: string; on_hand: number | null }>(
    db,
    sql`
    select i.variant_id, i.business_unit_id, i.on_hand
    from inventory i join unnest(${sql.param(pairs.map((pair) => pair.variantId))}::text[],
      ${sql.param(pairs.map((pair) => pair.businessUnitId))}::text[]) as w(variant_id, business_unit_id)
      on i.variant_id = w.variant_id and i.business_unit_id = w.business_unit_id`,
  );
  return new Map(
    rows.map((row) => [
      `${row.variant_id}\u0000${row.business_unit_id}`,
      row.on_hand === null ? null : Number(row.on_hand),
    ]),
  );
}
