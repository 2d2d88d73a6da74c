import { z } from 'zod';
import { calendarDate, text, timeZoneParam } from './primitives.ts';

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
    /** Only orders fulfilled by this business unit, and the events of organizations it serves. */
    businessUnitId: text().trim().min(1).max(64).optional(),
    /** Only organizations of this customer group. */
    customerGroupId: text().trim().min(1).max(64).optional(),
    /** Only organizations of this sales rep (a rep's own scope always applies on top). */
    salesRepId: text().trim().min(1).max(64).optional(),
    /** Only this organization (account number). */
    organizationId: text().trim().min(1).max(64).optional(),
    /** The staff member's IANA time zone: days begin at its midnight (default: the store's zone). */
    tz: timeZoneParam().optional(),
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

/** An item ordered in the range: quantity and revenue over every unit it was ordered in. */
export const analyticsTopItemSchema = z.object({
  sku: z.string(),
  name: z.string(),
  quantity: count,
  orders: count,
  revenue: money,
});

/** An organization that ordered in the range. */
export const analyticsTopCustomerSchema = z.object({
  organizationId: z.string(),
  name: z.string(),
  orders: count,
  revenue: money,
});

/** An organization that has not ordered in twice its usual interval between orders. */
export const analyticsLapsedCustomerSchema = z.object({
  organizationId: z.string(),
  name: z.string(),
  /** When it last ordered (ISO instant). */
  lastOrderAt: z.string(),
  /** Its usual days between orders over the last year. */
  usualIntervalDays: z.number(),
  /** Days since its last order, as of the end of the range. */
  daysSinceLastOrder: z.number(),
  ordersInYear: count,
});

/** The figures of the period just before the range, as long as it, to read beside the range's own. */
export const analyticsPreviousPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  orders: count,
  revenue: money,
  searches: count,
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
    /** Catalog searches ('Products Searched'). */
    total: count,
    /** Every search event: the catalog's, inside order guides and for substitutes. */
    allSearchEvents: count,
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
  /** The ten items with the most revenue in the range. */
  topItems: z.array(analyticsTopItemSchema),
  /** The ten organizations with the most revenue in the range. */
  topCustomers: z.array(analyticsTopCustomerSchema),
  /** Organizations with at least three orders in the year before the range's end and none in twice their usual interval, longest overdue first, at most 50. */
  lapsedCustomers: z.array(analyticsLapsedCustomerSchema),
  previous: analyticsPreviousPeriodSchema,
});

/** The dashboard's figures. */
export type StaffAnalyticsSummary = z.infer<typeof staffAnalyticsSummarySchema>;

/** The analytics tables that export, by the name `table` takes. */
export const ANALYTICS_EXPORT_TABLES = [
  'sales-days',
  'business-units',
  'top-items',
  'top-customers',
  'lapsed-customers',
  'top-searches',
  'searches-without-results',
  'events',
] as const;

/** Query of `GET /web-api/staff/analytics/export`: the summary's range and filters, a table and a format. */
export const staffAnalyticsExportQuerySchema = staffAnalyticsQuerySchema.safeExtend({
  table: z.enum(ANALYTICS_EXPORT_TABLES),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** Which analytics table to export, and how. */
export type StaffAnalyticsExportQuery = z.infer<typeof staffAnalyticsExportQuerySchema>;

/** The search events the dashboard's 'all searches' figure counts. */
export const ANALYTICS_SEARCH_EVENTS = [
  'Products Searched',
  'Order Guide Search',
  'Search for Substitutions',
] as const;
