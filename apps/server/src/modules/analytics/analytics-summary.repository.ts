import { and, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../orders/orders.read-model.ts';
import { businessUnits } from '../organizations/organizations.read-model.ts';
import { ordersInScope, type AnalyticsScope } from './analytics-filters.ts';
import {
  analyticsEventHours,
  analyticsGuideOrganizationHours,
  analyticsSearchHours,
} from './analytics.table.ts';

/** A range of whole days in a time zone: the first and last day, both included. */
export interface DayRange {
  from: string;
  to: string;
  timeZone: string;
}

/** Orders and revenue of one business unit on one day. */
export interface SalesRow {
  day: string;
  businessUnitId: string;
  orders: number;
  /** Dollars, as PostgreSQL's numeric sum writes it. */
  revenue: string;
}

/** A search phrase's figures. */
export interface SearchTermRow {
  query: string;
  searches: number;
  averageResults: number;
}

/** The search and order-guide figures, read in one pass over those events. */
export interface SearchFigures {
  total: number;
  withoutResults: number;
  top: SearchTermRow[];
  noResults: SearchTermRow[];
  guideOrganizations: number;
}

/** A count of one type and name of event. */
export interface EventCountRow {
  type: string;
  event: string | null;
  count: number;
}

// The range's bounds as instants: local midnight of the first day and of the day after the last, so the
// orders.placed_at index and the rollups' hour keys serve a plain range scan. The rollups count by UTC hour,
// exact for every whole-hour zone (all of the distributor's US zones); in a half-hour zone an event in the
// first half hour of a day counts with the day before.
/** The instant the range starts: local midnight of its first day. */
export function startOf(range: DayRange): SQL {
  return sql`(${range.from}::date)::timestamp at time zone ${range.timeZone}`;
}
/** The instant the range ends: local midnight after its last day. */
export function endOf(range: DayRange): SQL {
  return sql`(${range.to}::date + 1)::timestamp at time zone ${range.timeZone}`;
}

/** Orders (cancelled left out) and revenue per day and business unit, days in the range's time zone. */
export async function salesPerDay(db: Db, range: DayRange, scope: AnalyticsScope): Promise<SalesRow[]> {
  return (
    db
      .select({
        // A date's text is YYYY-MM-DD (ISO, PostgreSQL's default DateStyle): cast, not to_char, so a year of
        // orders is grouped by hashing short keys instead of formatted and sorted one by one (ADR 050).
        day: sql<string>`((${orders.placedAt} at time zone ${range.timeZone})::date)::text`,
        businessUnitId: orders.businessUnitId,
        orders: sql<number>`count(*)::int`,
        revenue: sql<string>`sum(${orders.total})::text`,
      })
      .from(orders)
      .where(
        and(gte(orders.placedAt, startOf(range)), lt(orders.placedAt, endOf(range)), ordersInScope(scope)),
      )
      // By position: the day expression carries a parameter, and a repeated one would not match it.
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1`, sql`2`)
  );
}

/** Every business unit's id and name (a handful of rows). */
export async function businessUnitNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: businessUnits.id, name: businessUnits.name }).from(businessUnits);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Events per type and track name in the range, most frequent first (from the hourly rollup). */
export async function eventCounts(db: Db, range: DayRange): Promise<EventCountRow[]> {
  const h = analyticsEventHours;
  const rows = await db
    .select({ type: h.type, event: h.event, count: sql<number>`sum(${h.events})::int` })
    .from(h)
    .where(and(gte(h.hour, startOf(range)), lt(h.hour, endOf(range))))
    .groupBy(h.type, h.event)
    .orderBy(sql`3 desc`, h.type, h.event);
  // The rollup keys page and identify calls by '' for their missing track name.
  return rows.map((r) => ({ ...r, event: r.event === '' ? null : r.event }));
}

const TERMS_SHOWN = 10;

/** A phrase's sums over the range. */
function termsQuery(db: Db, range: DayRange) {
  const h = analyticsSearchHours;
  return db
    .select({
      query: h.query,
      searches: sql<number>`sum(${h.searches})::int`.as('searches'),
      withoutResults: sql<number>`sum(${h.withoutResults})::int`.as('without_results'),
      averageResults: sql<string | null>`(sum(${h.resultsSum}) / nullif(sum(${h.resultsCounted}), 0))::text`,
    })
    .from(h)
    .where(and(gte(h.hour, startOf(range)), lt(h.hour, endOf(range)), ne(h.query, '')))
    .groupBy(h.query);
}

/**
 * Storefront searches (top phrases, phrases that found nothing, totals) and the organizations that used an
 * order guide, from the hourly rollups, four small queries at once.
 */
export async function searchFigures(db: Db, range: DayRange): Promise<SearchFigures> {
  const h = analyticsSearchHours;
  const g = analyticsGuideOrganizationHours;
  const inRange = (hour: typeof h.hour | typeof g.hour) =>
    and(gte(hour, startOf(range)), lt(hour, endOf(range)));
  const [top, noResults, [totals], [guides]] = await Promise.all([
    termsQuery(db, range)
      .orderBy(sql`2 desc`, h.query)
      .limit(TERMS_SHOWN),
    termsQuery(db, range)
      .having(sql`sum(${h.withoutResults}) > 0`)
      .orderBy(sql`3 desc`, h.query)
      .limit(TERMS_SHOWN),
    db
      .select({
        searches: sql<number>`coalesce(sum(${h.searches}), 0)::int`,
        withoutResults: sql<number>`coalesce(sum(${h.withoutResults}), 0)::int`,
      })
      .from(h)
      .where(inRange(h.hour)),
    db
      .select({ organizations: sql<number>`count(distinct ${g.organizationId})::int` })
      .from(g)
      .where(inRange(g.hour)),
  ]);
  const average = (value: string | null) => (value === null ? 0 : Math.round(Number(value) * 10) / 10);
  return {
    total: totals?.searches ?? 0,
    withoutResults: totals?.withoutResults ?? 0,
    top: top.map((t) => ({
      query: t.query,
      searches: t.searches,
      averageResults: average(t.averageResults),
    })),
    noResults: noResults.map((t) => ({ query: t.query, searches: t.withoutResults, averageResults: 0 })),
    guideOrganizations: guides?.organizations ?? 0,
  };
}
