import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** Someone, signed in or not, reported a problem with the site. */
export const webIssueReported = defineEvent(
  'web.issue-reported',
  z.object({ reportId: z.string(), reportedBy: z.string().nullable() }),
);
