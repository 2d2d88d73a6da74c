import {
  STAFF_PAGE_SIZE,
  approveApplicationBodySchema,
  rejectApplicationBodySchema,
  staffApplicationParamsSchema,
  staffApplicationSchema,
  staffApplicationsPageSchema,
  staffApplicationsQuerySchema,
  staffOrganizationChoicesQuerySchema,
  staffOrganizationChoicesSchema,
  staffReferenceDataSchema,
  staffSummarySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/app-error.ts';
import { requireStaff, salesRepScopeOf, staffMemberOf } from '../../plugins/require-staff.ts';
import {
  applicationById,
  listApplications,
  pendingApplicationCount,
} from '../auth/signup-applications.service.ts';
import {
  onboardingReferenceData,
  organizationChoices,
  organizationNames,
} from '../organizations/organization-onboarding.service.ts';
import { toStaffApplication } from './application-view.ts';
import { approveApplication, rejectApplication } from './review-application.ts';

/** Staff review sign-up applications: list, read, approve into an organization, reject with a reason. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const approver = requireStaff('approve-applications');

  app.get(
    '/web-api/staff/summary',
    {
      // Any staff member: the count sits in the navigation every section shows.
      onRequest: async (request) => {
        staffMemberOf(request);
      },
      schema: {
        tags: ['staff'],
        summary: 'Staff: the console counts at a glance (applications waiting for review).',
        response: { 200: staffSummarySchema },
      },
    },
    async () => ({ pendingApplications: await pendingApplicationCount(app.db) }),
  );

  app.get(
    '/web-api/staff/applications',
    {
      onRequest: approver,
      schema: {
        tags: ['staff'],
        summary:
          'Staff: sign-up applications of one status, newest first, searched by name, e-mail or business.',
        querystring: staffApplicationsQuerySchema,
        response: { 200: staffApplicationsPageSchema },
      },
    },
    async (request) => {
      const { status, page, q } = request.query;
      const { items, total } = await listApplications(
        app.db,
        { status, q },
        { limit: STAFF_PAGE_SIZE, offset: (page - 1) * STAFF_PAGE_SIZE },
      );
      const orgIds = [...new Set(items.flatMap((i) => (i.row.organizationId ? [i.row.organizationId] : [])))];
      const names = await organizationNames(app.db, orgIds);
      return {
        items: items.map((item) => toStaffApplication(item, names)),
        total,
        page,
        pageSize: STAFF_PAGE_SIZE,
      };
    },
  );

  app.get(
    '/web-api/staff/applications/:id',
    {
      onRequest: approver,
      schema: {
        tags: ['staff'],
        summary: 'Staff: one sign-up application with everything the applicant gave and its review.',
        params: staffApplicationParamsSchema,
        response: { 200: staffApplicationSchema },
      },
    },
    async (request) => {
      const found = await applicationById(app.db, request.params.id);
      if (!found) throw notFound('The application');
      const orgId = found.row.organizationId;
      return toStaffApplication(found, await organizationNames(app.db, orgId ? [orgId] : []));
    },
  );

  app.post(
    '/web-api/staff/applications/:id/approve',
    {
      onRequest: approver,
      schema: {
        tags: ['staff'],
        summary:
          'Staff: approve an application into an existing organization or a new one; the applicant can sign in at once.',
        params: staffApplicationParamsSchema,
        body: approveApplicationBodySchema,
        response: { 200: staffApplicationSchema },
      },
    },
    async (request) => approveApplication(app.db, staffMemberOf(request), request.params.id, request.body),
  );

  app.post(
    '/web-api/staff/applications/:id/reject',
    {
      onRequest: approver,
      schema: {
        tags: ['staff'],
        summary: 'Staff: reject an application with the reason the applicant is e-mailed.',
        params: staffApplicationParamsSchema,
        body: rejectApplicationBodySchema,
        response: { 200: staffApplicationSchema },
      },
    },
    async (request) => rejectApplication(app.db, staffMemberOf(request), request.params.id, request.body),
  );

  app.get(
    '/web-api/staff/applications/organizations',
    {
      onRequest: approver,
      schema: {
        tags: ['staff'],
        summary: 'Staff: organizations an approved applicant may join, by name or account number.',
        querystring: staffOrganizationChoicesQuerySchema,
        response: { 200: staffOrganizationChoicesSchema },
      },
    },
    async (request) => organizationChoices(app.db, request.query.q, salesRepScopeOf(staffMemberOf(request))),
  );

  app.get(
    '/web-api/staff/reference-data',
    {
      onRequest: approver,
      schema: {
        tags: ['staff'],
        summary: 'Staff: business units, customer groups, sales reps and regions a new organization takes.',
        response: { 200: staffReferenceDataSchema },
      },
    },
    async () => onboardingReferenceData(app.db),
  );
};
