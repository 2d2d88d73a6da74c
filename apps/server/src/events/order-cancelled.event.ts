import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** An order was cancelled by its buyer before the cut-off (staff move orders forward only). */
export const orderCancelled = defineEvent(
  'order.cancelled',
  z.object({
    orderId: z.string(),
    webOrderNumber: z.string(),
    organizationId: z.string(),
    /** Who cancelled: the buyer; null only in events published when staff could still cancel. */
    userId: z.string().nullable(),
  }),
);
