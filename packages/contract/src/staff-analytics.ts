import { z } from 'zod';
import { calendarDate } from './primitives.ts';

/** The longest range the dashboard sums over, in days (a year and a bit, so a full year fits). */
export const ANALYTICS_MAX_DAYS = 400;

/** The range the dashboard shows when none is asked for: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;

/** The track events the dashboard reads, by the names the web tracker sends. */
export const ANALYTICS_EVENT_NAMES = {
  /** A storefront search answered: `query` and `result_count`. */
  productsSearched: 'Products Searched',
  productViewed: 'Product Viewed',
  productAdded: 'Product Added',
  /** A search inside an order guide: `query`, `order_guide_id` and `result_count`. */
  orderGuideSearch: 'Order Guide Search',
  /** An order guide's quantities put in the cart: `order_guide_id` and `product_count`. */
  orderGuideAddedToCart: 'Order Guide Added to Cart',
} as const;

/** Days between two YYYY-MM-DD dates, counting both ends. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** What the too-long-range error says. */
export const ANALYTICS_RANGE_TOO_LONG_MESSAGE = `Choose a range of at most ${ANALYTICS_MAX_DAYS} days.`;

/** What the backwards-range error says. */
export const ANALYTICS_RANGE_BACKWARDS_MESSAGE = 'The start date must be on or before the end date.';

/**
 * Query of `GET /web-api/staff/analytics/summary`: the first and last day (in the staff member's time zone),
 * both included; either may be left out (the last day defaults to today, the first to 30 days before it).
 */
export const staffAnalyticsQuerySchema = z
  .object({
    from: calendarDate().optional(),
    to: calendarDate().optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    if (q.from > q.to)
      ctx.addIssue({ code: 'custom', message: ANALYTICS_RANGE_BACKWARDS_MESSAGE, path: ['to'] });
    else if (daysInRange(q.from, q.to) > ANALYTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: ANALYTICS_RANGE_TOO_LONG_MESSAGE, path: ['from'] });
  });

/** The dashboard's range query. */
export type StaffAnalyticsQuery = z.infer<typeof staffAnalyticsQuerySchema>;

const count = z.number().int().nonnegative();
/** Money in dollars, rounded to cents. */
const money = z.number();

/** Orders and revenue of one business unit on one day. */
export const analyticsUnitDaySchema = z.object({ orders: count, revenue: money });

/** One day of sales: totals and each business unit's share (units with no order that day are left out). */
export const analyticsSalesDaySchema = z.object({
  date: z.string(),
  orders: count,
  revenue: money,
  byBusinessUnit: z.record(z.string(), analyticsUnitDaySchema),
});

/** A search phrase and how often it was searched. */
export const analyticsSearchTermSchema = z.object({
  query: z.string(),
  searches: count,
  /** The mean number of results it got. */
  averageResults: z.number(),
});

/** A count of one kind of event. */
export const analyticsEventCountSchema = z.object({
  type: z.string(),
  /** A track call's event name; null for page and identify calls. */
  event: z.string().nullable(),
  count,
});

/** Answer of `GET /web-api/staff/analytics/summary`. */
export const staffAnalyticsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The time zone whose days these are. */
  timeZone: z.string(),
  sales: z.object({
    /** Business units with orders in the range, most revenue first. */
    businessUnits: z.array(z.object({ id: z.string(), name: z.string(), orders: count, revenue: money })),
    /** Every day of the range, oldest first, days without orders included. */
    days: z.array(analyticsSalesDaySchema),
    orders: count,
    revenue: money,
  }),
  searches: z.object({
    total: count,
    withoutResults: count,
    /** The most searched phrases (case and outer spaces ignored), at most 10. */
    top: z.array(analyticsSearchTermSchema),
    /** The most searched phrases that found nothing, at most 10. */
    noResults: z.array(analyticsSearchTermSchema),
  }),
  funnel: z.object({
    productViews: count,
    productAdds: count,
    /** Adds per view, 0..1 (0 when nothing was viewed); adds from lists count too, so it may pass 1. */
    addRate: z.number(),
  }),
  guides: z.object({
    searches: count,
    addsToCart: count,
    /** Organizations that used an order guide (searched one or added from one). */
    organizations: count,
  }),
  /** Events per type and name, most frequent first, at most 50. */
  events: z.array(analyticsEventCountSchema),
});

/** The dashboard's figures. */
export type StaffAnalyticsSummary = z.infer<typeof staffAnalyticsSummarySchema>;
