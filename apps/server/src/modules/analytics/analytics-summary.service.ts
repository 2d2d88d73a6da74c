import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_RANGE_BACKWARDS_MESSAGE,
  ANALYTICS_RANGE_TOO_LONG_MESSAGE,
  ANALYTICS_SEARCH_EVENTS,
  daysInRange,
  type StaffAnalyticsQuery,
  type StaffAnalyticsSummary,
} from '@larder/contract';
import { todayIn } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { narrowsOrganizations, type AnalyticsScope } from './analytics-filters.ts';
import { repEventCounts, repSearchFigures } from './analytics-rep.repository.ts';
import {
  businessUnitNames,
  eventCounts,
  searchFigures,
  type DayRange,
  type EventCountRow,
} from './analytics-summary.repository.ts';
import { orderFigures } from './order-figures.service.ts';

const DAY_MS = 86_400_000;
const EVENTS_SHOWN = 50;

/** A YYYY-MM-DD date moved by whole days. */
function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The range a query asks for, in the staff member's time zone: the last day defaults to today, the first to
 * 30 days ending on the last. A range running backwards or over 400 days is a 400 with the field to fix.
 */
export function resolveRange(query: StaffAnalyticsQuery, timeZone: string, now: Date): DayRange {
  const to = query.to ?? todayIn(timeZone, now);
  const from = query.from ?? shiftDate(to, 1 - ANALYTICS_DEFAULT_DAYS);
  if (from > to)
    throw new AppError('VALIDATION_FAILED', ANALYTICS_RANGE_BACKWARDS_MESSAGE, {
      [query.from ? 'to' : 'from']: ANALYTICS_RANGE_BACKWARDS_MESSAGE,
    });
  if (daysInRange(from, to) > ANALYTICS_MAX_DAYS)
    throw new AppError('VALIDATION_FAILED', ANALYTICS_RANGE_TOO_LONG_MESSAGE, {
      from: ANALYTICS_RANGE_TOO_LONG_MESSAGE,
    });
  return { from, to, timeZone };
}

/** Dollars summed by PostgreSQL, as a number rounded to cents. */
function dollars(sum: string | number): number {
  return Math.round(Number(sum) * 100) / 100;
}

function countOf(rows: readonly EventCountRow[], event: string): number {
  return rows.find((r) => r.type === 'track' && r.event === event)?.count ?? 0;
}

function searchEventsOf(rows: readonly EventCountRow[]): number {
  return ANALYTICS_SEARCH_EVENTS.reduce((sum, event) => sum + countOf(rows, event), 0);
}

/** The range of the same length just before a range. */
export function previousRange(range: DayRange): DayRange {
  const days = daysInRange(range.from, range.to);
  return { from: shiftDate(range.from, -days), to: shiftDate(range.from, -1), timeZone: range.timeZone };
}

/**
 * The dashboard's figures for a range: sales per day and business unit (cancelled orders left out), top items
 * and customers, lapsed customers and the previous period's totals from the order rollups and the orders
 * (order-figures.service.ts), searches, the view-to-add funnel,
 * order-guide use and events per type from the stored analytics events. The aggregations run at once, each
 * on its own pooled connection on PostgreSQL. A sales rep's summary (`scope.salesRepId`) and a filtered one
 * count the organizations in scope only: their events are read per organization, not from the rollups.
 */
export async function analyticsSummary(
  db: Db,
  range: DayRange,
  scope: AnalyticsScope,
): Promise<StaffAnalyticsSummary> {
  const narrowed = narrowsOrganizations(scope);
  const previous = previousRange(range);
  const [{ sales, items, customers, lapsed, previousSales }, names, events, searches, previousEvents] =
    await Promise.all([
      orderFigures(db, range, previous, scope),
      businessUnitNames(db),
      narrowed ? repEventCounts(db, range, scope) : eventCounts(db, range),
      narrowed ? repSearchFigures(db, range, scope) : searchFigures(db, range),
      narrowed ? repEventCounts(db, previous, scope) : eventCounts(db, previous),
    ]);

  const units = new Map<string, { orders: number; revenue: number }>();
  const days = new Map<string, StaffAnalyticsSummary['sales']['days'][number]>();
  for (let day = range.from; day <= range.to; day = shiftDate(day, 1))
    days.set(day, { date: day, orders: 0, revenue: 0, byBusinessUnit: {} });
  for (const row of sales) {
    const revenue = dollars(row.revenue);
    const day = days.get(row.day);
    if (day) {
      day.orders += row.orders;
      day.revenue = dollars(day.revenue + revenue);
      day.byBusinessUnit[row.businessUnitId] = { orders: row.orders, revenue };
    }
    const unit = units.get(row.businessUnitId) ?? { orders: 0, revenue: 0 };
    unit.orders += row.orders;
    unit.revenue = dollars(unit.revenue + revenue);
    units.set(row.businessUnitId, unit);
  }
  const businessUnits = [...units]
    .map(([id, unit]) => ({ id, name: names.get(id) ?? id, ...unit }))
    .sort((a, b) => b.revenue - a.revenue || a.id.localeCompare(b.id));

  const { productViewed, productAdded, orderGuideSearch, orderGuideAddedToCart } = ANALYTICS_EVENT_NAMES;
  const productViews = countOf(events, productViewed);
  const productAdds = countOf(events, productAdded);
  return {
    ...range,
    sales: {
      businessUnits,
      days: [...days.values()],
      orders: businessUnits.reduce((sum, u) => sum + u.orders, 0),
      revenue: dollars(businessUnits.reduce((sum, u) => sum + u.revenue, 0)),
    },
    searches: {
      total: searches.total,
      allSearchEvents: searchEventsOf(events),
      withoutResults: searches.withoutResults,
      top: searches.top,
      noResults: searches.noResults,
    },
    funnel: {
      productViews,
      productAdds,
      addRate: productViews === 0 ? 0 : Math.round((productAdds / productViews) * 1000) / 1000,
    },
    guides: {
      searches: countOf(events, orderGuideSearch),
      addsToCart: countOf(events, orderGuideAddedToCart),
      organizations: searches.guideOrganizations,
    },
    events: events
      .slice(0, EVENTS_SHOWN)
      .map((r) => ({ type: r.type, event: r.type === 'track' ? r.event : null, count: r.count })),
    topItems: items.map((row) => ({ ...row, revenue: dollars(row.revenue) })),
    topCustomers: customers.map((row) => ({ ...row, revenue: dollars(row.revenue) })),
    lapsedCustomers: lapsed.map((row) => ({ ...row, lastOrderAt: row.lastOrderAt.toISOString() })),
    previous: {
      from: previous.from,
      to: previous.to,
      orders: previousSales.orders,
      revenue: dollars(previousSales.revenue),
      searches: countOf(previousEvents, ANALYTICS_EVENT_NAMES.productsSearched),
    },
  };
}
