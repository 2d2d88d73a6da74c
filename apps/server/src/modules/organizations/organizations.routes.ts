import {
  organizationListSchema,
  regionResponseSchema,
  setOrganizationQuerySchema,
  setOrganizationResponseSchema,
  setRegionQuerySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { regionOf, setRegionCookie } from '../../plugins/region.ts';
import { requireSession } from '../../plugins/session.ts';
import { setCurrentOrganization, setRegionOfUser } from '../auth/auth.service.ts';
import { listOrganizations } from './organizations.service.ts';

/** The organization calls of spec section 7. */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/web-api/organization/list',
    {
      config: { readOnly: true },
      schema: {
        tags: ['organization'],
        summary: "The signed-in user's organizations; the current one has isActive true.",
        response: { 200: organizationListSchema },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return listOrganizations(app.db, session.user.id, session.organization?.row.id ?? null);
    },
  );

  app.post(
    '/web-api/organization/set',
    {
      schema: {
        tags: ['organization'],
        summary: "Make one of the user's organizations the current one; another organization is a 404.",
        querystring: setOrganizationQuerySchema,
        response: { 200: setOrganizationResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      organization: await setCurrentOrganization(app.db, requireSession(request), request.query.value),
    }),
  );

  app.post(
    '/web-api/organization/setRegion',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['organization'],
        summary: "Set the visitor's region (which search index and catalog they see).",
        querystring: setRegionQuerySchema,
        response: { 200: regionResponseSchema },
      },
    },
    async (request, reply) => {
      const { region } = request.query;
      if (request.session) await setRegionOfUser(app.db, request.session.user.id, region);
      else setRegionCookie(reply, region);
      return { region };
    },
  );

  app.post(
    '/web-api/organization/getRegion',
    {
      config: { access: 'visitor', readOnly: true },
      schema: {
        tags: ['organization'],
        summary: "The visitor's region.",
        response: { 200: regionResponseSchema },
      },
    },
    async (request) => ({ region: regionOf(request) }),
  );
};
