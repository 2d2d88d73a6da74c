import {
  DEFAULT_SORT,
  facetAttribute,
  facetName,
  facetStateFromQuery,
  facetStateToQuery,
  type FacetState,
  type SortDirection,
} from '@larder/domain';
import { clampSearchQuery, sortIndexName } from '../../lib/search-client.ts';

/** What the URL holds of a search: the words and the facet state (spec section 3). */
export interface SearchRouteState {
  query: string;
  state: FacetState;
  /** The words as typed, no correction or relaxing (`typos=off`, the 'Search instead for' link). */
  literal?: boolean;
}

/** The URL parameter and value of a literal search. */
export const LITERAL_PARAM = 'typos';
const LITERAL_VALUE = 'off';

/** One index's slice of InstantSearch's UI state, as far as the storefront uses it (page is 1-based there). */
export interface IndexUiState {
  query?: string;
  refinementList?: Record<string, string[]>;
  sortBy?: string;
  page?: number;
  /** Set by a Configure widget: `typoTolerance: false` is a literal search. */
  configure?: { typoTolerance?: boolean };
}

/** The sorts the storefront offers, as the URL names them; each is a replica of the region index. */
export const SORT_OPTIONS: readonly {
  sort: string;
  sortBy: string;
  direction: SortDirection;
  label: string;
}[] = [
  { sort: 'relevance', sortBy: 'relevance', direction: 'asc', label: 'Best match' },
  { sort: 'name_asc', sortBy: 'name', direction: 'asc', label: 'Name, A to Z' },
  { sort: 'price_asc', sortBy: 'price', direction: 'asc', label: 'Price, low to high' },
  { sort: 'price_desc', sortBy: 'price', direction: 'desc', label: 'Price, high to low' },
  { sort: 'brand_asc', sortBy: 'brand', direction: 'asc', label: 'Brand, A to Z' },
];

/** The URL state of InstantSearch's UI state for one index. */
export function routeOfUiState(indexName: string, ui: IndexUiState): SearchRouteState {
  const selectedFacets: Record<string, string[]> = {};
  for (const [attribute, values] of Object.entries(ui.refinementList ?? {})) {
    if (values.length > 0) selectedFacets[facetName(attribute)] = [...values];
  }
  const replica =
    ui.sortBy && ui.sortBy.startsWith(`${indexName}_`) ? ui.sortBy.slice(indexName.length + 1) : '';
  const option = SORT_OPTIONS.find((o) => o.sort === replica) ?? SORT_OPTIONS[0]!;
  return {
    ...(ui.configure?.typoTolerance === false ? { literal: true } : {}),
    query: ui.query ?? '',
    state: {
      selectedFacets,
      sortBy: option.sortBy,
      sortDirection: option.direction,
      pageNumber: Math.max(0, (ui.page ?? 1) - 1),
    },
  };
}

/** InstantSearch's UI state for one index from the URL state; unknown sorts fall back to relevance. */
export function uiStateOfRoute(indexName: string, route: SearchRouteState): IndexUiState {
  const refinementList: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(route.state.selectedFacets)) {
    refinementList[facetAttribute(name)] = values;
  }
  const option =
    SORT_OPTIONS.find((o) => o.sortBy === route.state.sortBy && o.direction === route.state.sortDirection) ??
    SORT_OPTIONS[0]!;
  const ui: IndexUiState = { query: route.query, refinementList };
  if (option.sortBy !== DEFAULT_SORT) ui.sortBy = sortIndexName(indexName, option.sort);
  if (route.state.pageNumber > 0) ui.page = route.state.pageNumber + 1;
  return ui;
}

/**
 * The URL state of a query string (`?q=...&facet_brand=...&sort=...&page=...&typos=off`); words beyond the
 * search input's 512 characters are cut, as the input cuts them (spec section 5), not sent to be refused.
 */
export function routeOfSearch(search: string): SearchRouteState {
  const { query, state } = facetStateFromQuery(search);
  const literal = new URLSearchParams(search).get(LITERAL_PARAM) === LITERAL_VALUE;
  return { ...(literal ? { literal } : {}), query: clampSearchQuery(query), state };
}

/** The query string of a URL state, the same for the same state (the exact-match URL). */
export function searchOfRoute(route: SearchRouteState): string {
  const search = facetStateToQuery(route.query, route.state);
  if (!route.literal || !route.query) return search;
  return `${search}&${LITERAL_PARAM}=${LITERAL_VALUE}`;
}

/** The search page's URL for the words as typed, uncorrected: the 'Search instead for' link. */
export function literalSearchUrl(pagePath: string, query: string): string {
  return `${pagePath}?${searchOfRoute({ query, state: routeOfSearch('').state, literal: true })}`;
}

/** The spec's router write delay: the URL follows the search 400 ms after the last change. */
export const ROUTER_WRITE_DELAY_MS = 400;

/**
 * An InstantSearch router that keeps the search in the address bar through the app's own navigation
 * (react-router), so back and forward restore a search and nothing bypasses the navigation guard.
 */
export class AppSearchRouter {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private listener: ((route: SearchRouteState) => void) | null = null;
  private lastWritten: string | null = null;
  private disposed = false;

  constructor(
    private readonly pathname: string,
    private readonly navigate: (url: string) => void,
  ) {}

  /** The route of the address bar. */
  read(): SearchRouteState {
    return routeOfSearch(window.location.search);
  }

  /** Writes the route to the address bar after the write delay. */
  write(route: SearchRouteState): void {
    // Unmounting widgets report an emptied state after dispose: it must not reach the address bar.
    if (this.disposed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      // The buyer left this page meanwhile: the search no longer owns the address bar.
      if (window.location.pathname !== this.pathname) return;
      const url = this.createURL(route);
      if (url === `${window.location.pathname}${window.location.search}`) return;
      this.lastWritten = url;
      this.navigate(url);
    }, ROUTER_WRITE_DELAY_MS);
  }

  /** The URL of a route on this page. */
  createURL(route: SearchRouteState): string {
    const search = searchOfRoute(route);
    return search ? `${this.pathname}?${search}` : this.pathname;
  }

  /** InstantSearch listens here for address changes it did not make (back, forward, the header box). */
  onUpdate(callback: (route: SearchRouteState) => void): void {
    this.listener = callback;
  }

  /** Called by the page when the address changes. */
  locationChanged(url: string): void {
    if (url === this.lastWritten) return;
    this.lastWritten = null;
    this.listener?.(this.read());
  }

  /** Stops pending writes. */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.listener = null;
  }
}
