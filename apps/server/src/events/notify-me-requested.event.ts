import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** A buyer asked to be e-mailed when an out-of-stock variant is back. */
export const notifyMeRequested = defineEvent(
  'notify-me.requested',
  z.object({ userId: z.string(), organizationId: z.string(), variantId: z.string() }),
);
