import { STAFF_PAGE_SIZE, staffAuditPageSchema, staffAuditQuerySchema } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/require-staff.ts';
import { listStaffChanges } from './staff-audit.service.ts';

/** The log of every change staff made in the console. */
export const staffAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web-api/staff/audit',
    {
      onRequest: requireStaff('manage-customers'),
      schema: {
        tags: ['staff'],
        summary: 'Staff: every change made in the console, newest first: who, when, what, before and after.',
        querystring: staffAuditQuerySchema,
        response: { 200: staffAuditPageSchema },
      },
    },
    async (request) => {
      const { page, subjectType, subjectId } = request.query;
      const { items, total } = await listStaffChanges(
        app.db,
        { subjectType, subjectId },
        { limit: STAFF_PAGE_SIZE, offset: (page - 1) * STAFF_PAGE_SIZE },
      );
      return { items, total, page, pageSize: STAFF_PAGE_SIZE };
    },
  );
};
