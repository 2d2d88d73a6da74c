import { SEARCH_INDEX_PREFIX, type SearchAsYouType } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { highlight } from './highlight.ts';
import { parseSearchRequest, type SearchQuery } from './search-params.ts';
import { categoryCounts, type SearchViewer } from './search.repository.ts';
import { findProducts, toHit, variantFieldsOfRows } from './search.service.ts';

// Product names are read from this many best hits to suggest searches.
const SUGGESTION_SOURCE_HITS = 20;
const SUGGESTIONS = 5;
const CATEGORIES = 3;

/** The search page of a query, as the header's 'See all results' links it. */
export function searchPageUrl(query: string): string {
  return `/search/?q=${encodeURIComponent(query)}`;
}

/**
 * The search-as-you-type data the header advertises (spec section 2, `/search/SearchAsYouType/`): the best
 * products for what was typed so far (forgiving typos, synonyms and pack notation like the search page),
 * product names to search for, and the categories the matches fall into. Scoped and priced as search is.
 */
export async function searchAsYouType(
  db: Db,
  input: { q: string; limit: number; region: string | null },
  viewer: SearchViewer,
): Promise<SearchAsYouType> {
  const typed = input.q.trim();
  const empty = {
    query: input.q,
    searchUrl: searchPageUrl(typed),
    nbHits: 0,
    suggestions: [],
    categories: [],
    products: [],
  };
  if (typed === '') return empty;
  const query = parseSearchRequest({
    indexName: `${SEARCH_INDEX_PREFIX}${input.region ?? 'northeast'}`,
    params: { query: typed, hitsPerPage: Math.max(input.limit, SUGGESTION_SOURCE_HITS) },
  }) as SearchQuery;
  const { outcome, terms, plan } = await findProducts(db, query, viewer);
  if (outcome.total === 0) return empty;
  const categories = await categoryCounts(db, plan, viewer, CATEGORIES);
  const seen = new Set<string>();
  const suggestions: SearchAsYouType['suggestions'] = [];
  for (const row of outcome.rows) {
    // The name without its comma-separated details: 'Salmon Fillet, Skin-On, IVP' suggests 'Salmon Fillet'.
    const value = row.name.split(',')[0]!.trim();
    if (seen.has(value.toLowerCase()) || suggestions.length >= SUGGESTIONS) continue;
    seen.add(value.toLowerCase());
    suggestions.push({ value, highlighted: highlight(value, terms, '<em>', '</em>').value });
  }
  const shown = outcome.rows.slice(0, input.limit);
  const fieldsById = await variantFieldsOfRows(db, shown, viewer);
  return {
    query: input.q,
    searchUrl: searchPageUrl(typed),
    nbHits: outcome.total,
    suggestions,
    categories,
    products: shown.map((row) => toHit(row, viewer, terms, query, fieldsById)),
  };
}
