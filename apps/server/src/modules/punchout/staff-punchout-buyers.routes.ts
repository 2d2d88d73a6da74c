import {
  errorResponseSchema,
  punchoutBuyerCreateSchema,
  punchoutBuyerParamsSchema,
  punchoutBuyerSchema,
  punchoutBuyersResponseSchema,
  punchoutBuyerUpdateSchema,
  punchoutLogResponseSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, salesRepScopeOf, staffMemberOf } from '../../plugins/require-staff.ts';
import {
  createPunchoutBuyer,
  listPunchoutBuyers,
  punchoutLogOf,
  updatePunchoutBuyer,
} from './punchout.service.ts';

const TAGS = ['staff'];
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The staff console's punchout buyers: list, add, change (a new secret, hosts, switched off); every change audited. */
export const staffPunchoutBuyerRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff('manage-punchout-buyers');

  app.get(
    '/web-api/staff/punchout-buyers',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Staff: the procurement systems that punch out, without their secrets.',
        response: { 200: punchoutBuyersResponseSchema },
      },
    },
    async (request) => ({
      items: await listPunchoutBuyers(app.db, salesRepScopeOf(staffMemberOf(request))),
    }),
  );

  app.post(
    '/web-api/staff/punchout-buyers',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Staff: add a punchout buyer; its shared secret is stored hashed.',
        body: punchoutBuyerCreateSchema,
        response: { 200: punchoutBuyerSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const staff = staffMemberOf(request);
      return createPunchoutBuyer(app.db, staff, request.body, salesRepScopeOf(staff));
    },
  );

  app.post(
    '/web-api/staff/punchout-buyers/:id',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff: change a punchout buyer (name, a new secret, return hosts, tracking e-mail, mode, active).',
        params: punchoutBuyerParamsSchema,
        body: punchoutBuyerUpdateSchema,
        response: { 200: punchoutBuyerSchema, ...errors },
      },
    },
    async (request) => {
      const staff = staffMemberOf(request);
      return updatePunchoutBuyer(app.db, staff, request.params.id, request.body, salesRepScopeOf(staff));
    },
  );

  app.get(
    '/web-api/staff/punchout-buyers/:id/log',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff: a punchout buyer’s log, newest first: setups, cart transfers and OrderRequests, with their errors.',
        params: punchoutBuyerParamsSchema,
        response: { 200: punchoutLogResponseSchema, ...errors },
      },
    },
    async (request) => ({
      items: await punchoutLogOf(app.db, request.params.id, salesRepScopeOf(staffMemberOf(request))),
    }),
  );
};
