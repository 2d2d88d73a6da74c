import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** A buyer's edit replaced a placed order's lines and header (ADR 007). */
export const orderEdited = defineEvent(
  'order.edited',
  z.object({
    orderId: z.string(),
    webOrderNumber: z.string(),
    organizationId: z.string(),
    userId: z.string(),
  }),
);
