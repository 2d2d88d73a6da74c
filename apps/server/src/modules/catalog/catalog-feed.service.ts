import {
  catalogProductSchema,
  catalogUpsertEnvelopeSchema,
  type CatalogUpsertResult,
  type DiscontinueBody,
  type DiscontinueResult,
  type VendorUpsertBody,
  type VendorUpsertResult,
} from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { envelopeRows, nextTurn, parseFeedRows, refuseRows, ROWS_PER_TURN } from '../../plugins/feed-rows.ts';
import {
  checkProductRows,
  productWrite,
  referencedSkus,
  type ProductWrite,
  type RowErrors,
} from './catalog-feed-rows.ts';
import {
  findBusinessUnitBrands,
  findFeedStates,
  findVendorIds,
  insertCategories,
  listCategoryNodes,
  lockCatalogWrites,
  markDiscontinued,
  upsertProducts,
  upsertVariants,
  upsertVendors,
  withSearchRowsOf,
} from './catalog-feed.repository.ts';
import { pathKey, resolveCategoryPaths } from './category-paths.ts';
import { enqueueImagePulls } from './product-image.service.ts';
import { findVariantIdsBySkuUnit, skuUnitKey } from './erp-feeds.repository.ts';

/** The picture a product without one of its own shows. */
export const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function upsertMessage(result: Omit<CatalogUpsertResult, 'message'>): string {
  if (result.changed === 0) return 'Nothing changed: every product is already as sent.';
  const parts = [
    result.created > 0 ? `${plural(result.created, 'product')} created` : null,
    result.updated > 0 ? `${result.updated} updated` : null,
    result.restored > 0 ? `${result.restored} back from discontinued` : null,
    result.unchanged > 0 ? `${result.unchanged} unchanged` : null,
    result.categoriesCreated > 0 ? `${plural(result.categoriesCreated, 'new category')}` : null,
  ];
  return `${parts.filter(Boolean).join(', ')}.`;
}

/**
 * Checks every row of a call: the writes of a call without errors, or every bad field of every row (a call
 * that is not a list of products at all throws its 400 at once).
 */
export async function checkProductCall(
  db: Db,
  body: unknown,
): Promise<{ writes: ProductWrite[]; errors: RowErrors }> {
  const products = envelopeRows(catalogUpsertEnvelopeSchema, body, 'products');
  const errors: RowErrors = new Map();
  const rows = await parseFeedRows('products', products, catalogProductSchema, errors);
  const vendorIds = products.flatMap((row) => {
    const variants = (row as { variants?: unknown } | null)?.variants;
    return Array.isArray(variants)
      ? variants.map((v: unknown) => (v as { metadata?: { vendorId?: unknown } } | null)?.metadata?.vendorId)
      : [];
  });
  const [businessUnits, vendors, known] = await Promise.all([
    findBusinessUnitBrands(db),
    findVendorIds(
      db,
      vendorIds.filter((id): id is string => typeof id === 'string' && id !== ''),
    ),
    findFeedStates(db, referencedSkus(rows)),
  ]);
  const references = { businessUnits, vendors, knownSkus: new Set(known.keys()) };
  checkProductRows(rows, references, errors, products);
  if (errors.size > 0) return { writes: [], errors };
  const writes: ProductWrite[] = [];
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    writes.push(productWrite(row!, businessUnits));
  }
  return { writes, errors };
}

/** What writing each product would do: create it, change it, or nothing (the same as the feed last sent). */
export async function productOutcomes(
  db: Db,
  writes: readonly ProductWrite[],
): Promise<('new' | 'changed' | 'unchanged')[]> {
  const states = await findFeedStates(
    db,
    writes.map((write) => write.sku),
  );
  return writes.map((write) => {
    const state = states.get(write.sku);
    if (!state) return 'new';
    return state.discontinued || state.feedHash !== write.feedHash ? 'changed' : 'unchanged';
  });
}

/** Checks every row of a call and turns the good ones into writes; throws the 400 naming all bad rows. */
async function checkedWrites(db: Db, body: unknown): Promise<ProductWrite[]> {
  const { writes, errors } = await checkProductCall(db, body);
  if (errors.size > 0) refuseRows(errors, 'product');
  return writes;
}

/**
 * `POST /integration/v1/products` (ADR 039): up to 10,000 products with their units, upserted by sku, all
 * or nothing. Categories named are created as needed. A product exactly as the feed last sent it is not
 * written, so a repeated call changes nothing and says so; a discontinued product sent again comes back.
 * Search rows are rebuilt in the same transaction, and the catalog stamp moves at its commit, so every
 * instance shows the change at once.
 */
