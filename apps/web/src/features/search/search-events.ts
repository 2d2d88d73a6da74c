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

/** 'Product List Viewed': the list (search words or category) and the products on screen. */
export function productListViewedProperties(input: {
  listId: string;
  category?: string;
  query?: string;
  queryID?: string;
  indexName: string;
  page: number;
  hits: readonly SearchHit[];
}): Properties {
  return {
    list_id: input.listId,
    category: input.category,
    query: input.query,
    query_id: input.queryID,
    index_name: input.indexName,
    page: input.page + 1,
    products: input.hits.map((hit, i) => productOfHit(hit, input.page * 20 + i + 1)),
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
