import {
  deliveryCalendarBodySchema,
  deliveryCalendarResultSchema,
  errorResponseSchema,
  type DeliveryCalendarResult,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeDeliveryCalendar,
  type UnitCalendarOutcome,
} from '../../flows/change-delivery-calendar.flow.ts';
import { refuseRows } from '../../plugins/feed-rows.ts';
import { checkCalendarCall } from '../delivery-calendar/delivery-calendar.service.ts';
import { requireApiKey } from './integration-auth.ts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The answer of a calendar call, counted over its units. */
export function calendarResultOf(outcomes: readonly UnitCalendarOutcome[]): DeliveryCalendarResult {
  const sum = (pick: (outcome: UnitCalendarOutcome) => number) =>
    outcomes.reduce((total, o) => total + pick(o), 0);
  const counts = {
    received: outcomes.length,
    changed: outcomes.filter((o) => o.added + o.updated + o.removed > 0).length,
    added: sum((o) => o.added),
    updated: sum((o) => o.updated),
    removed: sum((o) => o.removed),
    unchanged: sum((o) => o.unchanged),
    ordersMoved: sum((o) => o.ordersMoved),
    cartsMoved: sum((o) => o.cartsMoved),
  };
  const parts = [
    counts.added > 0 ? `${plural(counts.added, 'exception')} added` : null,
    counts.updated > 0 ? `${counts.updated} changed` : null,
    counts.removed > 0 ? `${counts.removed} removed` : null,
    counts.unchanged > 0 ? `${counts.unchanged} unchanged` : null,
  ].filter(Boolean);
  const moved =
    counts.ordersMoved + counts.cartsMoved > 0
      ? `; ${plural(counts.ordersMoved, 'order')} and ${plural(counts.cartsMoved, 'cart')} moved`
      : '';
  const message =
    counts.changed === 0
      ? 'Nothing changed: the calendar is already as sent.'
      : `${parts.join(', ')}${moved}.`;
  return { ...counts, message };
}

/** The calendar call checks each row in the service, so one answer names every bad field of every row. */
const rowsCheckedByService = () => (data: unknown) => ({ value: data });

/** `PUT /integration/v1/delivery-calendar` (ADR 042): the ERP's holidays, moved deliveries and cut-offs. */
export const deliveryCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/integration/v1/delivery-calendar',
    {
      // Bearer keys, never cookies: a browser cannot be tricked into sending one.
      config: { crossSite: 'open' as const },
      bodyLimit: 4 * 1024 * 1024,
      onRequest: requireApiKey(app.db, 'customers'),
      validatorCompiler: rowsCheckedByService,
      schema: {
        tags: ['integration'],
        security: [{ integrationKey: [] }],
        summary:
          'ERP: dated delivery exceptions per business unit (closed, moved, extra days, cut-offs); a unit’s exceptions from the call’s earliest date on are replaced; all or nothing; repeats change nothing; open orders and carts on a closed day move.',
        body: deliveryCalendarBodySchema,
        response: {
          200: deliveryCalendarResultSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { units, errors } = await checkCalendarCall(app.db, request.body);
      if (errors.size > 0) refuseRows(errors, 'business unit');
      return calendarResultOf(await changeDeliveryCalendar(app.db, units));
    },
  );
};
