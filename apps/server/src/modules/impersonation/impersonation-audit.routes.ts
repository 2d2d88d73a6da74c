import {
  STAFF_PAGE_SIZE,
  staffImpersonationAuditPageSchema,
  staffImpersonationAuditQuerySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, salesRepScopeOf, staffMemberOf } from '../../plugins/require-staff.ts';
import { findImpersonationSessions } from './impersonation-audit.repository.ts';

/** The staff console's impersonation audit: sessions with who, whom, when, how long and what changed. */
export const impersonationAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web-api/staff/impersonation-audit',
    {
      onRequest: requireStaff('manage-customers'),
      schema: {
        tags: ['staff'],
        summary:
          'Staff: impersonation sessions newest first, filtered by staff member, customer and days: staff and customer, organization, the reason given, start, stop, duration, what was done in words and the orders placed or edited.',
        querystring: staffImpersonationAuditQuerySchema,
        response: { 200: staffImpersonationAuditPageSchema },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      const { items, total } = await findImpersonationSessions(
        app.db,
        salesRepScopeOf(staffMemberOf(request)),
        filters,
        { limit: STAFF_PAGE_SIZE, offset: (page - 1) * STAFF_PAGE_SIZE },
        new Date(),
      );
      return { items, total, page, pageSize: STAFF_PAGE_SIZE };
    },
  );
};
