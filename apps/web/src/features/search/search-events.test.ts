import { describe, expect, it } from 'vitest';
import { productsSearchedProperties } from './search-events.ts';

describe('productsSearchedProperties', () => {
  it('carries the words and how many products they found, none included', () => {
    expect(
      productsSearchedProperties({
        listId: 'search',
        query: 'saffron',
        resultCount: 0,
        indexName: 'products',
      }),
    ).toEqual({
      list_id: 'search',
      query: 'saffron',
      result_count: 0,
      query_id: undefined,
      index_name: 'products',
    });
  });
});
