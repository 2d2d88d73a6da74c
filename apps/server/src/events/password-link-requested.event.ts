import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/**
 * A user is to receive a link to choose a password: 'reset' when staff sent a reset, 'welcome' when staff
 * made their account, 'invite' when a sales rep invited them to an organization (they join it by using it),
 * 'staff-invite' when an administrator invited them to the staff console. The link itself is minted by the subscriber that e-mails it, so no usable token ever
 * rests in the jobs table.
 */
export const passwordLinkRequested = defineEvent(
  'auth.password-link-requested',
  z.object({
    userId: z.string(),
    purpose: z.enum(['reset', 'welcome', 'invite', 'staff-invite']),
    /** The staff user who asked for it. */
    requestedBy: z.string().nullable(),
    /** For the welcome e-mail: the organization the new user joined; for an invitation, the one offered. */
    organizationName: z.string().nullable(),
    /** For an invitation: the organization the user joins by using the link. */
    organizationId: z.string().nullable().optional(),
  }),
);
