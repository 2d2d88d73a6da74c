import { Piscina } from 'piscina';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { RowErrors } from '../../plugins/feed-rows.ts';
import { checkNamedReferences } from './catalog-feed-rows.ts';
import type { CheckedProduct, FeedCheckAnswer, FeedCheckTask } from './catalog-feed-check.worker.ts';
import { findBusinessUnitBrands, findFeedStates, findVendorIds } from './catalog-feed.repository.ts';

export type { CheckedProduct } from './catalog-feed-check.worker.ts';

let pool: Piscina<FeedCheckTask, FeedCheckAnswer> | null = null;
let threadKept = false;

/**
 * The one worker thread that checks catalog calls (ADR 040), started on the first call and let go after a
 * minute without one: catalog calls are a nightly sync's, not every request's. One thread, so two calls at
 * once queue rather than take both cores; its heap is bounded like the request thread's (ADR 028). Kept from
 * the start instead where `keepCatalogCheckThread` asked for it (the sync instance, ADR 060).
 */
function checker(): Piscina<FeedCheckTask, FeedCheckAnswer> {
  pool ??= new Piscina<FeedCheckTask, FeedCheckAnswer>({
    filename: new URL('./catalog-feed-check.worker.ts', import.meta.url).href,
    minThreads: threadKept ? 1 : 0,
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
 * Starts the check thread now and keeps it while the process runs (CATALOG_CHECK_THREAD_KEPT, ADR 060): the
 * instance that takes the ERP's calls then spends no part of a sync's first call starting a thread and
 * loading its modules (about 0.6 s of a 10,000-product call on a 2-core machine). Returns how to let it go.
 */
export function keepCatalogCheckThread(): () => Promise<void> {
  threadKept = true;
  // A thread started on demand before this was asked finishes what it runs and goes; this one stays.
  const onDemand = pool;
  pool = null;
  void onDemand?.close();
  const kept = checker();
  return async () => {
    threadKept = false;
    if (pool === kept) pool = null;
    await kept.destroy();
  };
}

/** How many check threads are running now (0 or 1): the health of a kept thread, for tests and operators. */
export function catalogCheckThreads(): number {
  return pool?.threads.length ?? 0;
}

/** The products of a call ready to write, with their rows' texts (UTF-8 JSON; see `CheckedProduct`). */
export interface CheckedCall {
  products: CheckedProduct[];
  texts: Uint8Array;
}

/** Bytes that own their whole buffer can be moved to the worker; others (a view on a shared pool) are copied. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}

/**
 * Checks every row of a products call (JSON as sent, text or bytes) in the worker, then what only the
 * database knows (vendors, skus pointed at): the products ready to write, or every bad field of every row.
 * A call that is not a list of products at all, or not JSON, throws its 400 at once. Bytes are moved to the
 * worker, not copied (a request's 15 MB body): the caller must not read them afterwards.
 */
export async function checkProductCall(
  db: Db,
  json: string | Uint8Array,
): Promise<CheckedCall & { errors: RowErrors }> {
  const businessUnits = [...(await findBusinessUnitBrands(db))];
  const sent = typeof json === 'string' ? json : ownBuffer(json);
  const answer = await checker().run(
    { json: sent, businessUnits },
    { transferList: typeof sent === 'string' ? [] : [sent.buffer as ArrayBuffer] },
  );
  if (answer.kind === 'refused')
    throw new AppError('VALIDATION_FAILED', answer.message, answer.fields ?? undefined);
  const errors: RowErrors = new Map(answer.errors);
  const vendorIds = [...new Set(answer.named.vendors.map(([, id]) => id))];
  const skus = [...new Set(answer.named.skus.map(([, sku]) => sku))];
  const [vendors, known] = await Promise.all([findVendorIds(db, vendorIds), findFeedStates(db, skus)]);
  checkNamedReferences(answer.named, vendors, new Set(known.keys()), errors);
  return errors.size > 0
    ? { products: [], texts: new Uint8Array(), errors }
    : { products: answer.products, texts: answer.texts, errors };
}

/**
 * One statement's parameter: a JSON array of the products' rows (`rows`) or of their units (`units`), copied
 * as bytes from the call's texts and decoded once, so the request thread builds no string per product.
 */
export function jsonArrayOf(
  call: CheckedCall,
  products: readonly CheckedProduct[],
  part: 'rows' | 'units',
): string {
  const spans = products.map((product) =>
    part === 'rows' ? [product.rowAt, product.unitsAt] : [product.unitsAt, product.end],
  );
  const size = spans.reduce((sum, [from, to]) => sum + to! - from!, 1 + Math.max(1, spans.length));
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  out[at++] = 0x5b; // [
  spans.forEach(([from, to], index) => {
    if (index > 0) out[at++] = 0x2c; // ,
    out.set(call.texts.subarray(from, to), at);
    at += to! - from!;
  });
  out[at] = 0x5d; // ]
  return out.toString('utf8');
}
