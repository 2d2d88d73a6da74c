import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/**
 * A buyer reported an issue with an order. Who reported it, to which sales rep and in which time zone are
 * part of the fact: they are the session's at the time of the report and cannot be looked up later.
 */
export const orderIssueReported = defineEvent(
  'order.issue-reported',
  z.object({
    reportId: z.string(),
    orderId: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    reporter: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
    salesRep: z.object({ name: z.string(), email: z.string() }),
    timeZone: z.string(),
  }),
);
