import {
  type FacetSearchResult,
  type MultiQueryBody,
  type SearchHit,
  type SearchResult,
  type VariantSpecFields,
  type searchWireResultSchema,
} from '@larder/contract';
import { PRICE_PENDING, catchWeightPriceText, formatPrice } from '@larder/domain';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { orderableVariantsOf, variantSpecFieldsOf } from '../catalog/catalog.service.ts';
import type { SessionContext } from '../auth/session.repository.ts';
import type { z } from 'zod';
import { highlight } from './highlight.ts';
import { rankingInfoOf } from './ranking-info.ts';
import { pickResponseFields, shapeHit } from './search-attributes.ts';
import { facetOrder, renderingContentOf } from './search-facet-order.service.ts';
import { parseSearchRequest, type FacetValuesQuery, type SearchQuery } from './search-params.ts';
import { wordsOf } from './search-normalize.ts';
import { activeSynonyms } from './search-synonyms.service.ts';
import {
  correctedQueryOf,
  resolveQuery,
  tsqueryTextOf,
  type QueryTerm,
  type TermTree,
} from './search-terms.ts';
import { catalogVocabulary } from './search-vocabulary.ts';
import {
  matchCounts,
  runSearch,
  searchFacetValues,
  type SearchOutcome,
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

/** The spec section 3 fields of every variant of a page of rows, by variant id (one cached catalog read). */
export async function variantFieldsOfRows(
  db: Db,
  rows: readonly SearchRow[],
  viewer: SearchViewer,
): Promise<Map<string, VariantSpecFields>> {
  const units = await orderableVariantsOf(
    db,
    rows.map((row) => row.sku),
    viewer.customerGroupId ?? '',
  );
  return new Map(units.map((unit) => [unit.id, variantSpecFieldsOf(unit)]));
}

/** A page row as Algolia's hit, priced for the viewer, its name, brand and sku highlighted. */
export function toHit(
  row: SearchRow,
  viewer: SearchViewer,
  terms: QueryTerm[],
  query: Pick<SearchQuery, 'highlightPreTag' | 'highlightPostTag'>,
  fieldsById: ReadonlyMap<string, VariantSpecFields>,
): SearchHit {
  // A variant removed since the search table was refreshed has no fields: it is left out.
  const variants = row.variants.flatMap((variant): SearchHit['variants'] => {
    const fields = fieldsById.get(variant.id);
    if (!fields) return [];
    const raw = row.variantPrices[variant.id];
    const price = raw === undefined ? null : Number(raw);
    const catchWeight =
      variant.catchWeight === 'LB' || variant.catchWeight === 'KG' ? variant.catchWeight : null;
    return [
      {
        code: variant.code,
        text: variant.text,
        weight: variant.weight,
        catchWeight,
        inStock: variant.inStock,
        isDefault: variant.isDefault,
        price: viewer.customerGroupId === null ? null : price,
        priceText: priceTextOf(viewer, price, variant.catchWeight),
        ...fields,
      },
    ];
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

/**
 * A query's words resolved against the catalog's vocabulary and the synonyms (ADR 019), and the query as
 * corrected when a word was misspelt; a literal query (Algolia's `typoTolerance: false`) is taken as typed.
 */
async function resolvedOf(
  db: Db,
  text: string,
  { tolerant = false, typos = true } = {},
): Promise<{ slots: TermTree[]; terms: QueryTerm[]; correctedQuery: string | null }> {
  const words = wordsOf(text);
  if (words.length === 0) return { slots: [], terms: [], correctedQuery: null };
  const [vocabulary, synonyms] = await Promise.all([catalogVocabulary(db), activeSynonyms(db)]);
  return {
    ...resolveQuery(words, vocabulary, synonyms.words, synonyms.groups, tolerant, typos),
    // With typoTolerance false nothing is corrected, so there is nothing to say 'Showing results for' about.
    correctedQuery: typos ? correctedQueryOf(words, vocabulary, synonyms.words) : null,
  };
}

/**
 * When no product has every word of a query: first known words may also be their near neighbours
 * ('fillet mignon'); if still nothing, a product may miss some words ('heavy whipping cream'), ranked by
 * the rarer words it has, so 'vanilla bean' shows vanilla before every bean.
 */
async function forgivingSearch(
  db: Db,
  query: SearchQuery,
  plan: SearchPlan,
  viewer: SearchViewer,
): Promise<FoundProducts | null> {
  const tolerant = await resolvedOf(db, query.query, { tolerant: true });
  const tolerantText = tsqueryTextOf(tolerant.slots);
  if (tolerantText !== plan.tsquery) {
    const outcome = await runSearch(db, { ...plan, tsquery: tolerantText }, viewer);
    if (outcome.total > 0)
      return { outcome, terms: tolerant.terms, plan: { ...plan, tsquery: tolerantText }, relaxed: true };
  }
  if (tolerant.slots.length < 2) return null;
  const parts = tolerant.slots.map((slot) => tsqueryTextOf([slot]));
  const { matched, counts } = await matchCounts(db, parts);
  if (matched === 0) return null;
  const partWeights = parts
    .map((tsquery, i) => ({ tsquery, weight: counts[i] ? Math.log(1 + matched / counts[i]!) : 0 }))
    .filter((part) => part.weight > 0);
  const relaxed = { ...plan, tsquery: tsqueryTextOf(tolerant.slots, 'any'), partWeights };
  const outcome = await runSearch(db, relaxed, viewer);
  return { outcome, terms: tolerant.terms, plan: relaxed, relaxed: true };
}

async function planOf(
  db: Db,
  query: SearchQuery,
): Promise<{ plan: SearchPlan; terms: QueryTerm[]; correctedQuery: string | null }> {
  const { slots, terms, correctedQuery } = await resolvedOf(db, query.query, { typos: query.typoTolerance });
  return {
    terms,
    correctedQuery,
    plan: {
      tsquery: slots.length === 0 ? null : tsqueryTextOf(slots),
      rawQuery: query.query.trim(),
      filters: query.filters,
      sort: query.sort,
      offset: query.window ? query.window.offset : query.page * query.hitsPerPage,
      limit: query.window ? query.window.length : query.hitsPerPage,
      facets: query.facets,
      maxValuesPerFacet: query.maxValuesPerFacet,
      withPriceStats: query.statsFacets.includes('price'),
    },
  };
}

/** What one hits query found, after forgiveness: the outcome, the words it matched, the plan that ran. */
export interface FoundProducts {
  outcome: SearchOutcome;
  terms: QueryTerm[];
  plan: SearchPlan;
  /** The query as corrected, when a misspelt word was read as a catalog word. */
  correctedQuery?: string | null;
  /** True when no product had every word and looser matches were answered instead. */
  relaxed?: boolean;
}

/** Runs one hits query, forgiving when nothing has every word as typed. */
export async function findProducts(db: Db, query: SearchQuery, viewer: SearchViewer): Promise<FoundProducts> {
  const { plan, terms, correctedQuery } = await planOf(db, query);
  // An anonymous visitor sees no prices, so there are no price statistics to give either.
  plan.withPriceStats &&= viewer.customerGroupId !== null;
  const outcome = await runSearch(db, plan, viewer);
  // typoTolerance false is the literal search ("Search instead for"): the words as typed, never relaxed.
  if (outcome.total === 0 && plan.tsquery !== null && query.typoTolerance) {
    const forgiven = await forgivingSearch(db, query, plan, viewer);
    if (forgiven) return { ...forgiven, correctedQuery };
  }
  return { outcome, terms, plan, correctedQuery };
}

/** One search's answer as it travels: only the fields and hit attributes the query asked for. */
export type SearchAnswer = z.infer<typeof searchWireResultSchema>;

/** Runs one hits query and shapes Algolia's answer, as the query's parameters ask. */
export async function search(db: Db, query: SearchQuery, viewer: SearchViewer): Promise<SearchAnswer> {
  const started = performance.now();
  const [{ outcome, terms, plan, correctedQuery, relaxed }, order] = await Promise.all([
    findProducts(db, query, viewer),
    facetOrder(db),
  ]);
  const fieldsById = await variantFieldsOfRows(db, outcome.rows, viewer);
  const facets: SearchResult['facets'] = {};
  for (const [facet, counts] of Object.entries(outcome.facets)) facets[facet] = Object.fromEntries(counts);
  const queryID = query.clickAnalytics ? randomBytes(16).toString('hex') : undefined;
  const hits = outcome.rows.map((row, i) => {
    const hit = toHit(row, viewer, terms, query, fieldsById);
    const shaped = shapeHit(hit, terms, query);
    if (query.getRankingInfo)
      shaped._rankingInfo = rankingInfoOf(hit, terms, outcome.total - plan.offset - i);
    return shaped as SearchHit;
  });
  const answer: SearchAnswer = {
    hits,
    nbHits: outcome.total,
    page: query.window ? 0 : query.page,
    nbPages: query.hitsPerPage === 0 ? 0 : Math.ceil(outcome.total / query.hitsPerPage),
    hitsPerPage: query.hitsPerPage,
    ...(query.window ? { offset: query.window.offset, length: query.window.length } : {}),
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    // Every correction is tried, so the typo count is exact too.
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    facets,
    facets_stats: outcome.priceStats ? { price: outcome.priceStats } : {},
    renderingContent: renderingContentOf(order),
    query: query.query,
    params: query.paramsText,
    index: query.indexName,
    processingTimeMS: Math.round(performance.now() - started),
    ...(queryID ? { queryID } : {}),
    // What the buyer reads as 'Showing results for ...', with a link to the literal search (ADR 019).
    ...(outcome.total > 0 && correctedQuery ? { correctedQuery } : {}),
    ...(outcome.total > 0 && relaxed ? { relaxed } : {}),
  };
  return pickResponseFields(answer, query.responseFields);
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
  const typed = wordsOf(query.facetQuery).map((term) => ({ term, corrections: [] }));
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
): Promise<{ results: (SearchAnswer | FacetSearchResult)[] }> {
  const queries = body.requests.map(parseSearchRequest);
  const results = await Promise.all(
    queries.map((query) =>
      'facet' in query ? searchForFacetValues(db, query, viewer) : search(db, query, viewer),
    ),
  );
  return { results };
}
