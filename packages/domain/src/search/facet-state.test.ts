import { describe, expect, it } from 'vitest';
import {
  changePage,
  changeSort,
  clampPage,
  emptyFacetState,
  exactMatchUrl,
  facetStateFromQuery,
  facetStateToQuery,
  toggleFacetValue,
  type FacetState,
} from './facet-state.ts';

const onPage3: FacetState = { ...emptyFacetState(), pageNumber: 3 };

describe('toggleFacetValue', () => {
  it.each<[string, FacetState, string, string, Record<string, string[]>]>([
    ['adds a first value under the prefixed name', onPage3, 'brand', 'Acme', { facet_brand: ['Acme'] }],
    [
      'adds a second value',
      { ...onPage3, selectedFacets: { facet_brand: ['Acme'] } },
      'brand',
      'Zest',
      { facet_brand: ['Acme', 'Zest'] },
    ],
    [
      'removes a selected value',
      { ...onPage3, selectedFacets: { facet_brand: ['Acme', 'Zest'] } },
      'facet_brand',
      'Acme',
      { facet_brand: ['Zest'] },
    ],
    [
      'drops the name when no values remain',
      { ...onPage3, selectedFacets: { facet_brand: ['Acme'], facet_tags: ['New'] } },
      'brand',
      'Acme',
      { facet_tags: ['New'] },
    ],
  ])('%s, and resets the page to 0', (_name, state, attribute, value, expected) => {
    const next = toggleFacetValue(state, attribute, value);
    expect(next.selectedFacets).toEqual(expected);
    expect(next.pageNumber).toBe(0);
  });
});

describe('changeSort', () => {
  it.each<[string, string, 'asc' | 'desc', string]>([
    ['price descending', 'price', 'desc', 'price'],
    ['blank means relevance', '', 'asc', 'relevance'],
  ])('%s resets the page to 0', (_name, sortBy, direction, expected) => {
    const next = changeSort(onPage3, sortBy, direction);
    expect([next.sortBy, next.sortDirection, next.pageNumber]).toEqual([expected, direction, 0]);
  });
});

describe('clampPage', () => {
  it.each<[number, number, number]>([
    [0, 5, 0],
    [4, 5, 4],
    [5, 5, 4],
    [99, 5, 4],
    [-1, 5, 0],
    [2.7, 5, 2],
    [Number.NaN, 5, 0],
    [3, 0, 0],
  ])('page %d of %d pages -> %d', (page, pages, expected) => {
    expect(clampPage(page, pages)).toBe(expected);
    expect(changePage(emptyFacetState(), page, pages).pageNumber).toBe(expected);
  });
});

describe('URL', () => {
  it.each<[string, string, FacetState, string]>([
    ['nothing chosen', '', emptyFacetState(), ''],
    ['words only', 'chicken breast', emptyFacetState(), 'q=chicken+breast'],
    [
      'facets sorted by name then value, page 1-based',
      'oil',
      {
        ...emptyFacetState(),
        selectedFacets: { facet_tags: ['New'], facet_brand: ['Zest', 'Acme'] },
        pageNumber: 2,
      },
      'q=oil&facet_brand=Acme&facet_brand=Zest&facet_tags=New&page=3',
    ],
    [
      'a sort other than relevance',
      '',
      { ...emptyFacetState(), sortBy: 'price', sortDirection: 'desc' },
      'sort=price-desc',
    ],
  ])('%s', (_name, query, state, expected) => {
    expect(facetStateToQuery(query, state)).toBe(expected);
    const back = facetStateFromQuery(expected);
    expect(back.query).toBe(query);
    expect(facetStateToQuery(back.query, back.state)).toBe(expected);
  });

  it.each<[string, number]>([
    ['page=1', 0],
    ['page=4', 3],
    ['page=0', 0],
    ['page=-2', 0],
    ['page=abc', 0],
    ['page=2.5', 0],
  ])('reads %s as page index %d', (search, expected) => {
    expect(facetStateFromQuery(search).state.pageNumber).toBe(expected);
  });

  it('ignores unknown keys, empty values, bad sorts and duplicates, and caps values at 99', () => {
    const many = Array.from({ length: 120 }, (_, i) => `facet_brand=b${i}`).join('&');
    const { state } = facetStateFromQuery(
      `utm_source=x&facet_=y&facet_tags=&facet_tags=New&facet_tags=New&sort=drop;table&${many}`,
    );
    expect(state.selectedFacets.facet_tags).toEqual(['New']);
    expect(state.selectedFacets.facet_brand).toHaveLength(99);
    expect(state.sortBy).toBe('relevance');
    expect(Object.keys(state.selectedFacets)).toEqual(['facet_tags', 'facet_brand']);
  });

  it('skips a malformed escape and keeps the rest', () => {
    expect(facetStateFromQuery('?q=a%E0%A4&facet_brand=%ZZ&facet_tags=New').state.selectedFacets).toEqual({
      facet_tags: ['New'],
    });
  });

  it('gives one exact URL for one state whatever the order of choosing', () => {
    const a = toggleFacetValue(toggleFacetValue(emptyFacetState(), 'brand', 'B'), 'brand', 'A');
    const b = toggleFacetValue(toggleFacetValue(emptyFacetState(), 'brand', 'A'), 'brand', 'B');
    expect(exactMatchUrl('/search/', 'x', a)).toBe(exactMatchUrl('/search/', 'x', b));
    expect(exactMatchUrl('/search/', '', emptyFacetState())).toBe('/search/');
  });
});
