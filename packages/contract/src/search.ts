import { z } from 'zod';
import { jsonObject, text } from './primitives.ts';
import { variantSpecFieldsSchema } from './variant-fields.ts';

/** Longest search text the storefront and the engine accept (spec sections 5 and 9). */
export const SEARCH_QUERY_MAX_LENGTH = 512;

/** The message a search longer than the cap gets. */
export const SEARCH_QUERY_TOO_LONG_MESSAGE = `The search text must be at most ${SEARCH_QUERY_MAX_LENGTH} characters.`;

/** Most hits one page of results may carry. */
export const MAX_HITS_PER_PAGE = 1000;

/** Hits per page when a request does not say. */
export const DEFAULT_HITS_PER_PAGE = 20;

/** Most facet values returned per facet when a request does not say (spec section 9: dynamic widgets max 20). */
export const DEFAULT_MAX_VALUES_PER_FACET = 20;

/** Prefix of every search index name; a region's index is `larder_products_<region>`. */
export const SEARCH_INDEX_PREFIX = 'larder_products_';

/** Sort replicas: suffixes of the region index name, each a different order (relevance has none). */
export const SEARCH_SORT_REPLICAS = {
  relevance: '',
  name_asc: '_name_asc',
  price_asc: '_price_asc',
  price_desc: '_price_desc',
  brand_asc: '_brand_asc',
} as const;

/** The orders a search can be sorted by. */
export type SearchSort = keyof typeof SEARCH_SORT_REPLICAS;

/** Attributes a search can facet and filter on. */
export const SEARCH_FACET_ATTRIBUTES = [
  'brand',
  'category',
  'subcategory',
  'subsubcategory',
  'tags',
  'inStock',
  'unit',
  'packSize',
] as const;

/** Attributes a search can filter on but not facet (exact product lookups). */
export const SEARCH_LOOKUP_ATTRIBUTES = ['sku', 'objectID'] as const;

/** Attributes numeric filters apply to. */
export const SEARCH_NUMERIC_ATTRIBUTES = ['price', 'brandCode'] as const;

/** A facetable attribute. */
export type SearchFacetAttribute = (typeof SEARCH_FACET_ATTRIBUTES)[number];

/** A numeric attribute. */
export type SearchNumericAttribute = (typeof SEARCH_NUMERIC_ATTRIBUTES)[number];

/** One query of a multi-query request: the v4 shape (`params` string or object) or the flattened v5 shape. */
export const searchRequestSchema = z.looseObject({
  indexName: text().min(1).max(200),
  params: z.union([text().max(20_000), jsonObject()]).optional(),
  type: z.enum(['default', 'facet']).optional(),
  facet: text().max(100).optional(),
});

