import type { VariantSpecFields } from '@larder/contract';
import { shippingUnitOf } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import {
  findOrderableVariants,
  findPricesAndStock,
  readCatalogStamps,
  type CatalogStamps,
  type OrderableVariantRow,
  type PriceAndStockRow,
} from './catalog.repository.ts';

/** A sellable unit as ordering sees it: rules, metadata, price (null = Price Pending) and stock. Shared by every request that reads it: never mutate one. */
export interface OrderableVariant extends Omit<
  OrderableVariantRow,
  'averageWeight' | 'price' | 'primaryStock' | 'secondaryStock'
> {
  averageWeight: number | null;
  price: number | null;
  primaryStock: number;
  secondaryStock: number | null;
}

/**
 * Each process keeps the orderable variants it read, per customer group and product (ADR 010). What a
 * variant is (rules, product, vendor) is kept while the catalog's content stamp stands; its price and stock
 * were read under a catalog stamp, and when that moved (every submit and every stock or price feed moves
 * it) only prices and stock are read again, and a variant whose price and stock are unchanged stays the same
 * object, so the cart's kept line views computed from it stay valid. A request never sees older data than
 * it would have read. A 200-line cart then costs one stamp read instead of reading ~300 variants. One cache
 * per database handle, so test databases never mix; bounded, and safe to lose (DESIGN.md section 1).
 */
interface VariantCache {
  contentStamp: number;
  size: number;
  byGroup: Map<string, Map<string, KeptProduct>>;
}

/** A product's variants and the catalog stamp their prices and stock were read under. */
interface KeptProduct {
  stamp: number;
  variants: readonly OrderableVariant[];
}

const CACHE_LIMIT = 50_000;
const caches = new WeakMap<Db, VariantCache>();

function priceAndStockOf(row: Pick<OrderableVariantRow, 'price' | 'primaryStock' | 'secondaryStock'>) {
  return {
    price: row.price === null ? null : Number(row.price),
    primaryStock: row.primaryStock ?? 0,
    secondaryStock: row.secondaryStock,
  };
}

function orderableOf(row: OrderableVariantRow): OrderableVariant {
  return {
    ...row,
    averageWeight: row.averageWeight === null ? null : Number(row.averageWeight),
    ...priceAndStockOf(row),
  };
}

/**
 * A product's kept variants with the prices and stock read now: the same objects where nothing changed
 * (the same list when no variant did), null when the variants are not the ones kept.
 */
function withPricesAndStock(
  kept: readonly OrderableVariant[],
  rows: readonly PriceAndStockRow[],
): readonly OrderableVariant[] | null {
  if (rows.length !== kept.length) return null;
  let changed = false;
  const refreshed: OrderableVariant[] = [];
  for (const [index, variant] of kept.entries()) {
    const row = rows[index]!;
    if (row.id !== variant.id) return null;
    const now = priceAndStockOf(row);
    if (
      now.price === variant.price &&
      now.primaryStock === variant.primaryStock &&
      now.secondaryStock === variant.secondaryStock
    ) {
      refreshed.push(variant);
    } else {
      changed = true;
      refreshed.push({ ...variant, ...now });
    }
  }
  return changed ? refreshed : kept;
}

function cacheFor(owner: Db, stamps: CatalogStamps): VariantCache | null {
  if (stamps.stamp === null || stamps.contentStamp === null) return null;
  const cache = caches.get(owner);
  if (cache?.contentStamp === stamps.contentStamp) return cache;
  const fresh: VariantCache = { contentStamp: stamps.contentStamp, size: 0, byGroup: new Map() };
  caches.set(owner, fresh);
  return fresh;
}

/** The catalog's change stamps (ADR 010): read them alongside other reads, then pass them to `orderableVariantsOf`. */
export function catalogStampsOf(db: Db): Promise<CatalogStamps> {
  return readCatalogStamps(db);
}

