import {
  errorResponseSchema,
  regionSchema,
  searchAsYouTypeQuerySchema,
  searchAsYouTypeResponseSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAsYouType } from './search-as-you-type.service.ts';
import { searchViewerOf } from './search.service.ts';

const TAGS = ['search'];

/** Search as you type (spec section 2), a Larder route beside the Algolia protocol (algolia.routes.ts). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
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