/** One query of a multi-query request. */
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** Body of `POST /1/indexes/*\/queries` (Algolia's multi-query protocol). */
export const multiQueryBodySchema = z.object({
  requests: z.array(searchRequestSchema).min(1).max(50),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
});

/** Body of a multi-query request. */
export type MultiQueryBody = z.infer<typeof multiQueryBodySchema>;

/** A highlighted attribute value, as Algolia returns it. */
export const highlightResultSchema = z.object({
  value: z.string(),
  matchLevel: z.enum(['none', 'partial', 'full']),
  matchedWords: z.array(z.string()),
  fullyHighlighted: z.boolean().optional(),
});

/** A variant as a search hit carries it, priced for the viewer (null price: 'Price Pending', or not signed in). */
export const searchHitVariantSchema = z.object({
  code: z.string(),
  text: z.string(),
  weight: z.string(),
  catchWeight: z.enum(['LB', 'KG']).nullable(),
  inStock: z.boolean(),
  isDefault: z.boolean(),
  price: z.number().nullable(),
  priceText: z.string().nullable(),
  ...variantSpecFieldsSchema.shape,
});

/** A search hit: one product; `objectID` is its sku. */
export const searchHitSchema = z.object({
  objectID: z.string(),
  sku: z.string(),
  name: z.string(),
  brand: z.string(),
  brandCode: z.number(),
  category: z.string(),
  subcategory: z.string(),
  subsubcategory: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  url: z.string(),
  packSize: z.string(),
  unit: z.string(),
  tags: z.array(z.string()),
  inStock: z.boolean(),
  /** The default variant's price for the viewer's organization; null when unpriced or not signed in. */
  price: z.number().nullable(),
  /** '$12.34', '$4.10 per LB', 'Price Pending', or null for an anonymous visitor. */
  priceText: z.string().nullable(),
  variants: z.array(searchHitVariantSchema),
  _highlightResult: z.record(z.string(), highlightResultSchema),
  __position: z.number().optional(),
  __queryID: z.string().optional(),
});

/** A search hit. */
export type SearchHit = z.infer<typeof searchHitSchema>;

/** How a facet's values are ordered (Algolia's `renderingContent.facetOrdering.values`). */
export const facetValuesOrderSchema = z.object({
  order: z.array(z.string()).optional(),
  sortRemainingBy: z.enum(['count', 'alpha', 'hidden']).optional(),
  hide: z.array(z.string()).optional(),
});

/** What InstantSearch's DynamicWidgets show, and in which order (Algolia's `renderingContent`). */
export const renderingContentSchema = z.object({
  facetOrdering: z
    .object({
      facets: z.object({ order: z.array(z.string()) }).optional(),
      values: z.record(z.string(), facetValuesOrderSchema).optional(),
    })
    .optional(),
});

/** Algolia's renderingContent. */
export type RenderingContent = z.infer<typeof renderingContentSchema>;

/** The answer to one query of a multi-query request. */
export const searchResultSchema = z.object({
  hits: z.array(searchHitSchema),
  nbHits: z.number(),
  page: z.number(),
  nbPages: z.number(),
  hitsPerPage: z.number(),
  exhaustiveNbHits: z.boolean(),
  exhaustiveFacetsCount: z.boolean(),
  exhaustive: z.object({ nbHits: z.boolean(), facetsCount: z.boolean(), typo: z.boolean() }),
  facets: z.record(z.string(), z.record(z.string(), z.number())),
  facets_stats: z.record(
    z.string(),
    z.object({ min: z.number(), max: z.number(), avg: z.number(), sum: z.number() }),
  ),
  query: z.string(),
  params: z.string(),
  index: z.string(),
  processingTimeMS: z.number(),
  queryID: z.string().optional(),
  renderingContent: renderingContentSchema.optional(),
  /** The query as the engine corrected a misspelt word ('salmn' read as 'salmon'); absent when nothing was. */
  correctedQuery: z.string().optional(),
  /** True when no product had every word and the answer holds looser matches. */
  relaxed: z.boolean().optional(),
});

/** The answer to one search query. */
export type SearchResult = z.infer<typeof searchResultSchema>;

/** One value of a facet search. */
export const facetHitSchema = z.object({ value: z.string(), highlighted: z.string(), count: z.number() });

/** The answer to a `type: 'facet'` query: facet values matching `facetQuery`. */
export const facetSearchResultSchema = z.object({
  facetHits: z.array(facetHitSchema),
  exhaustiveFacetsCount: z.boolean(),
  processingTimeMS: z.number(),
});

/** The answer to a facet-values query. */
export type FacetSearchResult = z.infer<typeof facetSearchResultSchema>;

/** Answer of `POST /1/indexes/*\/queries`: one result per request, in order. */
export const multiQueryResponseSchema = z.object({
  results: z.array(z.union([searchResultSchema, facetSearchResultSchema])),
});

/** Answer of a multi-query request. */
export type MultiQueryResponse = z.infer<typeof multiQueryResponseSchema>;

/** The sort replica index name of a region index. */
export function sortedIndexName(indexName: string, sort: SearchSort): string {
  return `${indexName}${SEARCH_SORT_REPLICAS[sort]}`;
}
