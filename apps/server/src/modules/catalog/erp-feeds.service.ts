import type { FeedResult, InventoryFeedBody, PriceFeedBody } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { refuseRows } from '../../plugins/feed-rows.ts';
import {
  findBusinessUnitIds,
  findCustomerGroupIds,
  findVariantIdsBySkuUnit,
  skuUnitKey,
  upsertOnHand,
  writePrices,
} from './erp-feeds.repository.ts';

/**
 * `POST /integration/v1/inventory` (ADR 021): on hand per sku, unit and business unit, all or nothing. A
 * row naming an unknown product unit or business unit, or the same stock twice, refuses the call. Repeating
 * a call changes nothing. Units that come back in stock notify waiting buyers through the stock event.
 */
export async function applyInventoryFeed(db: Db, body: InventoryFeedBody): Promise<FeedResult> {
  const { items } = body;
  const [variantIds, units] = await Promise.all([
    findVariantIdsBySkuUnit(
      db,
      items.map((item) => item.sku),
    ),
    findBusinessUnitIds(
      db,
      items.map((item) => item.businessUnitId),
    ),
  ]);
  const errors = new Map<string, string>();
  const seen = new Set<string>();
  const rows = items.flatMap((item, index) => {
    const variantId = variantIds.get(skuUnitKey(item.sku, item.unitOfMeasure));
    if (!variantId) errors.set(`items.${index}.sku`, `No product ${item.sku} sold by ${item.unitOfMeasure}.`);
    if (!units.has(item.businessUnitId))
      errors.set(`items.${index}.businessUnitId`, `No business unit ${item.businessUnitId}.`);
    if (!variantId || !units.has(item.businessUnitId)) return [];
    const key = `${variantId}\u0000${item.businessUnitId}`;
    if (seen.has(key)) {
      errors.set(
        `items.${index}`,
        `${item.sku} ${item.unitOfMeasure} at ${item.businessUnitId} is listed twice.`,
      );
      return [];
    }
    seen.add(key);
    return [{ variantId, businessUnitId: item.businessUnitId, onHand: item.onHand }];
  });
  if (errors.size > 0) refuseRows(errors, 'row');
  const changed = await db.transaction((tx) => upsertOnHand(tx, rows));
  return { received: items.length, changed };
}

/**
 * `POST /integration/v1/prices` (ADR 021): prices per sku, unit and customer group, all or nothing; a null
 * price removes the price, so buyers of the group read 'Price Pending'.
 */
export async function applyPriceFeed(db: Db, body: PriceFeedBody): Promise<FeedResult> {
  const { prices } = body;
  const [variantIds, groups] = await Promise.all([
    findVariantIdsBySkuUnit(
      db,
      prices.map((row) => row.sku),
    ),
    findCustomerGroupIds(
      db,
      prices.map((row) => row.customerGroupId),
    ),
  ]);
  const errors = new Map<string, string>();
  const seen = new Set<string>();
  const set: { variantId: string; customerGroupId: string; price: string }[] = [];
  const removed: { variantId: string; customerGroupId: string }[] = [];
  prices.forEach((row, index) => {
    const variantId = variantIds.get(skuUnitKey(row.sku, row.unitOfMeasure));
    if (!variantId) errors.set(`prices.${index}.sku`, `No product ${row.sku} sold by ${row.unitOfMeasure}.`);
    if (!groups.has(row.customerGroupId))
      errors.set(`prices.${index}.customerGroupId`, `No customer group ${row.customerGroupId}.`);
    if (!variantId || !groups.has(row.customerGroupId)) return;
    const key = `${variantId}\u0000${row.customerGroupId}`;
    if (seen.has(key)) {
      errors.set(
        `prices.${index}`,
        `${row.sku} ${row.unitOfMeasure} for ${row.customerGroupId} is listed twice.`,
      );
      return;
    }
    seen.add(key);
    if (row.price === null) removed.push({ variantId, customerGroupId: row.customerGroupId });
    else set.push({ variantId, customerGroupId: row.customerGroupId, price: row.price.toFixed(2) });
  });
  if (errors.size > 0) refuseRows(errors, 'row');
  const changed = await db.transaction((tx) => writePrices(tx, set, removed));
  return { received: prices.length, changed };
}
