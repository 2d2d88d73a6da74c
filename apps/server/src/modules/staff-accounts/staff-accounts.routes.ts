import {
  errorResponseSchema,
  staffAccountParamsSchema,
  staffAccountSalesRepRequestSchema,
  staffAccountSchema,
  staffAccountsResponseSchema,
  staffInviteRequestSchema,
  staffPermissionsRequestSchema,
  staffRepOrganizationsRequestSchema,
  staffRepOrganizationsResponseSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffMemberOf } from '../../plugins/require-staff.ts';
import {
  deactivateStaffAccount,
  reactivateStaffAccount,
  setStaffPermissions,
} from './staff-account-changes.ts';
import { inviteStaffMember, listStaffAccounts } from './staff-accounts.service.ts';
import { assignRepOrganizations, setStaffSalesRep } from './staff-rep-scope.ts';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

const PREFIX = '/web-api/staff/staff-accounts';

/**
 * The staff console's staff accounts (ADR 043): invite, permissions as roles with per-person changes, a
 * sales rep's organizations, deactivation. Only holders of `manage-staff`; every change is audited.
 */
export const staffAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff('manage-staff');

  app.get(
    PREFIX,
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Staff: every staff account with its permissions and role, the roles, and the sales reps.',
        response: { 200: staffAccountsResponseSchema, ...errors },
      },
    },
    async () => listStaffAccounts(app.db),
  );

  app.post(
    PREFIX,
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Staff: invite a staff member by e-mail with their permissions; they choose a password through a one-use link (72 hours).',
        body: staffInviteRequestSchema,
        response: { 201: staffAccountSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteStaffMember(app.db, staffMemberOf(request), request.body)),
  );

  app.put(
    `${PREFIX}/:id/permissions`,
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          "Staff: set a staff member's permissions (nobody may take manage-staff from its last active holder).",
        params: staffAccountParamsSchema,
        body: staffPermissionsRequestSchema,
        response: { 200: staffAccountSchema, 422: errorResponseSchema, ...errors },
      },
    },
    async (request) =>
      setStaffPermissions(app.db, staffMemberOf(request), request.params.id, request.body.permissions),
  );

  app.put(
    `${PREFIX}/:id/sales-rep`,
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Staff: tie a staff account to a sales rep (then it works on that rep’s organizations only), to a new rep made of itself ("new"), or to none.',
        params: staffAccountParamsSchema,
        body: staffAccountSalesRepRequestSchema,
        response: { 200: staffAccountSchema, ...errors },
      },
    },
    async (request) =>
      setStaffSalesRep(app.db, staffMemberOf(request), request.params.id, request.body.salesRepId),
  );

  app.post(
    `${PREFIX}/:id/organizations`,
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Staff: give organizations (account numbers) to the sales rep a staff account is tied to.',
        params: staffAccountParamsSchema,
        body: staffRepOrganizationsRequestSchema,
        response: { 200: staffRepOrganizationsResponseSchema, ...errors },
      },
    },
    async (request) =>
      assignRepOrganizations(app.db, staffMemberOf(request), request.params.id, request.body.organizationIds),
  );

  app.post(
    `${PREFIX}/:id/deactivate`,
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          'Staff: deactivate a staff account; its sessions end at once (not the last active holder of manage-staff).',
        params: staffAccountParamsSchema,
        response: { 200: staffAccountSchema, 422: errorResponseSchema, ...errors },
      },
    },
    async (request) => deactivateStaffAccount(app.db, staffMemberOf(request), request.params.id),
  );

  app.post(
    `${PREFIX}/:id/reactivate`,
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Staff: let a deactivated staff account sign in again.',
        params: staffAccountParamsSchema,
        response: { 200: staffAccountSchema, ...errors },
      },
    },
    async (request) => reactivateStaffAccount(app.db, staffMemberOf(request), request.params.id),
  );
};