/** Reads the variants of `skus` whose kept prices and stock are older than `stamp`; what cannot be refreshed is left out. */
async function refreshPricesAndStock(
  db: Db,
  known: ReadonlyMap<string, KeptProduct>,
  skus: readonly string[],
  customerGroupId: string,
  stamp: number,
): Promise<Map<string, KeptProduct>> {
  const rowsOf = new Map<string, PriceAndStockRow[]>(skus.map((sku) => [sku, []]));
  for (const row of await findPricesAndStock(db, skus, customerGroupId))
    rowsOf.get(row.productSku)?.push(row);
  const refreshed = new Map<string, KeptProduct>();
  for (const sku of skus) {
    const variants = withPricesAndStock(known.get(sku)!.variants, rowsOf.get(sku)!);
    if (variants) refreshed.set(sku, { stamp, variants });
  }
  return refreshed;
}

/**
 * Every variant of the given products, priced for a customer group, in sku then position order; products
 * that do not exist are absent. Inside a transaction pass the database handle it came from as
 * `cacheOwner`, so the cache is shared; pass `stamps` when the caller already read them.
 */
export async function orderableVariantsOf(
  db: Db,
  skus: readonly string[],
  customerGroupId: string,
  options: { cacheOwner?: Db; stamps?: CatalogStamps } = {},
): Promise<OrderableVariant[]> {
  if (skus.length === 0) return [];
  const wanted = [...new Set(skus)].sort();
  const stamps = options.stamps ?? (await readCatalogStamps(db));
  const cache = cacheFor(options.cacheOwner ?? db, stamps);
  let known = cache?.byGroup.get(customerGroupId) ?? new Map<string, KeptProduct>();
  const stamp = stamps.stamp ?? 0;
  const stale = wanted.filter((sku) => known.has(sku) && known.get(sku)!.stamp !== stamp);
  const read =
    stale.length > 0
      ? await refreshPricesAndStock(db, known, stale, customerGroupId, stamp)
      : new Map<string, KeptProduct>();
  const missing = wanted.filter(
    (sku) => !read.has(sku) && (!known.has(sku) || known.get(sku)!.stamp !== stamp),
  );
  if (missing.length > 0) {
    const rows = new Map<string, OrderableVariant[]>(missing.map((sku) => [sku, []]));
    for (const row of await findOrderableVariants(db, missing, customerGroupId)) {
      rows.get(row.productSku)?.push(orderableOf(row));
    }
    for (const [sku, variants] of rows) read.set(sku, { stamp, variants });
  }
  if (read.size > 0) {
    if (cache && cache.size + missing.length > CACHE_LIMIT) {
      // Full: start over with what this request holds.
      known = new Map(wanted.flatMap((sku) => (known.has(sku) ? [[sku, known.get(sku)!]] : [])));
      cache.byGroup.clear();
      cache.size = known.size;
    }
    for (const [sku, product] of read) known.set(sku, product);
    if (cache) {
      cache.byGroup.set(customerGroupId, known);
      cache.size += missing.length;
    }
  }
  return wanted.flatMap((sku) => known.get(sku)?.variants ?? []);
}

/**
 * The spec section 3 fields of a variant: the business unit it is served from (the one with stock,
 * preferring the primary), whether that is its secondary unit, the business unit model (0 primary,
 * 1 secondary, 3 other: a drop-ship vendor ships it), reserve, cut instructions, restriction, tags and metadata.
 */
export function variantSpecFieldsOf(variant: OrderableVariant): VariantSpecFields {
  const businessUnit = shippingUnitOf(variant);
  const isSecondaryBusinessUnit =
    variant.secondaryBusinessUnitId !== null && businessUnit === variant.secondaryBusinessUnitId;
  const type = variant.vendorIsDropShip ? 3 : isSecondaryBusinessUnit ? 1 : 0;
  return {
    businessUnit,
    isSecondaryBusinessUnit,
    isReserve: variant.isReserve,
    cutInstructions1: variant.cutInstructions1,
    cutInstructions2: variant.cutInstructions2,
    isRestrictedProduct: variant.isRestrictedProduct,
    businessUnitModel: { type },
    metadata: {
      lineType: variant.lineType,
      unitOfMeasure: variant.unitOfMeasure,
      productClassificationCode: variant.productClassificationCode,
      bto: variant.bto,
      supermarket: variant.supermarket,
      chefItemFlag: variant.chefItemFlag,
      vendorId: variant.vendorId,
    },
    tag1: variant.tag1 ? { name: variant.tag1 } : null,
    tag2: variant.tag2 ? { name: variant.tag2 } : null,
  };
}
