import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** Staff rejected a sign-up application, with the reason the applicant is told. */
export const applicationRejected = defineEvent(
  'application.rejected',
  z.object({
    applicationId: z.string(),
    email: z.string(),
    firstName: z.string(),
    reason: z.string(),
  }),
);
