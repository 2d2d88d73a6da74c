import { errorResponseSchema, searchFacetOrderSchema } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffMemberOf } from '../../plugins/require-staff.ts';
import { getFacetOrder, replaceFacetOrder } from './search-facet-order.service.ts';

const TAGS = ['staff'];
const PATH = '/web-api/staff/search/facet-order';
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * Staff order the storefront's search filters: the facets shown and their order, served to InstantSearch
 * as Algolia's `renderingContent.facetOrdering` (ADR 009).
 */
export const searchFacetOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff('edit-content');

  app.get(
    PATH,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Staff (edit content): the facets the storefront's search filters show, in order.",
        response: { 200: searchFacetOrderSchema, ...errors },
      },
    },
    async () => getFacetOrder(app.db),
  );

  app.put(
    PATH,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          "Staff (edit content): replaces the search filters' facets and order; searches follow it at once. Audited.",
        body: searchFacetOrderSchema,
        response: { 200: searchFacetOrderSchema, ...errors },
      },
    },
    async (request) => replaceFacetOrder(app.db, staffMemberOf(request), request.body),
  );
};
