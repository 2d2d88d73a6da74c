import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** Staff credited a line of an order (ADR 044): the ERP hears of it in the feed and an `order.credited` webhook. */
export const orderCredited = defineEvent(
  'order.credited',
  z.object({
    orderId: z.string(),
    webOrderNumber: z.string(),
    organizationId: z.string(),
    creditId: z.string(),
    issueReportId: z.string().nullable(),
    staffUserId: z.string(),
  }),
);
