// A worker thread (piscina, ADR 040): parses, checks and hashes one catalog call off the request thread, so
// the buyers' requests on the same process never wait behind a 15 MB body.
import { catalogUpsertEnvelopeSchema } from '@larder/contract';
import { MAX_BODY_DEPTH, nestingExceeds } from '../../plugins/body-depth.ts';
import {
  checkProductRows,
  parseProductRows,
  productWrite,
  type NamedReferences,
} from './catalog-feed-rows.ts';
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
  const envelope = catalogUpsertEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    const fields = Object.fromEntries(
      envelope.error.issues.map((issue) => [issue.path.join('.') || 'products', issue.message]),
    );
    return refused(Object.values(fields)[0] ?? 'The request is not valid.', fields);
  }
  const errors = new Map<string, string>();
  const rows = parseProductRows(envelope.data.products, errors);
  const units = new Map(businessUnits);
  const named: NamedReferences = checkProductRows(rows, units, errors, envelope.data.products);
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
