import { z } from 'zod';
import { jsonObject, text } from './primitives.ts';
import type { SEARCH_FACET_ATTRIBUTES } from './search.ts';
import { facetHitSchema, highlightResultSchema, searchResultSchema } from './search.ts';

/** Most records one `getObjects` call may ask for (Algolia's own limit). */
export const GET_OBJECTS_MAX_REQUESTS = 1000;

/** Most hits one browse page may carry, and its default (Algolia's). */
export const BROWSE_MAX_HITS_PER_PAGE = 1000;

/**
 * An Algolia error as the algoliasearch clients read it (`message`, `status`), with our own `error` object
 * beside it, which every other API answer carries.
 */
export const algoliaErrorSchema = z.object({
  message: z.string(),
  status: z.number(),
  error: z.object({ code: z.string(), message: z.string() }),
});

/** An Algolia error body. */
export type AlgoliaError = z.infer<typeof algoliaErrorSchema>;

/**
 * Search parameters sent as a body (single-index query, facet-value search, browse): the params string or
 * object, or the parameters themselves (v5), or both (explicit `params` win).
 */
export const searchParamsBodySchema = z.looseObject({
  params: z.union([text().max(20_000), jsonObject()]).optional(),
});

/** Search parameters sent as a body. */
export type SearchParamsBody = z.infer<typeof searchParamsBodySchema>;

/** Path of `POST /1/indexes/{indexName}/facets/{facetName}/query`. */
export const facetValuesParamsSchema = z.object({
  indexName: text().max(200),
  facetName: text().max(100),
});

/** Path of `GET /1/indexes/{indexName}/{objectID}`. */
export const getObjectParamsSchema = z.object({ indexName: text().max(200), objectID: text().max(200) });

/** Query string of `GET /1/indexes/{indexName}/{objectID}`: attributes to keep, comma-separated. */
export const getObjectQuerySchema = z.looseObject({ attributesToRetrieve: text().max(2000).optional() });

/** Body of `POST /1/indexes/*\/objects`: records by index and objectID. */
export const getObjectsBodySchema = z.object({
  requests: z
    .array(
      z.object({
        indexName: text().min(1).max(200),
        objectID: text().min(1).max(200),
        attributesToRetrieve: z.array(text().max(100)).max(50).optional(),
      }),
    )
    .min(1)
    .max(GET_OBJECTS_MAX_REQUESTS),
});

/** Body of a getObjects call. */
export type GetObjectsBody = z.infer<typeof getObjectsBodySchema>;

/** A record as `getObject` and `browse` return it: a product, only the attributes asked for. */
export const searchRecordSchema = z.looseObject({ objectID: z.string() });

/** Answer of `POST /1/indexes/*\/objects`: one record per request, in order, null for one that does not exist. */
export const getObjectsResponseSchema = z.object({ results: z.array(searchRecordSchema.nullable()) });

/** A snippeted attribute value, as Algolia returns it. */
export const snippetResultSchema = z.object({
  value: z.string(),
  matchLevel: z.enum(['none', 'partial', 'full']),
});

/** Why a hit ranks where it does (`getRankingInfo`). */
export const rankingInfoSchema = z.object({
  nbTypos: z.number(),
  firstMatchedWord: z.number(),
  proximityDistance: z.number(),
  userScore: z.number(),
  geoDistance: z.number(),
  geoPrecision: z.number(),
  nbExactWords: z.number(),
  words: z.number(),
  filters: z.number(),
});

/** A hit as it travels: only the attributes asked for, and the highlight, snippet and ranking details asked for. */
export const searchWireHitSchema = z.looseObject({
  objectID: z.string(),
  _highlightResult: z.record(z.string(), highlightResultSchema).optional(),
  _snippetResult: z.record(z.string(), snippetResultSchema).optional(),
  _rankingInfo: rankingInfoSchema.optional(),
});

/** The answer to one search as it travels: `responseFields` may leave any field out. */
export const searchWireResultSchema = searchResultSchema
  .extend({
    hits: z.array(searchWireHitSchema),
    offset: z.number(),
    length: z.number(),
    cursor: z.string(),
  })
  .partial();

/** A facet-value search's answer as it travels. */
export const facetSearchWireResultSchema = z.object({
  facetHits: z.array(facetHitSchema),
  exhaustiveFacetsCount: z.boolean(),
  processingTimeMS: z.number(),
});

/** Answer of the multi-query route as it travels. */
export const multiQueryWireResponseSchema = z.object({
  results: z.array(z.union([facetSearchWireResultSchema, searchWireResultSchema])),
});

/** The facets the storefront can show as filters, with their headings; staff choose and order them. */
export const STOREFRONT_FACETS = {
  category: 'Category',
  subcategory: 'Subcategory',
  subsubcategory: 'Type',
  brand: 'Brand',
  tags: 'Tags',
  unit: 'Unit',
  packSize: 'Pack size',
} as const satisfies Partial<Record<(typeof SEARCH_FACET_ATTRIBUTES)[number], string>>;

/** A facet the storefront can show as a filter. */
export type StorefrontFacet = keyof typeof STOREFRONT_FACETS;

const storefrontFacetNames = Object.keys(STOREFRONT_FACETS) as [StorefrontFacet, ...StorefrontFacet[]];

/** The facets staff may order for the storefront's filters, each at most once. */
export const searchFacetOrderSchema = z.object({
  facets: z
    .array(z.enum(storefrontFacetNames))
    .max(storefrontFacetNames.length)
    .refine((facets) => new Set(facets).size === facets.length, 'Each facet may appear once.'),
});

/** The staff-managed facet order: the storefront shows these facets, in this order. */
export type SearchFacetOrder = z.infer<typeof searchFacetOrderSchema>;
