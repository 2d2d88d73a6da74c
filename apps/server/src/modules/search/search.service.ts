import {
  type FacetSearchResult,
  type MultiQueryBody,
  type MultiQueryResponse,
  type SearchHit,
  type SearchResult,
} from '@larder/contract';
import { PRICE_PENDING, catchWeightPriceText, formatPrice } from '@larder/domain';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { SessionContext } from '../auth/session.repository.ts';
import { highlight } from './highlight.ts';
import { parseSearchRequest, type FacetValuesQuery, type SearchQuery } from './search-params.ts';
import { correctTerms, termsOf, tsqueryTextOf, type QueryTerm } from './search-terms.ts';
import {
  runSearch,
  searchFacetValues,
  type SearchPlan,
  type SearchRow,
  type SearchViewer,
} from './search.repository.ts';

export type { SearchViewer } from './search.repository.ts';

/** The viewer of a request: the session's current organization, or anonymous (no prices, no restricted items). */
export function searchViewerOf(session: SessionContext | null): SearchViewer {
  const organization = session?.organization?.row;
  return organization
    ? { customerGroupId: organization.customerGroupId, brand: organization.brand }
    : { customerGroupId: null, brand: null };
}

function priceTextOf(viewer: SearchViewer, price: number | null, catchWeight: string | null): string | null {
  if (viewer.customerGroupId === null) return null;
  if (price === null) return PRICE_PENDING;
  return catchWeight ? catchWeightPriceText(formatPrice(price), catchWeight) : formatPrice(price);
}

function toHit(row: SearchRow, viewer: SearchViewer, terms: QueryTerm[], query: SearchQuery): SearchHit {
  const variants = row.variants.map((variant): SearchHit['variants'][number] => {
    const raw = row.variantPrices[variant.id];
    const price = raw === undefined ? null : Number(raw);
    const catchWeight =
      variant.catchWeight === 'LB' || variant.catchWeight === 'KG' ? variant.catchWeight : null;
    return {
      code: variant.code,
      text: variant.text,
      weight: variant.weight,
      catchWeight,
      inStock: variant.inStock,
      isDefault: variant.isDefault,
      price: viewer.customerGroupId === null ? null : price,
      priceText: priceTextOf(viewer, price, variant.catchWeight),
    };
  });
  const price = row.price === null ? null : Number(row.price);
  const defaultVariant = row.variants.find((v) => v.isDefault) ?? row.variants[0];
  const mark = (value: string) => highlight(value, terms, query.highlightPreTag, query.highlightPostTag);
  return {
    objectID: row.sku,
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    brandCode: row.brandCode,
    category: row.category,
    subcategory: row.subcategory,
    subsubcategory: row.subsubcategory,
    description: row.description,
    imageUrl: row.imageUrl,
    url: row.url,
    packSize: row.packSize,
    unit: row.unit,
    tags: row.tags,
    inStock: row.inStock,
    price: viewer.customerGroupId === null ? null : price,
    priceText: priceTextOf(viewer, price, defaultVariant?.catchWeight ?? null),
    variants,
    _highlightResult: { name: mark(row.name), brand: mark(row.brand), sku: mark(row.sku) },
  };
}

async function planOf(db: Db, query: SearchQuery): Promise<{ plan: SearchPlan; terms: QueryTerm[] }> {
  const terms = await correctTerms(db, termsOf(query.query));
  return {
    terms,
    plan: {
      tsquery: terms.length === 0 ? null : tsqueryTextOf(terms),
      rawQuery: query.query.trim(),
      filters: query.filters,
      sort: query.sort,
      offset: query.page * query.hitsPerPage,
      limit: query.hitsPerPage,
      facets: query.facets,
      maxValuesPerFacet: query.maxValuesPerFacet,
      withPriceStats: query.statsFacets.includes('price'),
    },
  };
}

/** Runs one hits query and shapes Algolia's answer. */
export async function search(db: Db, query: SearchQuery, viewer: SearchViewer): Promise<SearchResult> {
  const started = performance.now();
  const { plan, terms } = await planOf(db, query);
  // An anonymous visitor sees no prices, so there are no price statistics to give either.
  plan.withPriceStats &&= viewer.customerGroupId !== null;
  const outcome = await runSearch(db, plan, viewer);
  const facets: SearchResult['facets'] = {};
  for (const [facet, counts] of Object.entries(outcome.facets)) facets[facet] = Object.fromEntries(counts);
  const queryID = query.clickAnalytics ? randomBytes(16).toString('hex') : undefined;
  return {
    hits: outcome.rows.map((row) => toHit(row, viewer, terms, query)),
    nbHits: outcome.total,
    page: query.page,
    nbPages: query.hitsPerPage === 0 ? 0 : Math.ceil(outcome.total / query.hitsPerPage),
    hitsPerPage: query.hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: { nbHits: true, facetsCount: true },
    facets,
    facets_stats: outcome.priceStats ? { price: outcome.priceStats } : {},
    query: query.query,
    params: query.paramsText,
    index: query.indexName,
    processingTimeMS: Math.round(performance.now() - started),
    ...(queryID ? { queryID } : {}),
  };
}

/** Runs one facet-values query (`type: 'facet'`). */
export async function searchForFacetValues(
  db: Db,
  query: FacetValuesQuery,
  viewer: SearchViewer,
): Promise<FacetSearchResult> {
  const started = performance.now();
  const { plan } = await planOf(db, query);
  const values = await searchFacetValues(db, plan, viewer, query.facet, query.facetQuery, query.maxFacetHits);
  const typed = termsOf(query.facetQuery).map((term) => ({ term, corrections: [] }));
  return {
    facetHits: values.map(([value, count]) => ({
      value,
      highlighted: highlight(value, typed, query.highlightPreTag, query.highlightPostTag).value,
      count,
    })),
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/** Answers Algolia's multi-query call: every request is checked first, so a bad one changes nothing and runs nothing. */
export async function multiQuery(
  db: Db,
  body: MultiQueryBody,
  viewer: SearchViewer,
): Promise<MultiQueryResponse> {
  const queries = body.requests.map(parseSearchRequest);
  const results = await Promise.all(
    queries.map((query) =>
      'facet' in query ? searchForFacetValues(db, query, viewer) : search(db, query, viewer),
    ),
  );
  return { results };
}
