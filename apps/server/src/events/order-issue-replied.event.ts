import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** Staff replied to a buyer's order issue report (ADR 044): the buyer is e-mailed the reply. */
export const orderIssueReplied = defineEvent(
  'order.issue-replied',
  z.object({
    reportId: z.string(),
    orderId: z.string(),
    organizationId: z.string(),
    /** The buyer who reported it, whom the reply goes to. */
    buyerUserId: z.string(),
    staffUserId: z.string(),
  }),
);
