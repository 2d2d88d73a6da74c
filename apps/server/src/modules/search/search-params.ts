import {
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_MAX_VALUES_PER_FACET,
  MAX_HITS_PER_PAGE,
  SEARCH_FACET_ATTRIBUTES,
  SEARCH_INDEX_PREFIX,
  SEARCH_NUMERIC_ATTRIBUTES,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_TOO_LONG_MESSAGE,
  SEARCH_SORT_REPLICAS,
  regionSchema,
  type Region,
  type SearchFacetAttribute,
  type SearchRequest,
  type SearchSort,
  text,
} from '@larder/contract';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';
import {
  HIGHLIGHTED_BY_DEFAULT,
  attributeSelection,
  highlightableAttributes,
  snippetSpecs,
} from './search-attributes.ts';
import {
  badFilter,
  parseFacetFilters,
  parseFilterString,
  parseNumericFilters,
  parseTagFilters,
  type Filter,
} from './search-filters.ts';
import { checkParameterNames } from './search-param-names.ts';

/** One query, checked and normalised, whatever shape it arrived in. */
export interface SearchQuery {
  indexName: string;
  region: Region;
  sort: SearchSort;
  query: string;
  page: number;
  hitsPerPage: number;
  facets: SearchFacetAttribute[];
  /** Numeric attributes asked for as facets: answered in facets_stats. */
  statsFacets: (typeof SEARCH_NUMERIC_ATTRIBUTES)[number][];
  maxValuesPerFacet: number;
  filters: Filter[];
  highlightPreTag: string;
  highlightPostTag: string;
  clickAnalytics: boolean;
  /** `offset`/`length` paging, which replaces `page`/`hitsPerPage` when sent. */
  window: { offset: number; length: number } | null;
  /** Attributes of each hit to return; null for all. */
  attributesToRetrieve: ReadonlySet<string> | null;
  /** Attributes highlighted in `_highlightResult`. */
  attributesToHighlight: readonly string[];
  /** Attributes snippeted in `_snippetResult`, with their length in words. */
  attributesToSnippet: readonly { attribute: string; words: number }[];
  snippetEllipsisText: string;
  getRankingInfo: boolean;
  /** Top-level fields of the answer to return; null for all. */
  responseFields: ReadonlySet<string> | null;
  /** false: words are matched only as typed (no corrections, no near neighbours). */
  typoTolerance: boolean;
  /** The params as they were sent, echoed in the answer as Algolia does. */
  paramsText: string;
}

/** A facet-values query (`type: 'facet'`): values of one facet that start like `facetQuery`. */
export interface FacetValuesQuery extends SearchQuery {
  facet: SearchFacetAttribute;
  facetQuery: string;
  maxFacetHits: number;
}

const MAX_PAGE = 10_000;
const JSON_PARAMS = new Set([
  'facets',
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'analyticsTags',
  'ruleContexts',
  'optionalFilters',
  'responseFields',
]);

const integer = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number().int().min(min).max(max),
  );
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const tag = text().max(64);
// A list of names: a JSON array, or (in a params string or a query string) comma-separated.
const nameList = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(',').map((name) => name.trim())) : v),
  z.array(text().max(100)).max(100),
);
const typoTolerance = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.union([z.boolean(), z.enum(['min', 'strict'])]),
);

/** The params this engine acts on; names outside search-param-names.ts are refused before this runs. */
const paramsSchema = z.looseObject({
  query: text().max(SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_TOO_LONG_MESSAGE).optional(),
  page: integer(0, MAX_PAGE).optional(),
  hitsPerPage: integer(0, MAX_HITS_PER_PAGE).optional(),
  maxValuesPerFacet: integer(1, 1000).optional(),
  maxFacetHits: integer(1, 100).optional(),
  facetQuery: text().max(SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_TOO_LONG_MESSAGE).optional(),
  filters: text().max(20_000).optional(),
  highlightPreTag: tag.optional(),
  highlightPostTag: tag.optional(),
  clickAnalytics: flag.optional(),
  facets: z.union([z.array(text().max(100)).max(50), text().max(100)]).optional(),
  offset: integer(0, MAX_PAGE * MAX_HITS_PER_PAGE).optional(),
  length: integer(0, MAX_HITS_PER_PAGE).optional(),
  attributesToRetrieve: nameList.optional(),
  attributesToHighlight: nameList.optional(),
  attributesToSnippet: nameList.optional(),
  snippetEllipsisText: tag.optional(),
  getRankingInfo: flag.optional(),
  responseFields: nameList.optional(),
  typoTolerance: typoTolerance.optional(),
});

