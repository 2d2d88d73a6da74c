// A worker thread (piscina, ADR 040): parses, checks and hashes one catalog call off the request thread, so
// the buyers' requests on the same process never wait behind a 15 MB body.
import { catalogProductSchema, catalogUpsertEnvelopeSchema } from '@larder/contract';
import { AppError } from '../../plugins/app-error.ts';
import { MAX_BODY_DEPTH, nestingExceeds } from '../../plugins/body-depth.ts';
import { envelopeRows, parseRows } from '../../plugins/feed-rows.ts';
import { checkProductRows, productWrite, type NamedReferences } from './catalog-feed-rows.ts';
import { pathNames } from './category-paths.ts';

/** One call to check: its body as sent (bytes or text) and the business units with their brands. */
export interface FeedCheckTask {
  json: string | Uint8Array;
  businessUnits: [id: string, brand: number][];
}

/** A product ready to write: what the transaction decides by, and its row and units as JSON texts. */
export interface CheckedProduct {
  sku: string;
  feedHash: string;
  categoryPath: string[];
  imageSourceUrl: string | null;
  /** The product's row as `upsertProducts` takes it (its category named by the key of its path). */
  row: string;
  /** Its units' rows as `upsertVariants` takes them, comma-separated JSON objects. */
  units: string;
}

/** What the worker answers: the call refused as a whole, or its rows checked. */
export type FeedCheckAnswer =
  | { kind: 'refused'; message: string; fields: Record<string, string> | null }
  | {
      kind: 'checked';
      errors: [field: string, message: string][];
      named: NamedReferences;
      products: CheckedProduct[];
    };

function refused(message: string, fields?: Record<string, string>): FeedCheckAnswer {
  return { kind: 'refused', message, fields: fields ?? null };
}

/** Checks one call: a refusal of its shape, every bad field of every row, or its products ready to write. */
export default function checkCatalogCall({ json, businessUnits }: FeedCheckTask): FeedCheckAnswer {
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
  if (errors.size > 0) return { kind: 'checked', errors: [...errors], named, products: [] };
  const products = rows.map((row) => {
    const { variants, categoryPath, feedHash, imageSourceUrl, ...product } = productWrite(row!, units);
    // The rows as the repository's statements take them: one JSON text per product and its units, joined
    // on the request thread for the products that changed (a string copy, not a walk of 10,000 objects).
    return {
      sku: product.sku,
      feedHash,
      categoryPath,
      imageSourceUrl,
      row: JSON.stringify({ ...product, imageSourceUrl, feedHash, categoryKey: pathNames(categoryPath) }),
      units: variants.map((variant) => JSON.stringify({ ...variant, productSku: product.sku })).join(','),
    };
  });
  return { kind: 'checked', errors: [], named, products };
}
