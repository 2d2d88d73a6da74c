import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** An order guide was shared to another organization of its owner (not published for a share that existed). */
export const guideShared = defineEvent(
  'order-guide.shared',
  z.object({ guideId: z.number().int(), organizationId: z.string(), sharedByUserId: z.string() }),
);
