import {
  type CatalogUpsertResult,
  type DiscontinueBody,
  type DiscontinueResult,
  type VendorUpsertBody,
  type VendorUpsertResult,
} from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { markDuplicateKeys, refuseRows, type RowErrors } from '../../plugins/feed-rows.ts';
import {
  checkProductCall,
  jsonArrayOf,
  type CheckedCall,
  type CheckedProduct,
} from './catalog-feed-check.ts';
import {
  findFeedStates,
  insertCategories,
  listCategoryNodes,
  lockCatalogWrites,
  markDiscontinued,
  upsertProducts,
  upsertVariants,
  upsertVendors,
  withSearchRowsOf,
} from './catalog-feed.repository.ts';
import { pathKey, pathNames, resolveCategoryPaths } from './category-paths.ts';
import { enqueueImagePulls } from './product-image.service.ts';

export { catalogCheckThreads, checkProductCall, keepCatalogCheckThread } from './catalog-feed-check.ts';

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

/** Products written per statement: about 1.5 MB of JSON, a few milliseconds of the event loop each. */
const WRITE_SLICE = 1_000;

function slicesOf<T>(items: readonly T[]): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += WRITE_SLICE)
    slices.push(items.slice(start, start + WRITE_SLICE));
  return slices;
}

/** What writing each product would do: create it, change it, or nothing (the same as the feed last sent). */
export async function productOutcomes(
  db: Db,
  writes: readonly CheckedProduct[],
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
async function checkedWrites(db: Db, json: string | Uint8Array): Promise<CheckedCall> {
  const { products, texts, errors } = await checkProductCall(db, json);
  if (errors.size > 0) refuseRows(errors, 'product');
  return { products, texts };
}

/** The categories the products are in, each once: the names of its path as they compare, and its id. */
function categoriesOf(products: readonly CheckedProduct[], idOf: ReadonlyMap<string, string>) {
  const categories = new Map<string, { key: string[]; id: string }>();
  for (const { categoryPath } of products) {
    const key = pathKey(categoryPath);
    if (!categories.has(key)) categories.set(key, { key: pathNames(categoryPath), id: idOf.get(key)! });
  }
  return [...categories.values()];
}

/**
 * `POST /integration/v1/products` (ADRs 039, 040, 051): up to 10,000 products with their units (the body as
 * sent, moved to a worker thread that parses and checks it), upserted by sku, all or nothing. Categories named are created as needed. A product exactly as the feed last sent it is not
 * written, so a repeated call changes nothing and says so; a discontinued product sent again comes back.
 * Search rows are rebuilt in the same transaction, and the catalog stamp moves at its commit, so every
 * instance shows the change at once.
 */
export async function upsertCatalogProducts(db: Db, json: string | Uint8Array): Promise<CatalogUpsertResult> {
  const call = await checkedWrites(db, json);
  const writes = call.products;
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
    await withSearchRowsOf(tx, async () => {
      // Slices of the one transaction: each statement's text is built and sent between two turns of the
      // event loop, so buyers' requests on this process wait for a slice, not for the whole call (ADR 040).
      for (const slice of slicesOf(changed)) {
        await upsertProducts(
          tx,
          jsonArrayOf(call, slice, 'rows'),
          categoriesOf(slice, idOf),
          PLACEHOLDER_IMAGE,
        );
      }
      for (const slice of slicesOf(changed)) await upsertVariants(tx, jsonArrayOf(call, slice, 'units'));
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
  markDuplicateKeys(
    'vendors',
    body.vendors,
    (vendor) => vendor.id,
    'id',
    (id, first, index) => `Vendor ${id} is listed twice (rows ${first} and ${index}).`,
    errors,
  );
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
