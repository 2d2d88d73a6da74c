import { z } from 'zod';
import { jsonObject, text } from './primitives.ts';

/** The anonymous id every anonymous visitor's events carry (spec section 6). */
export const ANONYMOUS_ID = '00000';

/** Most calls one `POST /analytics/v1/batch` may carry. */
export const ANALYTICS_MAX_BATCH = 100;

/** The call types of the Segment spec the collector takes. */
export const ANALYTICS_CALL_TYPES = ['track', 'page', 'screen', 'identify', 'group', 'alias'] as const;

/**
 * One Segment-spec call: track, page, screen, identify, group or alias, naming the user by `userId` or
 * `anonymousId` (at least one), as the browser tracker and Segment's own libraries send them.
 */
export const analyticsEventSchema = z
  .object({
    type: z.enum(ANALYTICS_CALL_TYPES),
    /** The event name of a track call, e.g. 'Product Added'. */
    event: text().min(1).max(200).optional(),
    /** The page or screen name of a page or screen call. */
    name: text().max(200).optional(),
    /** Ignored by the collector, which takes the user from the session; one of it or anonymousId is needed. */
    userId: text().max(200).nullable().optional(),
    anonymousId: text().max(200).nullable().optional(),
    /** The group (account) of a group call. */
    groupId: text().min(1).max(200).optional(),
    /** The id an alias call merges into `userId`. */
    previousId: text().min(1).max(200).optional(),
    /** Unique per call; a repeated id is stored once. One is made when none is sent. */
    messageId: text().min(1).max(100).optional(),
    /** When the call happened, by the sender's clock (ISO 8601); the time it arrived when absent. */
    timestamp: z.iso.datetime({ offset: true }).optional(),
    properties: jsonObject().default({}),
    traits: jsonObject().optional(),
    context: jsonObject().default({}),
    /** Which Segment destinations the call goes to, passed on as sent. */
    integrations: jsonObject().optional(),
  })
  .refine((e) => e.type !== 'track' || e.event !== undefined, {
    message: 'A track call needs an event name.',
    path: ['event'],
  })
  .refine((e) => e.type !== 'group' || e.groupId !== undefined, {
    message: 'A group call needs a groupId.',
    path: ['groupId'],
  })
  .refine((e) => e.type !== 'alias' || e.previousId !== undefined, {
    message: 'An alias call needs a previousId.',
    path: ['previousId'],
  })
  .refine((e) => Boolean(e.userId) || Boolean(e.anonymousId), {
    message: 'A call needs a userId or an anonymousId.',
    path: ['anonymousId'],
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
