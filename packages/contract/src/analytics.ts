import { z } from 'zod';

/** The anonymous id every anonymous visitor's events carry (spec section 6). */
export const ANONYMOUS_ID = '00000';

/** One Segment-spec call: page, track or identify. */
export const analyticsEventSchema = z.object({
  type: z.enum(['page', 'track', 'identify']),
  event: z.string().max(200).optional(),
  name: z.string().max(200).optional(),
  userId: z.string().max(200).nullable().optional(),
  anonymousId: z.string().max(200),
  messageId: z.string().min(1).max(100),
  timestamp: z.string().max(40),
  properties: z.record(z.string(), z.unknown()).default({}),
  traits: z.record(z.string(), z.unknown()).optional(),
  context: z.record(z.string(), z.unknown()).default({}),
});

/** One analytics call. */
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

/** Body of `POST /analytics/v1/batch`. */
export const analyticsBatchSchema = z.object({
  batch: z.array(analyticsEventSchema).min(1).max(100),
  sentAt: z.string().max(40).optional(),
});
