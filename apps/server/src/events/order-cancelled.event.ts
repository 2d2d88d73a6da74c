import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** An order was cancelled: by its buyer before the cut-off, or by staff or the ERP with a reason (ADR 044). */
export const orderCancelled = defineEvent(
  'order.cancelled',
  z.object({
    orderId: z.string(),
    webOrderNumber: z.string(),
    organizationId: z.string(),
    /** Who cancelled: the buyer or the staff member; null for the ERP. */
    userId: z.string().nullable(),
    /** The buyer who placed it, whom the cancellation e-mail goes to (absent in events of a buyer's own cancel before ADR 044). */
    buyerUserId: z.string().nullable().default(null),
    cancelledBy: z.enum(['buyer', 'staff', 'erp']).default('buyer'),
    /** Why staff or the ERP cancelled it; null for a buyer's own cancel. */
    reason: z.string().nullable().default(null),
  }),
);
