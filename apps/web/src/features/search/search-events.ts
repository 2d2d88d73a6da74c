import type { SearchHit } from '../../lib/search-client.ts';

type Properties = Record<string, unknown>;

/** A search hit in Segment's e-commerce product fields, with its place in the list (1-based). */
export function productOfHit(hit: SearchHit, position: number): Properties {
  return {
    product_id: hit.sku,
    sku: hit.sku,
    name: hit.name,
    brand: hit.brand,
    category: hit.category,
    variant: hit.unit,
    pack_size: hit.packSize,
    price: hit.price,
    position,
    url: hit.url,
    image_url: hit.imageUrl,
  };
}

/**
 * Spec section 7: the A/B test id and variant of the search behind an event, when the search service ran
 * the search in a test (absent otherwise, so no empty fields are stored).
 */
export function abTestProperties(input: {
  abTestId?: number | string;
  abTestVariant?: number | string;
}): Properties {
  return input.abTestId === undefined
    ? {}
    : { ab_test_id: input.abTestId, ab_test_variant: input.abTestVariant };
}

/** 'Product List Viewed': the list (search words or category) and the products on screen. */
export function productListViewedProperties(input: {
  listId: string;
  category?: string;
  query?: string;
  queryID?: string;
  indexName: string;
  page: number;
  hits: readonly SearchHit[];
  abTestId?: number | string;
  abTestVariant?: number | string;
}): Properties {
  return {
    ...abTestProperties(input),
    list_id: input.listId,
    category: input.category,
    query: input.query,
    query_id: input.queryID,
    index_name: input.indexName,
    page: input.page + 1,
    products: input.hits.map((hit, i) => productOfHit(hit, input.page * 20 + i + 1)),
  };
}

/**
 * 'Products Searched' (Segment's e-commerce name): the words searched and how many products they found,
 * sent for searches that find nothing too, so the staff dashboard can list what the catalog lacks.
 */
export function productsSearchedProperties(input: {
  listId: string;
  query: string;
  resultCount: number;
  queryID?: string;
  indexName: string;
  abTestId?: number | string;
  abTestVariant?: number | string;
}): Properties {
  return {
    ...abTestProperties(input),
    list_id: input.listId,
    query: input.query,
    result_count: input.resultCount,
    query_id: input.queryID,
    index_name: input.indexName,
  };
}

/** 'Product List Filtered': the list, the facet value toggled and every filter now applied. */
export function productListFilteredProperties(input: {
  listId: string;
  attribute: string;
  value: string;
  selected: boolean;
  filters: Record<string, string[]>;
}): Properties {
  return {
    list_id: input.listId,
    filter: { type: input.attribute, value: input.value, selected: input.selected },
    filters: Object.entries(input.filters).flatMap(([type, values]) =>
      values.map((value) => ({ type, value })),
    ),
  };
}
