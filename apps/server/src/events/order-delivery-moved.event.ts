import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** The delivery calendar moved a placed order's delivery to another date (ADR 042). */
export const orderDeliveryMoved = defineEvent(
  'order.delivery-moved',
  z.object({
    orderId: z.string(),
    webOrderNumber: z.string(),
    organizationId: z.string(),
    userId: z.string(),
    fromDate: z.string(),
    toDate: z.string(),
    /** The new cut-off (ISO instant) when the order is still open to changes; null when it is past it. */
    cutOffAt: z.string().nullable(),
    /** The business unit's time zone, which the cut-off is told in. */
    timeZone: z.string(),
    /** Why, as the calendar says (e.g. 'Thanksgiving'); empty when it says nothing. */
    note: z.string(),
  }),
);
