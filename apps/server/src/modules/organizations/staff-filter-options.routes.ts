import {
  errorResponseSchema,
  staffFilterOptionsSchema,
  staffFilterOrganizationsQuerySchema,
  staffFilterOrganizationsSchema,
} from '@larder/contract';
import { hasStaffPermission } from '@larder/domain';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error.ts';
import { salesRepScopeOf, staffMemberOf } from '../../plugins/require-staff.ts';
import { findFilterOptions, findFilterOrganizations } from './staff-filter-options.repository.ts';

// Enough to pick from while typing; a longer list means the search should be narrower.
const ORGANIZATIONS_LIMIT = 20;

/** The lists that filter (analytics, orders and issue reports) take these names: either permission reads them. */
const requireFilteringStaff: onRequestAsyncHookHandler = async (request) => {
  const staff = staffMemberOf(request);
  if (!hasStaffPermission(staff, 'view-analytics') && !hasStaffPermission(staff, 'manage-orders')) {
    throw new AppError('FORBIDDEN', 'Your staff account does not have permission to do this.');
  }
};

/** Names for the staff console's filter pickers, in the staff member's scope (issue 31, ADR 049). */
export const staffFilterOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorResponseSchema, 403: errorResponseSchema };

  app.get(
    '/web-api/staff/filter-options',
    {
      onRequest: requireFilteringStaff,
      schema: {
        tags: ['staff'],
        summary:
          "Staff: the business units, customer groups and sales reps filters pick from, by name (a rep: their organizations' units and groups, and themselves).",
        response: { 200: staffFilterOptionsSchema, ...errors },
      },
    },
    async (request) => findFilterOptions(app.db, salesRepScopeOf(staffMemberOf(request))),
  );

  app.get(
    '/web-api/staff/filter-options/organizations',
    {
      onRequest: requireFilteringStaff,
      schema: {
        tags: ['staff'],
        summary:
          'Staff: up to 20 organizations whose name or account number contains `q`, by name, for a filter (a rep: their own).',
        querystring: staffFilterOrganizationsQuerySchema,
        response: { 200: staffFilterOrganizationsSchema, ...errors },
      },
    },
    async (request) => ({
      items: await findFilterOrganizations(
        app.db,
        { q: request.query.q, salesRepId: salesRepScopeOf(staffMemberOf(request)) },
        ORGANIZATIONS_LIMIT,
      ),
    }),
  );
};
