import {
  algoliaErrorSchema,
  facetSearchWireResultSchema,
  facetValuesParamsSchema,
  getObjectParamsSchema,
  getObjectQuerySchema,
  getObjectsBodySchema,
  getObjectsResponseSchema,
  multiQueryBodySchema,
  multiQueryWireResponseSchema,
  searchParamsBodySchema,
  searchRecordSchema,
  searchWireResultSchema,
  text,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';
import { algoliaErrorHandler } from './algolia-errors.ts';
import { browse, getObject, getObjects } from './search-records.service.ts';
import { paramsOf, parseFacetValuesParams, parseSearchParams } from './search-params.ts';
import { multiQuery, search, searchForFacetValues, searchViewerOf } from './search.service.ts';

const TAGS = ['search'];

// The search client's own credentials, which it may send in the query string; the session cookie, not
// these, decides what is seen.
const CREDENTIALS = ['x-algolia-agent', 'x-algolia-application-id', 'x-algolia-api-key'] as const;
const credentialsSchema = z.looseObject({
  'x-algolia-agent': text().max(1000).optional(),
  'x-algolia-application-id': text().max(200).optional(),
  'x-algolia-api-key': text().max(500).optional(),
});
const indexParams = z.object({ indexName: text().max(200) });
const errors = {
  400: algoliaErrorSchema,
  403: algoliaErrorSchema,
  404: algoliaErrorSchema,
  429: algoliaErrorSchema,
};

/**
 * Every route here only reads. The algoliasearch clients send no client header (and JSON as text/plain,
 * to skip a CORS preflight), so the POSTs are not cross-site checked; nothing they do changes state.
 */
const READ = { readOnly: true, crossSite: 'open' } as const;

function withoutCredentials(query: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...query };
  for (const name of CREDENTIALS) delete rest[name];
  return rest;
}

/**
 * The search engine (DESIGN.md section 2, ADR 009): Algolia's search API served from PostgreSQL, read-only,
 * scoped to and priced for the session's organization. Errors answer in Algolia's shape.
 */
export const algoliaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(algoliaErrorHandler);
  app.removeContentTypeParser(['text/plain']);
  app.addContentTypeParser(
    ['text/plain', 'application/x-www-form-urlencoded'],
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, (body as string).trim() === '' ? {} : JSON.parse(body as string));
      } catch {
        done(new AppError('BAD_REQUEST', 'The search request body is not valid JSON.'), undefined);
      }
    },
  );

  app.post(
    '/1/indexes/:indexName/queries',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary:
          "Algolia's multi-query search (`indexName` is `*`): hits, facets and facet values, scoped to and priced for the current organization.",
        params: indexParams,
        querystring: credentialsSchema,
        body: multiQueryBodySchema,
        response: { 200: multiQueryWireResponseSchema, ...errors },
      },
    },
    async (request) => multiQuery(app.db, request.body, searchViewerOf(request.session)),
  );

  app.post(
    '/1/indexes/:indexName/query',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary:
          "Algolia's single-index search (`searchSingleIndex`): the parameters as a body or a `params` string.",
        params: indexParams,
        querystring: credentialsSchema,
        body: searchParamsBodySchema,
        response: { 200: searchWireResultSchema, ...errors },
      },
    },
    async (request) => {
      const { params, ...flattened } = request.body;
      const query = parseSearchParams({
        indexName: request.params.indexName,
        ...paramsOf(params, flattened),
      });
      return search(app.db, query, searchViewerOf(request.session));
    },
  );

  app.get(
    '/1/indexes/:indexName',
    {
      schema: {
        tags: TAGS,
        summary: "Algolia's search with the parameters in the query string (`GET /1/indexes/{indexName}`).",
        params: indexParams,
        querystring: credentialsSchema,
        response: { 200: searchWireResultSchema, ...errors },
      },
    },
    async (request) => {
      const source = paramsOf(undefined, withoutCredentials(request.query));
      const query = parseSearchParams({ indexName: request.params.indexName, ...source });
      return search(app.db, query, searchViewerOf(request.session));
    },
  );

  app.post(
    '/1/indexes/:indexName/facets/:facetName/query',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary:
          "Algolia's facet-value search (`searchForFacetValues`): values of one facet among the query's matches that start like `facetQuery`.",
        params: facetValuesParamsSchema,
        querystring: credentialsSchema,
        body: searchParamsBodySchema,
        response: { 200: facetSearchWireResultSchema, ...errors },
      },
    },
    async (request) => {
      const { params, ...flattened } = request.body;
      const source = { indexName: request.params.indexName, ...paramsOf(params, flattened) };
      const query = parseFacetValuesParams(source, request.params.facetName);
      return searchForFacetValues(app.db, query, searchViewerOf(request.session));
    },
  );

  app.post(
    '/1/indexes/:indexName/objects',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary:
          "Algolia's getObjects (`indexName` is `*`): records by index and objectID, in order; null for one that does not exist or is not visible.",
        params: indexParams,
        querystring: credentialsSchema,
        body: getObjectsBodySchema,
        response: { 200: getObjectsResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (request.params.indexName !== '*')
        throw new AppError('NOT_FOUND', 'getObjects is served at /1/indexes/*/objects.');
      return getObjects(app.db, request.body, searchViewerOf(request.session));
    },
  );

  app.post(
    '/1/indexes/:indexName/browse',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary:
          "Algolia's browse: every matching record, up to 1,000 a page, without highlighting; `cursor` fetches the next page.",
        params: indexParams,
        querystring: credentialsSchema,
        body: searchParamsBodySchema,
        response: { 200: searchWireResultSchema, ...errors },
      },
    },
    async (request) =>
      browse(app.db, request.params.indexName, request.body, searchViewerOf(request.session)),
  );

  app.get(
    '/1/indexes/:indexName/:objectID',
    {
      schema: {
        tags: TAGS,
        summary:
          "Algolia's getObject: one product by objectID (its sku), as the current organization may see it.",
        params: getObjectParamsSchema,
        querystring: credentialsSchema.extend(getObjectQuerySchema.shape),
        response: { 200: searchRecordSchema, ...errors },
      },
    },
    async (request) => {
      const { attributesToRetrieve, ...rest } = withoutCredentials(request.query);
      const unknown = Object.keys(rest)[0];
      if (unknown !== undefined) {
        throw new AppError(
          'BAD_REQUEST',
          `Unknown parameter: ${unknown.replace(/[^\w.-]/g, '?').slice(0, 60)}`,
        );
      }
      return getObject(
        app.db,
        request.params.indexName,
        request.params.objectID,
        attributesToRetrieve as string | undefined,
        searchViewerOf(request.session),
      );
    },
  );
};
