/**
 * Search facet state (spec sections 3, 4, 5 and 9): the selected facets under names prefixed 'facet_',
 * the sort (default relevance), a 0-based page that the URL shows 1-based, and the exact URL of a state.
 * Toggling a value adds or removes it (the name goes when no values remain); any facet or sort change
 * resets the page to 0; a page is clamped to 0..pages-1.
 */

/** Prefix of every facet name in the state and the URL. */
export const FACET_PREFIX = 'facet_';

/** The sort a search starts with. */
export const DEFAULT_SORT = 'relevance';

/** Query-string array limit (spec section 9): at most this many values per facet are read from a URL. */
export const QUERY_STRING_ARRAY_LIMIT = 99;

/** Which way a sort runs. */
export type SortDirection = 'asc' | 'desc';

/** Where a search stands: words aside, everything the buyer chose. */
export interface FacetState {
  /** Facet name ('facet_brand') to its selected values, in the order they were chosen. */
  selectedFacets: Record<string, string[]>;
  sortBy: string;
  sortDirection: SortDirection;
  /** 0-based. */
  pageNumber: number;
}

/** A state with nothing chosen. */
export function emptyFacetState(): FacetState {
  return { selectedFacets: {}, sortBy: DEFAULT_SORT, sortDirection: 'asc', pageNumber: 0 };
}

/** The state name of an index attribute: 'brand' becomes 'facet_brand'. */
export function facetName(attribute: string): string {
  return attribute.startsWith(FACET_PREFIX) ? attribute : `${FACET_PREFIX}${attribute}`;
}

/** The index attribute of a state name: 'facet_brand' becomes 'brand'. */
export function facetAttribute(name: string): string {
  return name.startsWith(FACET_PREFIX) ? name.slice(FACET_PREFIX.length) : name;
}

/** Adds the value when absent, removes it when present; the facet goes when empty; the page goes back to 0. */
export function toggleFacetValue(state: FacetState, attribute: string, value: string): FacetState {
  const name = facetName(attribute);
  const current = state.selectedFacets[name] ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const selectedFacets = { ...state.selectedFacets };
  if (values.length === 0) delete selectedFacets[name];
  else selectedFacets[name] = values;
  return { ...state, selectedFacets, pageNumber: 0 };
}

/** Changes the sort; the page goes back to 0. */
export function changeSort(
  state: FacetState,
  sortBy: string,
  sortDirection: SortDirection = 'asc',
): FacetState {
  return { ...state, sortBy: sortBy || DEFAULT_SORT, sortDirection, pageNumber: 0 };
}

/** A page index kept within 0..pages-1 (0 when there are no pages or the index is not a number). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page) || pages <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(page)), pages - 1);
}

const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');

/** The key/value pairs of a query string; undecodable pairs are skipped (the domain has no URL API). */
function queryPairs(search: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const [rawKey, rawValue] = at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
    try {
      pairs.push([
        decodeURIComponent(rawKey.replace(/\+/g, ' ')),
        decodeURIComponent(rawValue.replace(/\+/g, ' ')),
      ]);
    } catch {
      // A malformed escape: that pair is ignored, the rest of the URL still counts.
    }
  }
  return pairs;
}

/** Goes to a page, clamped when the number of pages is known. */
export function changePage(state: FacetState, page: number, pages?: number): FacetState {
  const pageNumber = pages === undefined ? Math.max(0, Math.trunc(page) || 0) : clampPage(page, pages);
  return { ...state, pageNumber };
}

/**
 * The query string of a search: `q`, each facet's values repeated under its prefixed name, `sort` (when
 * not relevance, as name-direction), and `page` 1-based (when not the first). Keys come in a fixed order,
 * so one state has exactly one URL.
 */
export function facetStateToQuery(query: string, state: FacetState): string {
  const pairs: [string, string][] = [];
  if (query) pairs.push(['q', query]);
  for (const name of Object.keys(state.selectedFacets).sort()) {
    for (const value of [...state.selectedFacets[name]!].sort()) pairs.push([name, value]);
  }
  if (state.sortBy !== DEFAULT_SORT) pairs.push(['sort', `${state.sortBy}-${state.sortDirection}`]);
  if (state.pageNumber > 0) pairs.push(['page', String(state.pageNumber + 1)]);
  return pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}

/** Reads a search from a query string: the words and the state; anything unreadable falls back to the default. */
export function facetStateFromQuery(search: string): { query: string; state: FacetState } {
  const pairs = queryPairs(search);
  const first = (key: string) => pairs.find(([k]) => k === key)?.[1] ?? null;
  const state = emptyFacetState();
  for (const [key, value] of pairs) {
    if (!key.startsWith(FACET_PREFIX) || key === FACET_PREFIX || value === '') continue;
    const values = (state.selectedFacets[key] ??= []);
    if (values.length < QUERY_STRING_ARRAY_LIMIT && !values.includes(value)) values.push(value);
  }
  const sort = first('sort');
  const match = sort ? /^([a-z]+)-(asc|desc)$/.exec(sort) : null;
  if (match) {
    state.sortBy = match[1]!;
    state.sortDirection = match[2] as SortDirection;
  }
  const page = Number(first('page'));
  state.pageNumber = Number.isInteger(page) && page > 1 ? page - 1 : 0;
  return { query: first('q') ?? '', state };
}

/** The exact URL of a search state on a path: the same state always gives the same URL. */
export function exactMatchUrl(path: string, query: string, state: FacetState): string {
  const search = facetStateToQuery(query, state);
  return search ? `${path}?${search}` : path;
}
