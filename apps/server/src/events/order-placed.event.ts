import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** A submit placed orders: one per sub-cart of the cart, by one buyer (or staff acting as the buyer). */
export const orderPlaced = defineEvent(
  'order.placed',
  z.object({
    cartId: z.string(),
    organizationId: z.string(),
    orders: z
      .array(
        z.object({
          orderId: z.string(),
          webOrderNumber: z.string(),
          // The order's cut-off as placed (ISO). Absent in events published before it was added: the start-up
          // sweep schedules those orders' cut-offs.
          cutOffAt: z.string().optional(),
        }),
      )
      .min(1),
    buyer: z.object({ userId: z.string(), email: z.string(), firstName: z.string() }),
    placedByStaffUserId: z.string().nullable(),
  }),
);
