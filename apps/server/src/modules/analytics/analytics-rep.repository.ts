import { and, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_EVENT_NAMES } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { organizationsInScope, type AnalyticsScope } from './analytics-filters.ts';
import {
  endOf,
  startOf,
  type DayRange,
  type EventCountRow,
  type SearchFigures,
  type SearchTermRow,
} from './analytics-summary.repository.ts';
import { analyticsEvents } from './analytics.table.ts';

// A sales rep's dashboard (issue 28: staff lists hold only what the staff member may see), or one narrowed by
// the dashboard's filters (issue 31: business unit, customer group, rep, organization). The hourly rollups
// count the whole storefront, not per organization, so these figures are read from the stored events of the
// organizations' sessions: the same expressions as the rollup trigger (migration 0013), over far fewer rows
// than the storefront's.

const TERMS_SHOWN = 10;

/** The events of the organizations in scope in the range. */
function repEventsIn(range: DayRange, scope: AnalyticsScope): SQL {
  const e = analyticsEvents;
  return and(
    gte(e.timestamp, startOf(range)),
    lt(e.timestamp, endOf(range)),
    sql`${e.organizationId} in ${organizationsInScope(scope)}`,
  )!;
}

/** Events of the organizations in scope per type and track name, most frequent first. */
export async function repEventCounts(
  db: Db,
  range: DayRange,
  scope: AnalyticsScope,
): Promise<EventCountRow[]> {
  const e = analyticsEvents;
  return db
    .select({ type: e.type, event: e.event, count: sql<number>`count(*)::int` })
    .from(e)
    .where(repEventsIn(range, scope))
    .groupBy(e.type, e.event)
    .orderBy(sql`3 desc`, e.type, e.event);
}

/** The searches and order-guide use of the organizations in scope, as the storefront-wide figures are counted. */
export async function repSearchFigures(
  db: Db,
  range: DayRange,
  scope: AnalyticsScope,
): Promise<SearchFigures> {
  const e = analyticsEvents;
  const query = sql<string>`lower(btrim(coalesce(${e.properties}->>'query', '')))`;
  const resultCount = sql`case when jsonb_typeof(${e.properties}->'result_count') = 'number'
    then (${e.properties}->>'result_count')::numeric end`;
  const searchedIn = and(
    repEventsIn(range, scope),
    sql`${e.type} = 'track'`,
    sql`${e.event} = ${ANALYTICS_EVENT_NAMES.productsSearched}`,
  );
  const terms = await db
    .select({
      query,
      searches: sql<number>`count(*)::int`,
      withoutResults: sql<number>`(count(*) filter (where ${resultCount} = 0))::int`,
      averageResults: sql<string | null>`(avg(${resultCount}))::text`,
    })
    .from(e)
    .where(searchedIn)
    .groupBy(sql`1`);
  const [guides] = await db
    .select({ organizations: sql<number>`count(distinct ${e.organizationId})::int` })
    .from(e)
    .where(
      and(
        repEventsIn(range, scope),
        inArray(e.event, [
          ANALYTICS_EVENT_NAMES.orderGuideSearch,
          ANALYTICS_EVENT_NAMES.orderGuideAddedToCart,
        ]),
      ),
    );
  const average = (value: string | null) => (value === null ? 0 : Math.round(Number(value) * 10) / 10);
  const named = terms.filter((t) => t.query !== '');
  const byName = (a: { query: string }, b: { query: string }) => a.query.localeCompare(b.query);
  const top: SearchTermRow[] = [...named]
    .sort((a, b) => b.searches - a.searches || byName(a, b))
    .slice(0, TERMS_SHOWN)
    .map((t) => ({ query: t.query, searches: t.searches, averageResults: average(t.averageResults) }));
  const noResults: SearchTermRow[] = named
    .filter((t) => t.withoutResults > 0)
    .sort((a, b) => b.withoutResults - a.withoutResults || byName(a, b))
    .slice(0, TERMS_SHOWN)
    .map((t) => ({ query: t.query, searches: t.withoutResults, averageResults: 0 }));
  return {
    total: terms.reduce((sum, t) => sum + t.searches, 0),
    withoutResults: terms.reduce((sum, t) => sum + t.withoutResults, 0),
    top,
    noResults,
    guideOrganizations: guides?.organizations ?? 0,
  };
}
