import { z } from 'zod';
import { jsonObject, text } from './primitives.ts';

/** The anonymous id every anonymous visitor's events carry (spec section 6). */
export const ANONYMOUS_ID = '00000';

/** Most calls one `POST /analytics/v1/batch` may carry. */
export const ANALYTICS_MAX_BATCH = 100;

/** One Segment-spec call: page, track or identify. */
export const analyticsEventSchema = z
  .object({
    type: z.enum(['page', 'track', 'identify']),
    /** The event name of a track call, e.g. 'Product Added'. */
    event: text().min(1).max(200).optional(),
    /** The page name of a page call. */
    name: text().max(200).optional(),
    /** Ignored by the collector, which takes the user from the session. */
    userId: text().max(200).nullable().optional(),
    anonymousId: text().max(200),
    /** Unique per call; a repeated id is stored once. */
    messageId: text().min(1).max(100),
    /** When the call happened, by the browser's clock (ISO 8601). */
    timestamp: z.iso.datetime({ offset: true }),
    properties: jsonObject().default({}),
    traits: jsonObject().optional(),
    context: jsonObject().default({}),
  })
  .refine((e) => e.type !== 'track' || e.event !== undefined, {
    message: 'A track call needs an event name.',
    path: ['event'],
  });

/** One analytics call. */
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

/** Body of `POST /analytics/v1/batch`. */
export const analyticsBatchSchema = z.object({
  batch: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_BATCH),
  /** When the browser sent the batch, by its clock; lets the collector correct clock skew. */
  sentAt: z.iso.datetime({ offset: true }).optional(),
});

/** A batch as the browser sends it. */
export type AnalyticsBatch = z.input<typeof analyticsBatchSchema>;

/** Answer of `POST /analytics/v1/batch`, as Segment's own API answers. */
export const analyticsBatchResponseSchema = z.object({ success: z.literal(true) });

/**
 * Spec section 7: the retail-search feed's events, its empty event ('retail-search') and one per type; spec
 * section 6 gates the feed to specialty organizations, so the collector drops them for any other session.
 */
export const RETAIL_SEARCH_FEED_EVENTS = [
  'retail-search',
  'add-to-cart',
  'detail-page-view',
  'search',
  'purchase-complete',
  'home-page-view',
  'shopping-cart-page-view',
] as const;