export async function upsertCatalogProducts(db: Db, body: unknown): Promise<CatalogUpsertResult> {
  const writes = await checkedWrites(db, body);
  const counts = await db.transaction(async (tx) => {
    await lockCatalogWrites(tx);
    const states = await findFeedStates(
      tx,
      writes.map((write) => write.sku),
    );
    const changed = writes.filter((write) => {
      const state = states.get(write.sku);
      return !state || state.discontinued || state.feedHash !== write.feedHash;
    });
    const created = changed.filter((write) => !states.has(write.sku)).length;
    const restored = changed.filter((write) => states.get(write.sku)?.discontinued === true).length;
    if (changed.length === 0) return { created, restored, updated: 0, categoriesCreated: 0 };
    const { idOf, created: newCategories } = resolveCategoryPaths(
      await listCategoryNodes(tx),
      changed.map((write) => write.categoryPath),
    );
    await insertCategories(tx, newCategories);
    const variantIds = await findVariantIdsBySkuUnit(
      tx,
      changed.map((write) => write.sku),
    );
    await withSearchRowsOf(tx, async () => {
      await upsertProducts(
        tx,
        changed.map(({ variants: _variants, categoryPath, feedHash, ...product }) => ({
          ...product,
          categoryId: idOf.get(pathKey(categoryPath))!,
          imageUrl: product.imageSourceUrl?.startsWith('/') ? product.imageSourceUrl : PLACEHOLDER_IMAGE,
          feedHash,
        })),
      );
      await upsertVariants(
        tx,
        changed.flatMap((write) =>
          write.variants.map((variant) => ({
            ...variant,
            id:
              variantIds.get(skuUnitKey(write.sku, variant.unitOfMeasure)) ??
              `${write.sku}-${variant.unitOfMeasure}`,
            productSku: write.sku,
          })),
        ),
      );
      return { result: undefined, skus: changed.map((write) => write.sku) };
    });
    // A remote picture the feed names anew is pulled after the commit, through the outbound guard.
    await enqueueImagePulls(
      tx,
      changed.flatMap((write) =>
        write.imageSourceUrl &&
        /^https?:\/\//i.test(write.imageSourceUrl) &&
        states.get(write.sku)?.imageSourceUrl !== write.imageSourceUrl
          ? [{ sku: write.sku, url: write.imageSourceUrl }]
          : [],
      ),
    );
    return {
      created,
      restored,
      updated: changed.length - created - restored,
      categoriesCreated: newCategories.length,
    };
  });
  const changed = counts.created + counts.updated + counts.restored;
  const result = { received: writes.length, ...counts, unchanged: writes.length - changed, changed };
  return { ...result, message: upsertMessage(result) };
}

/**
 * `POST /integration/v1/products/discontinue` (ADR 039): the products leave search, category pages and new
 * carts at once; guides keep them, marked, with their substitutes offered; open carts warn and leave them
 * out of the order; placed orders are untouched. An unknown sku refuses the whole call.
 */
export async function discontinueProducts(db: Db, body: DiscontinueBody): Promise<DiscontinueResult> {
  const known = await findFeedStates(db, body.skus);
  const errors: RowErrors = new Map();
  body.skus.forEach((sku, index) => {
    if (!known.has(sku)) errors.set(`skus.${index}`, `No product ${sku}.`);
  });
  if (errors.size > 0) refuseRows(errors, 'sku');
  const marked = await db.transaction(async (tx) => {
    await lockCatalogWrites(tx);
    return markDiscontinued(tx, body.skus);
  });
  return {
    received: body.skus.length,
    changed: marked.length,
    message:
      marked.length === 0
        ? 'Nothing changed: every product was discontinued already.'
        : `${plural(marked.length, 'product')} discontinued.`,
  };
}

/** `POST /integration/v1/vendors` (ADR 039): vendors upserted by id, all or nothing; a repeat changes nothing. */
export async function upsertCatalogVendors(db: Db, body: VendorUpsertBody): Promise<VendorUpsertResult> {
  const errors: RowErrors = new Map();
  const firstRowOf = new Map<string, number>();
  body.vendors.forEach((vendor, index) => {
    const first = firstRowOf.get(vendor.id);
    if (first !== undefined)
      errors.set(`vendors.${index}.id`, `Vendor ${vendor.id} is listed twice (rows ${first} and ${index}).`);
    else firstRowOf.set(vendor.id, index);
  });
  if (errors.size > 0) refuseRows(errors, 'vendor');
  const written = await db.transaction(async (tx) => {
    await lockCatalogWrites(tx);
    return upsertVendors(
      tx,
      body.vendors.map((vendor) => ({
        id: vendor.id,
        name: vendor.name,
        isDropShip: vendor.isDropShip,
        dropShipRestrictedStates: [...new Set(vendor.dropShipRestrictedStates ?? [])].sort(),
        cutOffTime: vendor.cutOffTime ?? null,
      })),
    );
  });
  const created = written.filter((row) => row.inserted).length;
  const updated = written.length - created;
  const parts = [
    created > 0 ? `${plural(created, 'vendor')} created` : null,
    updated > 0 ? `${plural(updated, 'vendor')} updated` : null,
  ].filter(Boolean);
  return {
    received: body.vendors.length,
    created,
    updated,
    unchanged: body.vendors.length - written.length,
    changed: written.length,
    message:
      written.length === 0 ? 'Nothing changed: every vendor is already as sent.' : `${parts.join(', ')}.`,
  };
}
