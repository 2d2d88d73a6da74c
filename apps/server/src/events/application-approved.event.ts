import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** Staff approved a sign-up application: the applicant has a user and can sign in. */
export const applicationApproved = defineEvent(
  'application.approved',
  z.object({
    applicationId: z.string(),
    email: z.string(),
    firstName: z.string(),
    organizationName: z.string(),
  }),
);
