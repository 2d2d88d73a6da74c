import { describe, expect, it } from 'vitest';
import {
  routeOfUiState,
  searchOfRoute,
  uiStateOfRoute,
  routeOfSearch,
  literalSearchUrl,
  type IndexUiState,
} from './search-routing.ts';

const INDEX = 'larder_products_west';

describe('search URL and InstantSearch state', () => {
  it.each<[string, IndexUiState, string]>([
    ['nothing chosen', {}, ''],
    ['words', { query: 'olive oil' }, 'q=olive+oil'],
    [
      'facets under facet_ names, page 1-based',
      { query: 'oil', refinementList: { brand: ['Zest', 'Acme'], tags: ['New'] }, page: 3 },
      'q=oil&facet_brand=Acme&facet_brand=Zest&facet_tags=New&page=3',
    ],
    ['a sort replica', { sortBy: `${INDEX}_price_desc` }, 'sort=price-desc'],
    ['relevance is the default and not written', { sortBy: INDEX, page: 1 }, ''],
  ])('%s', (_name, ui, search) => {
    const route = routeOfUiState(INDEX, ui);
    expect(searchOfRoute(route)).toBe(search);
    const back = uiStateOfRoute(INDEX, routeOfSearch(search));
    expect(routeOfUiState(INDEX, back)).toEqual(routeOfSearch(search));
  });

  it('reads a URL into InstantSearch state: attributes without the prefix, the replica, a 1-based page', () => {
    expect(uiStateOfRoute(INDEX, routeOfSearch('q=x&facet_brand=Acme&sort=name-asc&page=2'))).toEqual({
      query: 'x',
      refinementList: { brand: ['Acme'] },
      sortBy: `${INDEX}_name_asc`,
      page: 2,
    });
  });

  it('cuts a URL query to the 512 characters the search input takes, instead of sending it to be refused', () => {
    const long = 'a'.repeat(600);
    expect(routeOfSearch(`q=${long}`).query).toBe('a'.repeat(512));
  });

  it('keeps a literal search (typos=off) in the URL while the Configure widget holds it', () => {
    const route = routeOfUiState(INDEX, { query: 'salmn', configure: { typoTolerance: false } });
    expect(searchOfRoute(route)).toBe('q=salmn&typos=off');
    expect(routeOfSearch('q=salmn&typos=off')).toEqual(route);
    expect(literalSearchUrl('/search/', 'salmn')).toBe('/search/?q=salmn&typos=off');
    expect(searchOfRoute(routeOfUiState(INDEX, { query: 'salmn' }))).toBe('q=salmn');
  });

  it('falls back to relevance for a sort it does not offer', () => {
    expect(uiStateOfRoute(INDEX, routeOfSearch('sort=secret-desc')).sortBy).toBeUndefined();
  });
});
