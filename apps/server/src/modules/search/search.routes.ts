import {
  errorResponseSchema,
  multiQueryBodySchema,
  multiQueryResponseSchema,
  regionSchema,
  searchAsYouTypeQuerySchema,
  searchAsYouTypeResponseSchema,
  text,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';
import { searchAsYouType } from './search-as-you-type.service.ts';
import { multiQuery, searchViewerOf } from './search.service.ts';

const TAGS = ['search'];

// The search client's own query-string credentials; the session cookie, not these, decides what is seen.
const searchQuerystringSchema = z.looseObject({
  'x-algolia-agent': text().max(1000).optional(),
  'x-algolia-application-id': text().max(200).optional(),
  'x-algolia-api-key': text().max(500).optional(),
});

/**
 * The search engine (DESIGN.md section 2): Algolia's multi-query protocol served from PostgreSQL. A read,
 * so it needs no same-origin header; the algoliasearch clients send JSON as text/plain or form-encoded
 * to avoid a CORS preflight, so those bodies are read as JSON here (and only here).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser(['text/plain']);
  app.addContentTypeParser(
    ['text/plain', 'application/x-www-form-urlencoded'],
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError('BAD_REQUEST', 'The search request body is not valid JSON.'), undefined);
      }
    },
  );

  app.post(
    '/1/indexes/:indexName/queries',
    {
      // Only reads, and the algoliasearch clients send no client header: not cross-site checked.
      config: { readOnly: true, crossSite: 'open' },
      schema: {
        tags: TAGS,
        summary:
          "Algolia's multi-query search (`indexName` is `*`): hits, facets and facet values, scoped to and priced for the current organization.",
        params: z.object({ indexName: text().max(200) }),
        querystring: searchQuerystringSchema,
        body: multiQueryBodySchema,
        response: { 200: multiQueryResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => multiQuery(app.db, request.body, searchViewerOf(request.session)),
  );

  // The header advertises this path (spec section 2); with or without the trailing slash.
  for (const url of ['/search/SearchAsYouType/', '/search/SearchAsYouType']) {
    app.get(
      url,
      {
        schema: {
          tags: TAGS,
          summary:
            'Search as you type: the best products for what was typed so far, product names to search for and the categories the matches fall into; scoped to and priced for the current organization.',
          querystring: searchAsYouTypeQuerySchema,
          response: { 200: searchAsYouTypeResponseSchema, 400: errorResponseSchema },
        },
      },
      async (request) => {
        const region = regionSchema.safeParse(request.session?.user.region);
        return searchAsYouType(
          app.db,
          { ...request.query, region: region.success ? region.data : null },
          searchViewerOf(request.session),
        );
      },
    );
  }
};
