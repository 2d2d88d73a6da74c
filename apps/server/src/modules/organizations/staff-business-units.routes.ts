import {
  errorResponseSchema,
  staffBusinessUnitParamsSchema,
  staffBusinessUnitsSchema,
  staffServedStatesBodySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffMemberOf } from '../../plugins/require-staff.ts';
import { listServedStates, setServedStates } from './served-states.service.ts';

/**
 * The states each business unit serves, edited where business units are managed: the delivery calendar
 * screen, under its permission manage-calendar (ADR 049).
 */
export const staffBusinessUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff('manage-calendar');
  const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

  app.get(
    '/web-api/staff/business-units',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: 'Staff: every business unit with its own state and the US states it serves.',
        response: { 200: staffBusinessUnitsSchema, ...errors },
      },
    },
    async () => listServedStates(app.db),
  );

  app.put(
    '/web-api/staff/business-units/:businessUnitId/served-states',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary:
          "Staff: the US states (postal codes, each once) a business unit serves, which pre-fill an approval's business unit; empty means its own state only; audited.",
        params: staffBusinessUnitParamsSchema,
        body: staffServedStatesBodySchema,
        response: { 200: staffBusinessUnitsSchema.shape.businessUnits.element, ...errors },
      },
    },
    async (request) =>
      setServedStates(
        app.db,
        staffMemberOf(request),
        request.params.businessUnitId,
        request.body.servedStates,
      ),
  );
};
