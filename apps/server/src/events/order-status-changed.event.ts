import { ORDER_STATUSES } from '@larder/domain';
import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** Staff or the ERP moved an order along its lifecycle (Processing, Shipped, Delivered): a buyer e-mail or webhook can follow. */
export const orderStatusChanged = defineEvent(
  'order.status-changed',
  z.object({
    orderId: z.string(),
    webOrderNumber: z.string(),
    organizationId: z.string(),
    from: z.enum(ORDER_STATUSES),
    to: z.enum(ORDER_STATUSES),
    /** The staff member who set it; null when the ERP set it through the integration API. */
    staffUserId: z.string().nullable(),
  }),
);
