import {
  inventoryFeedBodySchema,
  priceFeedBodySchema,
  type CatalogImportResult,
  type InventoryFeedBody,
  type PriceFeedBody,
} from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ImportRow } from './catalog-import-file.ts';
import { asNumber, importErrorRows } from '../../plugins/spreadsheet-import.ts';
import { resultOf, type ImportResultRow } from './catalog-import-result.ts';
import { findOnHandOf, findPricesOf, findVariantIdsBySkuUnit, skuUnitKey } from './erp-feeds.repository.ts';
import { applyInventoryFeed, applyPriceFeed } from './erp-feeds.service.ts';

/** Thrown to roll a dry run back once the feed has checked every row. */
class DryRun extends Error {}

type Status = ImportResultRow['status'];

const money = (value: string | null | undefined) =>
  value === null || value === undefined ? 'no price' : `$${Number(value).toFixed(2)}`;

/** What each price row does to the price its unit has for its group now: new, changed or unchanged. */
async function priceRows(db: Db, body: PriceFeedBody, rows: readonly ImportRow[]) {
  const ids = await findVariantIdsBySkuUnit(
    db,
    body.prices.map((row) => row.sku),
  );
  const pairs = body.prices.map((row) => ({
    variantId: ids.get(skuUnitKey(row.sku, row.unitOfMeasure)) ?? '',
    customerGroupId: row.customerGroupId,
  }));
  const now = await findPricesOf(db, pairs);
  return body.prices.map((row, index): ImportResultRow => {
    const before = now.get(`${pairs[index]!.variantId}\u0000${row.customerGroupId}`);
    const after = row.price === null ? undefined : row.price.toFixed(2);
    const status: Status = before === after ? 'unchanged' : before === undefined ? 'new' : 'changed';
    const change = status === 'unchanged' ? money(after) : `${money(before)} → ${money(after)}`;
    return {
      row: rows[index]!.row,
      sku: row.sku,
      status,
      detail: `${row.unitOfMeasure} for ${row.customerGroupId}: ${change}`,
      errors: [],
    };
  });
}

/** What each stock row does to the on-hand figure its unit has at its business unit now. */
async function stockRows(db: Db, body: InventoryFeedBody, rows: readonly ImportRow[]) {
  const ids = await findVariantIdsBySkuUnit(
    db,
    body.items.map((item) => item.sku),
  );
  const pairs = body.items.map((item) => ({
    variantId: ids.get(skuUnitKey(item.sku, item.unitOfMeasure)) ?? '',
    businessUnitId: item.businessUnitId,
  }));
  const now = await findOnHandOf(db, pairs);
  return body.items.map((item, index): ImportResultRow => {
    const key = `${pairs[index]!.variantId}\u0000${item.businessUnitId}`;
    const before = now.get(key);
    const status: Status = !now.has(key) ? 'new' : before === item.onHand ? 'unchanged' : 'changed';
    const change = status === 'unchanged' ? `${item.onHand}` : `${before ?? 'none'} → ${item.onHand}`;
    return {
      row: rows[index]!.row,
      sku: item.sku,
      status,
      detail: `${item.unitOfMeasure} at ${item.businessUnitId}: ${change} on hand`,
      errors: [],
    };
  });
}

/**
 * A prices or stock file (issue 29): every row checked by the feed's own rules (a dry run runs the feed in
 * a transaction that is rolled back), every bad row named, and each good row's outcome against what the
 * catalog holds now (new, changed or unchanged, and from what to what); with apply, the feed writes it.
 */
export async function importFeed(
  db: Db,
  kind: 'prices' | 'stock',
  rows: readonly ImportRow[],
  apply: boolean,
): Promise<CatalogImportResult> {
  const list = kind === 'prices' ? 'prices' : 'items';
  const entries = rows.map(({ cells }) =>
    kind === 'prices'
      ? {
          sku: cells.sku,
          unitOfMeasure: cells.unitOfMeasure,
          customerGroupId: cells.customerGroupId,
          price: cells.price === undefined ? null : asNumber(cells.price.replace(/^\$/, '')),
        }
      : {
          sku: cells.sku,
          unitOfMeasure: cells.unitOfMeasure,
          businessUnitId: cells.businessUnitId,
          onHand: asNumber(cells.onHand),
        },
  );
  const placeOfKey = (key: string) => {
    const [, index, column] = key.split('.');
    return { row: rows[Number(index)] ?? rows[0]!, column: column ?? 'sku' };
  };
  const failed = (errors: Map<string, string>) => {
    const bad = importErrorRows(errors, placeOfKey, 'sku');
    return resultOf(kind, false, bad, { new: 0, changed: 0, unchanged: 0, errors: bad.length });
  };
  const parsed = (kind === 'prices' ? priceFeedBodySchema : inventoryFeedBodySchema).safeParse({
    [list]: entries,
  });
  if (!parsed.success) {
    return failed(new Map(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
  }
  const run = (handle: Db) =>
    kind === 'prices'
      ? applyPriceFeed(handle, parsed.data as PriceFeedBody)
      : applyInventoryFeed(handle, parsed.data as InventoryFeedBody);
  // Read before the write, so an applied file says what it changed from.
  const outcomes = async () =>
    kind === 'prices'
      ? priceRows(db, parsed.data as PriceFeedBody, rows)
      : stockRows(db, parsed.data as InventoryFeedBody, rows);
  let listed: ImportResultRow[];
  try {
    if (apply) {
      listed = await outcomes();
      await run(db);
    } else {
      await db
        .transaction(async (tx) => {
          await run(tx);
          throw new DryRun('dry run');
        })
        .catch((error: unknown) => {
          if (!(error instanceof DryRun)) throw error;
        });
      listed = await outcomes();
    }
  } catch (error) {
    if (error instanceof AppError && error.fields) return failed(new Map(Object.entries(error.fields)));
    throw error;
  }
  const count = (status: Status) => listed.filter((row) => row.status === status).length;
  return resultOf(kind, apply, listed, {
    new: count('new'),
    changed: count('changed'),
    unchanged: count('unchanged'),
    errors: 0,
  });
}
