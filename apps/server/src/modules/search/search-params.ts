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
  badFilter,
  parseFacetFilters,
  parseFilterString,
  parseNumericFilters,
  type Filter,
} from './search-filters.ts';

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
  /** Algolia's `typoTolerance: false`: the words as typed, no correction, synonym or relaxed retry. */
  literal: boolean;
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

/** The params this engine acts on; any other Algolia parameter is accepted and ignored. */
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
  typoTolerance: z.union([flag, z.enum(['min', 'strict'])]).optional(),
  facets: z.union([z.array(text().max(100)).max(50), text().max(100)]).optional(),
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

/** The params of a request in any of its shapes, merged (explicit `params` win over flattened fields). */
function paramsOf(request: SearchRequest): { params: Record<string, unknown>; text: string } {
  const { indexName: _i, params, type: _t, facet: _f, ...flattened } = request;
  if (typeof params === 'string')
    return { params: { ...flattened, ...parseParamsString(params) }, text: params };
  const merged = { ...flattened, ...(params ?? {}) };
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

/** Checks one request of a multi-query call and turns it into a query; bad input is a 400, an unknown index a 404. */
export function parseSearchRequest(request: SearchRequest): SearchQuery | FacetValuesQuery {
  const { region, sort } = parseIndexName(request.indexName);
  const { params: raw, text } = paramsOf(request);
  const parsed = paramsSchema.safeParse(raw);
  if (!parsed.success) throw invalid(parsed.error);
  const params = parsed.data;
  const filters = [
    ...(params.filters ? [parseFilterString(params.filters)].filter((f): f is Filter => f !== null) : []),
    ...(raw.facetFilters === undefined ? [] : parseFacetFilters(raw.facetFilters)),
    ...(raw.numericFilters === undefined ? [] : parseNumericFilters(raw.numericFilters)),
  ];
  const query: SearchQuery = {
    indexName: request.indexName,
    region,
    sort,
    query: params.query ?? '',
    page: params.page ?? 0,
    hitsPerPage: params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE,
    ...facetsOf(params.facets),
    maxValuesPerFacet: params.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET,
    filters,
    highlightPreTag: params.highlightPreTag ?? '<em>',
    highlightPostTag: params.highlightPostTag ?? '</em>',
    clickAnalytics: params.clickAnalytics ?? false,
    literal: params.typoTolerance === false,
    paramsText: text,
  };
  if (request.type !== 'facet') return query;
  const facet = request.facet ?? '';
  if (!(SEARCH_FACET_ATTRIBUTES as readonly string[]).includes(facet)) {
    throw badFilter(`Unknown facet '${facet.slice(0, 60)}'.`);
  }
  return {
    ...query,
    facet: facet as SearchFacetAttribute,
    facetQuery: params.facetQuery ?? '',
    maxFacetHits: params.maxFacetHits ?? 10,
  };
}
