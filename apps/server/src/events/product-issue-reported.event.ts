import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/**
 * A buyer reported an issue with a product. Who reported it, for which organization and to which sales rep
 * are the session's at the time of the report, so they are part of the fact.
 */
export const productIssueReported = defineEvent(
  'product.issue-reported',
  z.object({
    reportId: z.string(),
    organizationName: z.string(),
    reporter: z.object({ name: z.string(), email: z.string() }),
    salesRep: z.object({ name: z.string(), email: z.string() }),
  }),
);
