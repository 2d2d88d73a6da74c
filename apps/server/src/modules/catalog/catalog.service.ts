import type { VariantSpecFields } from '@larder/contract';
import { shippingUnitOf } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { findOrderableVariants, readCatalogStamp, type OrderableVariantRow } from './catalog.repository.ts';

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
 * Each process keeps the orderable variants it read, per customer group and product, for as long as the
 * catalog's change stamp (ADR 010) stays what it was when they were read: any committed write to products,
 * variants, vendors, prices or inventory changes the stamp, so a request never sees older data than it
 * would have read. A 200-line cart then costs one stamp read instead of reading ~300 variants. One cache
 * per database handle, so test databases never mix; bounded, and safe to lose (DESIGN.md section 1).
 */
interface VariantCache {
  stamp: number;
  size: number;
  byGroup: Map<string, Map<string, readonly OrderableVariant[]>>;
}

const CACHE_LIMIT = 50_000;
const caches = new WeakMap<Db, VariantCache>();

function orderableOf(row: OrderableVariantRow): OrderableVariant {
  return {
    ...row,
    averageWeight: row.averageWeight === null ? null : Number(row.averageWeight),
    price: row.price === null ? null : Number(row.price),
    primaryStock: row.primaryStock ?? 0,
    secondaryStock: row.secondaryStock,
  };
}

function cacheFor(owner: Db, stamp: number | null): VariantCache | null {
  if (stamp === null) return null;
  const cache = caches.get(owner);
  if (cache?.stamp === stamp) return cache;
  const fresh: VariantCache = { stamp, size: 0, byGroup: new Map() };
  caches.set(owner, fresh);
  return fresh;
}

/** The catalog's current change stamp (ADR 010): read it alongside other reads, then pass it to `orderableVariantsOf`. */
export function catalogStampOf(db: Db): Promise<number | null> {
  return readCatalogStamp(db);
}

/**
 * Every variant of the given products, priced for a customer group, in sku then position order; products
 * that do not exist are absent. Inside a transaction pass the database handle it came from as
 * `cacheOwner`, so the cache is shared; pass `stamp` when the caller already read the catalog stamp.
 */
export async function orderableVariantsOf(
  db: Db,
  skus: readonly string[],
  customerGroupId: string,
  options: { cacheOwner?: Db; stamp?: number | null } = {},
): Promise<OrderableVariant[]> {
  if (skus.length === 0) return [];
  const wanted = [...new Set(skus)].sort();
  const stamp = options.stamp === undefined ? await readCatalogStamp(db) : options.stamp;
  const cache = cacheFor(options.cacheOwner ?? db, stamp);
  let known = cache?.byGroup.get(customerGroupId) ?? new Map<string, readonly OrderableVariant[]>();
  const missing = wanted.filter((sku) => !known.has(sku));
  if (missing.length > 0) {
    const read = new Map<string, OrderableVariant[]>(missing.map((sku) => [sku, []]));
    for (const row of await findOrderableVariants(db, missing, customerGroupId)) {
      read.get(row.productSku)?.push(orderableOf(row));
    }
    if (cache && cache.size + missing.length > CACHE_LIMIT) {
      // Full: start over with what this request holds.
      known = new Map(wanted.flatMap((sku) => (known.has(sku) ? [[sku, known.get(sku)!]] : [])));
      cache.byGroup.clear();
      cache.size = known.size;
    }
    for (const [sku, list] of read) known.set(sku, list);
    if (cache) {
      cache.byGroup.set(customerGroupId, known);
      cache.size += missing.length;
    }
  }
  return wanted.flatMap((sku) => known.get(sku) ?? []);
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
