import {
  errorResponseSchema,
  staffCalendarParamsSchema,
  staffCalendarUnitsSchema,
  staffExceptionBodySchema,
  staffExceptionParamsSchema,
  staffUnitCalendarSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { changeDeliveryCalendar } from '../../flows/change-delivery-calendar.flow.ts';
import { requireStaff, staffMemberOf } from '../../plugins/require-staff.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import {
  listCalendarUnits,
  planExceptionRemoval,
  planExceptionSet,
  unitCalendarView,
  type PlannedUnitChange,
} from './staff-calendar.service.ts';

const TAGS = ['staff'];
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Applies a console change through the calendar flow, audited in its transaction. */
async function applyPlanned(
  db: Db,
  staff: SessionUser,
  action: string,
  plan: (tx: Db) => Promise<PlannedUnitChange>,
): Promise<void> {
  let planned: PlannedUnitChange | null = null;
  await changeDeliveryCalendar(
    db,
    async (tx) => {
      planned = await plan(tx);
      return [planned];
    },
    {
      audit: async (tx, [outcome]) => {
        const change = planned!;
        await recordStaffChange(tx, staff, {
          action,
          subjectType: 'business-unit-calendar',
          subjectId: change.businessUnitId,
          // A calendar belongs to a business unit, not to one organization.
          organizationId: null,
          before: change.before,
          after: change.after && {
            ...change.after,
            ordersMoved: outcome?.ordersMoved ?? 0,
            cartsMoved: outcome?.cartsMoved ?? 0,
          },
        });
      },
    },
  );
}

/** The staff console's delivery calendar (permission manage-calendar, ADR 042). */
export const staffCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff('manage-calendar');

  app.get(
    '/web-api/staff/delivery-calendar',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Staff: every business unit’s weekly delivery pattern and how many exceptions lie ahead.',
        response: { 200: staffCalendarUnitsSchema, ...errors },
      },
    },
    async () => listCalendarUnits(app.db),
  );

  app.get(
    '/web-api/staff/delivery-calendar/:businessUnitId',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Staff: a business unit’s pattern, upcoming exceptions and the delivery dates they give.',
        params: staffCalendarParamsSchema,
        response: { 200: staffUnitCalendarSchema, ...errors },
      },
    },
    async (request) => unitCalendarView(app.db, request.params.businessUnitId),
  );

  app.put(
    '/web-api/staff/delivery-calendar/:businessUnitId/exceptions/:date',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff: set one exception (closed, moved, extra day, cut-off); open orders and carts on a closed day move and their buyers are told; audited.',
        params: staffExceptionParamsSchema,
        body: staffExceptionBodySchema,
        response: { 200: staffUnitCalendarSchema, ...errors },
      },
    },
    async (request) => {
      const { businessUnitId, date } = request.params;
      await applyPlanned(app.db, staffMemberOf(request), 'delivery-calendar.exception-set', (tx) =>
        planExceptionSet(tx, businessUnitId, date, request.body),
      );
      return unitCalendarView(app.db, businessUnitId);
    },
  );

  app.delete(
    '/web-api/staff/delivery-calendar/:businessUnitId/exceptions/:date',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Staff: remove one exception; orders already moved stay where they are; audited.',
        params: staffExceptionParamsSchema,
        response: { 200: staffUnitCalendarSchema, ...errors },
      },
    },
    async (request) => {
      const { businessUnitId, date } = request.params;
      await applyPlanned(app.db, staffMemberOf(request), 'delivery-calendar.exception-removed', (tx) =>
        planExceptionRemoval(tx, businessUnitId, date),
      );
      return unitCalendarView(app.db, businessUnitId);
    },
  );
};