/** Reads a v4 params string (`query=a&facets=%5B%22brand%22%5D`): arrays and objects arrive as JSON. */
function parseParamsString(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (JSON_PARAMS.has(key) && /^\s*[[{]/.test(value)) {
      try {
        out[key] = JSON.parse(value);
      } catch {
        throw badFilter(`${key} is not valid JSON.`);
      }
    } else out[key] = value;
  }
  return out;
}

/**
 * Search parameters in any of their shapes, merged: a `params` string or object beside parameters sent
 * as fields (v5's flattened shape); explicit `params` win. Also gives the params text echoed in answers.
 */
export function paramsOf(
  params: unknown,
  flattened: Record<string, unknown>,
): { params: Record<string, unknown>; text: string } {
  if (typeof params === 'string')
    return { params: { ...flattened, ...parseParamsString(params) }, text: params };
  const merged = { ...flattened, ...((params as Record<string, unknown> | undefined) ?? {}) };
  const text = new URLSearchParams(
    Object.entries(merged).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ).toString();
  return { params: merged, text };
}

/** A region index name, with its sort replica: `larder_products_<region>[_<sort>]`; anything else is a 404. */
export function parseIndexName(indexName: string): { region: Region; sort: SearchSort } {
  if (indexName.startsWith(SEARCH_INDEX_PREFIX)) {
    const rest = indexName.slice(SEARCH_INDEX_PREFIX.length);
    for (const [sort, suffix] of Object.entries(SEARCH_SORT_REPLICAS) as [SearchSort, string][]) {
      if (suffix !== '' && !rest.endsWith(suffix)) continue;
      const region = regionSchema.safeParse(suffix === '' ? rest : rest.slice(0, -suffix.length));
      if (region.success) return { region: region.data, sort };
    }
  }
  throw new AppError('NOT_FOUND', `Index ${indexName.slice(0, 100)} does not exist.`);
}

function facetsOf(raw: unknown): Pick<SearchQuery, 'facets' | 'statsFacets'> {
  const names = raw === undefined ? [] : Array.isArray(raw) ? (raw as string[]) : [raw as string];
  const facets = new Set<SearchFacetAttribute>();
  const statsFacets = new Set<(typeof SEARCH_NUMERIC_ATTRIBUTES)[number]>();
  for (const name of names) {
    if (name === '*') SEARCH_FACET_ATTRIBUTES.forEach((f) => facets.add(f));
    else if ((SEARCH_FACET_ATTRIBUTES as readonly string[]).includes(name))
      facets.add(name as SearchFacetAttribute);
    else if ((SEARCH_NUMERIC_ATTRIBUTES as readonly string[]).includes(name))
      statsFacets.add(name as (typeof SEARCH_NUMERIC_ATTRIBUTES)[number]);
    else throw badFilter(`Unknown facet '${name.slice(0, 60)}'.`);
  }
  return { facets: [...facets], statsFacets: [...statsFacets] };
}

function invalid(error: z.ZodError): AppError {
  const issue = error.issues[0]!;
  const field = issue.path.join('.') || 'params';
  const message =
    issue.code === 'too_big' && field === 'query' ? issue.message : `${field}: ${issue.message}`;
  return new AppError('BAD_REQUEST', message, { [field]: issue.message });
}

/** Where the params of a search come from: its index, its params, and for a facet-value search the facet. */
export interface SearchSource {
  indexName: string;
  params: Record<string, unknown>;
  text: string;
}

/** Checks the params of one search and turns them into a query; bad input is a 400, an unknown index a 404. */
export function parseSearchParams(
  { indexName, params: raw, text }: SearchSource,
  facetSearch = false,
): SearchQuery {
  const { region, sort } = parseIndexName(indexName);
  checkParameterNames(Object.keys(raw), facetSearch);
  const parsed = paramsSchema.safeParse(raw);
  if (!parsed.success) throw invalid(parsed.error);
  const params = parsed.data;
  const filters = [
    ...(params.filters ? [parseFilterString(params.filters)].filter((f): f is Filter => f !== null) : []),
    ...(raw.facetFilters === undefined ? [] : parseFacetFilters(raw.facetFilters)),
    ...(raw.numericFilters === undefined ? [] : parseNumericFilters(raw.numericFilters)),
    ...(raw.tagFilters === undefined ? [] : parseTagFilters(raw.tagFilters)),
  ];
  const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  if (params.length !== undefined && params.offset === undefined) {
    throw new AppError('BAD_REQUEST', 'length: length is used only together with offset.', {
      length: 'Send offset too.',
    });
  }
  return {
    indexName,
    region,
    sort,
    query: params.query ?? '',
    page: params.page ?? 0,
    hitsPerPage,
    ...facetsOf(params.facets),
    maxValuesPerFacet: params.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET,
    filters,
    highlightPreTag: params.highlightPreTag ?? '<em>',
    highlightPostTag: params.highlightPostTag ?? '</em>',
    clickAnalytics: params.clickAnalytics ?? false,
    window:
      params.offset === undefined ? null : { offset: params.offset, length: params.length ?? hitsPerPage },
    attributesToRetrieve: attributeSelection(params.attributesToRetrieve),
    attributesToHighlight: params.attributesToHighlight
      ? highlightableAttributes(params.attributesToHighlight)
      : HIGHLIGHTED_BY_DEFAULT,
    attributesToSnippet: snippetSpecs(params.attributesToSnippet ?? []),
    snippetEllipsisText: params.snippetEllipsisText ?? '…',
    getRankingInfo: params.getRankingInfo ?? false,
    responseFields: attributeSelection(params.responseFields),
    typoTolerance: params.typoTolerance !== false,
    paramsText: text,
  };
}

/** A facet-values query of `facet`, from the same params plus `facetQuery` and `maxFacetHits`. */
export function parseFacetValuesParams(source: SearchSource, facet: string): FacetValuesQuery {
  const query = parseSearchParams(source, true);
  if (!(SEARCH_FACET_ATTRIBUTES as readonly string[]).includes(facet)) {
    throw badFilter(`Unknown facet '${facet.slice(0, 60)}'.`);
  }
  const parsed = paramsSchema.parse(source.params);
  return {
    ...query,
    facet: facet as SearchFacetAttribute,
    facetQuery: parsed.facetQuery ?? '',
    maxFacetHits: parsed.maxFacetHits ?? 10,
  };
}

/** Checks one request of a multi-query call and turns it into a query. */
export function parseSearchRequest(request: SearchRequest): SearchQuery | FacetValuesQuery {
  const { indexName, params, type, facet, ...flattened } = request;
  const source = { indexName, ...paramsOf(params, flattened) };
  return type === 'facet' ? parseFacetValuesParams(source, facet ?? '') : parseSearchParams(source);
}
