import {
  errorResponseSchema,
  staffAddMemberRequestSchema,
  staffAddMemberResponseSchema,
  staffFlagsRequestSchema,
  staffHoldRequestSchema,
  staffOrganizationDetailSchema,
  staffOrganizationMemberParamsSchema,
  staffOrganizationParamsSchema,
  staffOrganizationsPageSchema,
  staffOrganizationsQuerySchema,
  staffPasswordResetResponseSchema,
  staffSalesRepRequestSchema,
  staffUserParamsSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffMemberOf } from '../../plugins/require-staff.ts';
import {
  addOrganizationMember,
  listStaffOrganizations,
  removeOrganizationMember,
  sendPasswordReset,
  setOrganizationFlags,
  setOrganizationHold,
  setOrganizationSalesRep,
  staffOrganizationDetail,
} from './staff-customers.service.ts';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The staff console's customers: organizations and their users. A rep's account sees and changes only its
 * own organizations (others are a 404); every change is audited and drops the members' cached sessions.
 */
export const staffCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff('manage-customers');

  app.get(
    '/web-api/staff/organizations',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Staff: organizations by name, searched by name or account number, filtered, a page at a time.',
        querystring: staffOrganizationsQuerySchema,
        response: { 200: staffOrganizationsPageSchema, ...errors },
      },
    },
    async (request) => listStaffOrganizations(app.db, staffMemberOf(request), request.query),
  );

  app.get(
    '/web-api/staff/organizations/:id',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Staff: an organization with its flags, hold, sales rep and users.',
        params: staffOrganizationParamsSchema,
        response: { 200: staffOrganizationDetailSchema, ...errors },
      },
    },
    async (request) => staffOrganizationDetail(app.db, staffMemberOf(request), request.params.id),
  );

  app.post(
    '/web-api/staff/organizations/:id/hold',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Staff: put an organization on hold with the message its buyers read, or release it.',
        params: staffOrganizationParamsSchema,
        body: staffHoldRequestSchema,
        response: { 200: staffOrganizationDetailSchema, ...errors },
      },
    },
    async (request) => setOrganizationHold(app.db, staffMemberOf(request), request.params.id, request.body),
  );

  app.post(
    '/web-api/staff/organizations/:id/flags',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: "Staff: set some of an organization's flags (protein, specialty, CME, PPro).",
        params: staffOrganizationParamsSchema,
        body: staffFlagsRequestSchema,
        response: { 200: staffOrganizationDetailSchema, ...errors },
      },
    },
    async (request) => setOrganizationFlags(app.db, staffMemberOf(request), request.params.id, request.body),
  );

  app.post(
    '/web-api/staff/organizations/:id/sales-rep',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Staff: give an organization another sales rep (a rep may not hand it to another rep).',
        params: staffOrganizationParamsSchema,
        body: staffSalesRepRequestSchema,
        response: { 200: staffOrganizationDetailSchema, ...errors },
      },
    },
    async (request) =>
      setOrganizationSalesRep(app.db, staffMemberOf(request), request.params.id, request.body.salesRepId),
  );

  app.post(
    '/web-api/staff/organizations/:id/members',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Staff: add a user to an organization, an existing customer by e-mail or a new account e-mailed a link to choose a password.',
        params: staffOrganizationParamsSchema,
        body: staffAddMemberRequestSchema,
        response: { 201: staffAddMemberResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addOrganizationMember(app.db, staffMemberOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/web-api/staff/organizations/:id/members/:userId',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Staff: remove a user from an organization (the account itself stays).',
        params: staffOrganizationMemberParamsSchema,
        response: { 200: staffOrganizationDetailSchema, ...errors },
      },
    },
    async (request) =>
      removeOrganizationMember(app.db, staffMemberOf(request), request.params.id, request.params.userId),
  );

  app.post(
    '/web-api/staff/users/:id/password-reset',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Staff: e-mail a customer a one-use link (one hour) to choose a new password.',
        params: staffUserParamsSchema,
        response: { 200: staffPasswordResetResponseSchema, ...errors },
      },
    },
    async (request) => sendPasswordReset(app.db, staffMemberOf(request), request.params.id),
  );
};
