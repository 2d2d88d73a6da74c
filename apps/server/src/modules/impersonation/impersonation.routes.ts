import {
  impersonationCustomersQuerySchema,
  impersonationCustomersResponseSchema,
  impersonationOrganizationsQuerySchema,
  impersonationOrganizationsResponseSchema,
  impersonationResponseSchema,
  startImpersonationRequestSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession, setSessionCookie } from '../../plugins/session.ts';
import {
  findCustomers,
  findOrganizations,
  startImpersonation,
  stopImpersonation,
} from './impersonation.service.ts';

/** Staff impersonation: pick an organization and a customer, become them, stop. */
export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/web-api/impersonation/organizations',
    {
      config: { access: 'staff', readOnly: true },
      schema: {
        tags: ['impersonation'],
        summary: 'Staff: organizations matching a name or account number.',
        querystring: impersonationOrganizationsQuerySchema,
        response: { 200: impersonationOrganizationsResponseSchema },
      },
    },
    async (request) => findOrganizations(app.db, requireSession(request), request.query.search),
  );

  app.post(
    '/web-api/impersonation/customers',
    {
      config: { access: 'staff', readOnly: true },
      schema: {
        tags: ['impersonation'],
        summary: 'Staff: the customers of an organization.',
        querystring: impersonationCustomersQuerySchema,
        response: { 200: impersonationCustomersResponseSchema },
      },
    },
    async (request) => findCustomers(app.db, requireSession(request), request.query.organizationId),
  );

  app.post(
    '/web-api/impersonation/start',
    {
      config: { access: 'staff', auditedByRoute: true },
      schema: {
        tags: ['impersonation'],
        summary: 'Staff: become a customer of an organization; the session id rotates.',
        body: startImpersonationRequestSchema,
        response: { 200: impersonationResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await startImpersonation(app.db, requireSession(request), request.body, {
        method: request.method,
        path: request.url,
        ttlDays: app.config.SESSION_TTL_DAYS,
      });
      setSessionCookie(app, request, reply, result.token, result.expiresAt);
      return { success: true as const, currentUser: result.currentUser, originalUser: result.originalUser };
    },
  );

  app.post(
    '/web-api/impersonation/stop',
    {
      config: { access: 'staff', auditedByRoute: true },
      schema: {
        tags: ['impersonation'],
        summary: 'Stop impersonating and return to the staff user; the session id rotates.',
        response: { 200: impersonationResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await stopImpersonation(app.db, requireSession(request), {
        method: request.method,
        path: request.url,
        ttlDays: app.config.SESSION_TTL_DAYS,
      });
      setSessionCookie(app, request, reply, result.token, result.expiresAt);
      return { success: true as const, currentUser: result.currentUser, originalUser: result.originalUser };
    },
  );
};
