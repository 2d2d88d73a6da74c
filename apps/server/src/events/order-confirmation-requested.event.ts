import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** Staff asked for an order's confirmation e-mail to be sent to its buyer again (ADR 044). */
export const orderConfirmationRequested = defineEvent(
  'order.confirmation-requested',
  z.object({
    orderId: z.string(),
    organizationId: z.string(),
    buyerUserId: z.string(),
    staffUserId: z.string(),
  }),
);
