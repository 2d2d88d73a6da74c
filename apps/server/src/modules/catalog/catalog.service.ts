import type { Db } from '../../db/client.ts';
import {
  findVariantDetails,
  findVariantPricesAndStock,
  type VariantDetailRow,
} from './catalog.repository.ts';

/** A sellable unit as ordering sees it: rules, metadata, price (null = Price Pending) and stock. */
export interface OrderableVariant extends Omit<VariantDetailRow, 'averageWeight'> {
  averageWeight: number | null;
  price: number | null;
  primaryStock: number;
  secondaryStock: number | null;
}

type VariantDetail = Omit<OrderableVariant, 'price' | 'primaryStock' | 'secondaryStock'>;

/**
 * Variant details (names, rules, ERP metadata) change a few times a day and a 200-line cart needs ~400
 * of them per request, so each process keeps them for a minute (DESIGN.md section 1: TTL-bound, safe to
 * lose). Prices and stock are never cached. One cache per database handle, so test databases never mix.
 */
const DETAIL_TTL_MS = 60_000;
const DETAIL_CACHE_LIMIT = 50_000;
const detailCaches = new WeakMap<Db, Map<string, { at: number; detail: VariantDetail }>>();

async function variantDetails(
  db: Db,
  cacheOwner: Db,
  ids: readonly string[],
  now: number,
): Promise<Map<string, VariantDetail>> {
  let cache = detailCaches.get(cacheOwner);
  if (!cache) detailCaches.set(cacheOwner, (cache = new Map()));
  const found = new Map<string, VariantDetail>();
  const missing: string[] = [];
  for (const id of ids) {
    const cached = cache.get(id);
    if (cached && now - cached.at < DETAIL_TTL_MS) found.set(id, cached.detail);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  if (cache.size + missing.length > DETAIL_CACHE_LIMIT) cache.clear();
  for (const row of await findVariantDetails(db, missing)) {
    const detail = { ...row, averageWeight: row.averageWeight === null ? null : Number(row.averageWeight) };
    cache.set(row.id, { at: now, detail });
    found.set(row.id, detail);
  }
  return found;
}

/**
 * Every variant of the given products, priced for a customer group; products that do not exist are absent.
 * Inside a transaction pass the database handle it came from as `cacheOwner`, so the detail cache is shared.
 */
export async function orderableVariantsOf(
  db: Db,
  skus: readonly string[],
  customerGroupId: string,
  options: { cacheOwner?: Db; now?: number } = {},
): Promise<OrderableVariant[]> {
  if (skus.length === 0) return [];
  const live = await findVariantPricesAndStock(db, [...new Set(skus)], customerGroupId);
  const details = await variantDetails(
    db,
    options.cacheOwner ?? db,
    live.map((row) => row.id),
    options.now ?? Date.now(),
  );
  return live.flatMap((row) => {
    const detail = details.get(row.id);
    if (!detail) return []; // deleted between the two reads
    return [
      {
        ...detail,
        price: row.price === null ? null : Number(row.price),
        primaryStock: row.primaryStock ?? 0,
        secondaryStock: row.secondaryStock,
      },
    ];
  });
}
