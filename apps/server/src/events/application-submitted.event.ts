import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** Someone signed up: an application waits for staff to approve it. */
export const applicationSubmitted = defineEvent(
  'application.submitted',
  z.object({ applicationId: z.string(), email: z.string() }),
);
