import { BROWSE_MAX_HITS_PER_PAGE, type GetObjectsBody } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { attributeSelection, recordOf, type SearchRecord } from './search-attributes.ts';
import type { Filter } from './search-filters.ts';
import { parseIndexName, parseSearchParams, paramsOf } from './search-params.ts';
import { runSearch, type SearchViewer } from './search.repository.ts';
import { findProducts, toHit, variantFieldsOfRows } from './search.service.ts';

const NO_HIGHLIGHT = { highlightPreTag: '', highlightPostTag: '' };
// A cursor carries the params it was made for; it never needs more than the params' own limit.
const MAX_CURSOR_LENGTH = 30_000;

/** Products by sku as records, priced and hidden for the viewer as search does; missing ones are absent. */
async function recordsBySku(db: Db, skus: readonly string[], viewer: SearchViewer) {
  const filter: Filter = {
    kind: 'or',
    filters: skus.map((sku) => ({ kind: 'facet', attribute: 'sku', value: sku })),
  };
  const outcome = await runSearch(
    db,
    {
      tsquery: null,
      rawQuery: '',
      filters: [filter],
      sort: 'relevance',
      offset: 0,
      limit: skus.length,
      facets: [],
      maxValuesPerFacet: 1,
      withPriceStats: false,
    },
    viewer,
  );
  const fieldsById = await variantFieldsOfRows(db, outcome.rows, viewer);
  return new Map(outcome.rows.map((row) => [row.sku, toHit(row, viewer, [], NO_HIGHLIGHT, fieldsById)]));
}

/** Algolia's getObject: one product by objectID (its sku) as the viewer may see it, or a 404. */
export async function getObject(
  db: Db,
  indexName: string,
  objectID: string,
  attributesToRetrieve: string | undefined,
  viewer: SearchViewer,
): Promise<SearchRecord> {
  parseIndexName(indexName);
  const hit = (await recordsBySku(db, [objectID], viewer)).get(objectID);
  if (!hit) throw new AppError('NOT_FOUND', 'ObjectID does not exist');
  const names = attributesToRetrieve?.split(',').map((name) => name.trim());
  return recordOf(hit, attributeSelection(names));
}

/** Algolia's getObjects: records in the order asked, null for any that does not exist or is not visible. */
export async function getObjects(
  db: Db,
  body: GetObjectsBody,
  viewer: SearchViewer,
): Promise<{ results: (SearchRecord | null)[] }> {
  for (const request of body.requests) parseIndexName(request.indexName);
  const hits = await recordsBySku(db, [...new Set(body.requests.map((r) => r.objectID))], viewer);
  return {
    results: body.requests.map((request) => {
      const hit = hits.get(request.objectID);
      return hit ? recordOf(hit, attributeSelection(request.attributesToRetrieve)) : null;
    }),
  };
}

interface Cursor {
  params: string;
  offset: number;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  const bad = new AppError('BAD_REQUEST', 'cursor: the cursor is not valid.', { cursor: 'Not valid.' });
  if (text.length > MAX_CURSOR_LENGTH || !/^[\w-]+$/.test(text)) throw bad;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (typeof value.params !== 'string' || !Number.isInteger(value.offset) || value.offset! < 0) throw bad;
    return { params: value.params, offset: value.offset! };
  } catch {
    throw bad;
  }
}

/**
 * Algolia's browse: every matching record, a page at a time (up to 1,000), without highlighting; the
 * answer's `cursor` fetches the next page with the same params, and is absent on the last one.
 */
export async function browse(
  db: Db,
  indexName: string,
  body: Record<string, unknown>,
  viewer: SearchViewer,
): Promise<Record<string, unknown>> {
  const started = performance.now();
  const { cursor, params, ...flattened } = body;
  if (cursor !== undefined && typeof cursor !== 'string') {
    throw new AppError('BAD_REQUEST', 'cursor: the cursor is not valid.', { cursor: 'Not valid.' });
  }
  const resumed = cursor ? decodeCursor(cursor) : null;
  const source = resumed ? paramsOf(resumed.params, {}) : paramsOf(params, flattened);
  const withPage = { hitsPerPage: BROWSE_MAX_HITS_PER_PAGE, ...source.params };
  const query = parseSearchParams({ indexName, params: withPage, text: source.text });
  const offset = resumed?.offset ?? query.page * query.hitsPerPage;
  const { outcome } = await findProducts(
    db,
    { ...query, facets: [], statsFacets: [], window: { offset, length: query.hitsPerPage } },
    viewer,
  );
  const fieldsById = await variantFieldsOfRows(db, outcome.rows, viewer);
  const next = offset + outcome.rows.length;
  return {
    hits: outcome.rows.map((row) =>
      recordOf(toHit(row, viewer, [], NO_HIGHLIGHT, fieldsById), query.attributesToRetrieve),
    ),
    nbHits: outcome.total,
    page: query.hitsPerPage === 0 ? 0 : Math.floor(offset / query.hitsPerPage),
    nbPages: query.hitsPerPage === 0 ? 0 : Math.ceil(outcome.total / query.hitsPerPage),
    hitsPerPage: query.hitsPerPage,
    exhaustiveNbHits: true,
    query: query.query,
    params: source.text,
    index: indexName,
    processingTimeMS: Math.round(performance.now() - started),
    ...(next < outcome.total && outcome.rows.length > 0
      ? { cursor: encodeCursor({ params: source.text, offset: next }) }
      : {}),
  };
}
