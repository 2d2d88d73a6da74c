import { Piscina } from 'piscina';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { RowErrors } from '../../plugins/feed-rows.ts';
import { checkNamedReferences } from './catalog-feed-rows.ts';
import type { CheckedProduct, FeedCheckAnswer, FeedCheckTask } from './catalog-feed-check.worker.ts';
import { findBusinessUnitBrands, findFeedStates, findVendorIds } from './catalog-feed.repository.ts';

export type { CheckedProduct } from './catalog-feed-check.worker.ts';

let pool: Piscina<FeedCheckTask, FeedCheckAnswer> | null = null;

/**
 * The one worker thread that checks catalog calls (ADR 040), started on the first call and let go after a
 * minute without one: catalog calls are a nightly sync's, not every request's. One thread, so two calls at
 * once queue rather than take both cores; its heap is bounded like the request thread's (ADR 028).
 */
function checker(): Piscina<FeedCheckTask, FeedCheckAnswer> {
  pool ??= new Piscina<FeedCheckTask, FeedCheckAnswer>({
    filename: new URL('./catalog-feed-check.worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    // Node strips the worker's types itself; the request thread's flags (a preload that restarts the
    // process) are not the worker's.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return pool;
}

/**
 * Checks every row of a products call (JSON as sent, text or bytes) in the worker, then what only the
 * database knows (vendors, skus pointed at): the products ready to write, or every bad field of every row.
 * A call that is not a list of products at all, or not JSON, throws its 400 at once.
 */
export async function checkProductCall(
  db: Db,
  json: string | Uint8Array,
): Promise<{ products: CheckedProduct[]; errors: RowErrors }> {
  const businessUnits = [...(await findBusinessUnitBrands(db))];
  const answer = await checker().run({ json, businessUnits });
  if (answer.kind === 'refused')
    throw new AppError('VALIDATION_FAILED', answer.message, answer.fields ?? undefined);
  const errors: RowErrors = new Map(answer.errors);
  const vendorIds = [...new Set(answer.named.vendors.map(([, id]) => id))];
  const skus = [...new Set(answer.named.skus.map(([, sku]) => sku))];
  const [vendors, known] = await Promise.all([findVendorIds(db, vendorIds), findFeedStates(db, skus)]);
  checkNamedReferences(answer.named, vendors, new Set(known.keys()), errors);
  return errors.size > 0 ? { products: [], errors } : { products: answer.products, errors };
}
