// A worker thread (piscina, ADR 040): parses, checks and hashes one catalog call off the request thread, so
// the buyers' requests on the same process never wait behind a 15 MB body.
import { catalogProductSchema, catalogUpsertEnvelopeSchema } from '@larder/contract';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../../plugins/app-error.ts';
import { MAX_BODY_DEPTH, nestingExceeds } from '../../plugins/body-depth.ts';
import { envelopeRows, parseRows } from '../../plugins/feed-rows.ts';
import { checkProductRows, productWrite, type NamedReferences } from './catalog-feed-rows.ts';
import { pathNames } from './category-paths.ts';

/** How much less of a core this thread takes than the request thread when both want one (ADR 051). */
const BATCH_NICENESS = 10;

// A nightly sync's check is batch work: on Linux each thread has a scheduling priority of its own, so this
// thread lowers its own (no privilege needed to lower it), and when it and the request thread both want
// a core, the buyers' requests run first. Elsewhere, or without /proc, the thread keeps the process's.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').at(-1)), BATCH_NICENESS);
} catch {
  // not Linux: nothing to lower
}

/** One call to check: its body as sent (bytes or text) and the business units with their brands. */
export interface FeedCheckTask {
  json: string | Uint8Array;
  businessUnits: [id: string, brand: number][];
}

/**
 * A product ready to write: what the transaction decides by, and where its row and units are in the call's
 * texts (UTF-8 JSON): the product's row as `upsertProducts` takes it (its category named by the key of its
 * path) from `rowAt`, then its units' rows as `upsertVariants` takes them (comma-separated objects) from
 * `unitsAt` up to `end`.
 */
export interface CheckedProduct {
  sku: string;
  feedHash: string;
  categoryPath: string[];
  imageSourceUrl: string | null;
  rowAt: number;
  unitsAt: number;
  end: number;
}

/** What the worker answers: the call refused as a whole, or its rows checked. */
export type FeedCheckAnswer =
  | { kind: 'refused'; message: string; fields: Record<string, string> | null }
  | {
      kind: 'checked';
      errors: [field: string, message: string][];
      named: NamedReferences;
      products: CheckedProduct[];
      /** Every product's row and units, moved to the request thread rather than copied into its heap. */
      texts: Uint8Array;
    };

function refused(message: string, fields?: Record<string, string>): FeedCheckAnswer {
  return { kind: 'refused', message, fields: fields ?? null };
}

/** Checks one call: a refusal of its shape, every bad field of every row, or its products ready to write. */
function checkCatalogCall({ json, businessUnits }: FeedCheckTask): FeedCheckAnswer {
  let body: unknown;
  try {
    body = JSON.parse(typeof json === 'string' ? json : new TextDecoder().decode(json));
  } catch {
    return refused('The request body is not valid JSON.');
  }
  if (body !== null && typeof body === 'object' && nestingExceeds(body, MAX_BODY_DEPTH))
    return refused(`The request body nests more than ${MAX_BODY_DEPTH} levels deep.`);
  let sent: unknown[];
  try {
    sent = envelopeRows(catalogUpsertEnvelopeSchema, body, 'products');
  } catch (error) {
    if (error instanceof AppError) return refused(error.message, error.fields);
    throw error;
  }
  const errors = new Map<string, string>();
  const rows = parseRows('products', sent, catalogProductSchema, errors);
  const units = new Map(businessUnits);
  const named: NamedReferences = checkProductRows(rows, units, errors, sent);
  if (errors.size > 0)
    return { kind: 'checked', errors: [...errors], named, products: [], texts: new Uint8Array() };
  // The rows as the repository's statements take them, one JSON text per product and one for its units, all
  // in one buffer of bytes: the request thread copies the spans of the products that changed into each
  // statement, and its heap never holds 10,000 products' texts (a 15 MB call's worth of garbage).
  const texts: string[] = [];
  let at = 0;
  const place = (text: string) => {
    texts.push(text);
    at += Buffer.byteLength(text);
    return at;
  };
  const products = rows.map((row): CheckedProduct => {
    const { variants, categoryPath, feedHash, imageSourceUrl, ...product } = productWrite(row!, units);
    const rowAt = at;
    const unitsAt = place(
      JSON.stringify({ ...product, imageSourceUrl, feedHash, categoryKey: pathNames(categoryPath) }),
    );
    const end = place(
      variants.map((variant) => JSON.stringify({ ...variant, productSku: product.sku })).join(','),
    );
    return { sku: product.sku, feedHash, categoryPath, imageSourceUrl, rowAt, unitsAt, end };
  });
  const bytes = new TextEncoder().encode(texts.join(''));
  return { kind: 'checked', errors: [], named, products, texts: bytes };
}

/** Checks one call (the pool's task); the texts' buffer is handed to the request thread, not copied. */
export default function checkAndMove(task: FeedCheckTask): FeedCheckAnswer {
  const answer = checkCatalogCall(task);
  if (answer.kind === 'refused') return answer;
  // Piscina's protocol for a result that carries what to transfer: the two symbols its typings cannot name
  // (they are plain `symbol`s at run time), hence the casts; the pool answers with `answer` itself.
  const moved = { [Piscina.transferableSymbol]: [answer.texts.buffer], [Piscina.valueSymbol]: answer };
  return Piscina.move(moved as unknown as Parameters<typeof Piscina.move>[0]) as unknown as FeedCheckAnswer;
}
