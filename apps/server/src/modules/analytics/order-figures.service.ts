import { zonedDayEnd, zonedDayStart, zoneOffsetMs } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { narrowsOrganizations, type AnalyticsScope } from './analytics-filters.ts';
import { salesPerDay, type DayRange, type SalesRow } from './analytics-summary.repository.ts';
import {
  lapsedCustomers,
  salesTotals,
  topCustomers,
  topItems,
  type LapsedRow,
  type TopCustomerRow,
  type TopItemRow,
} from './analytics-tables.repository.ts';
import { dayOfNumber, planFigures, type FigurePlan, type Interval } from './order-figures-plan.ts';
import {
  lapsedCustomersOf,
  readableDays,
  salesPerDayOf,
  salesTotalsOf,
  topCustomersOf,
  topItemsOf,
} from './order-figures.repository.ts';

const DAY_MS = 86_400_000;
// Lapsed customers are read from the year of orders up to the range's end.
const LAPSED_YEAR_MS = 365 * DAY_MS;

/** The summary's figures from the orders: sales per day, top items and customers, lapsed, the previous period. */
export interface OrderFigures {
  sales: SalesRow[];
  items: TopItemRow[];
  customers: TopCustomerRow[];
  lapsed: LapsedRow[];
  previousSales: { orders: number; revenue: string };
}

/** A range of days as instants: local midnight of the first day to local midnight after the last. */
function instantsOf(range: DayRange): Interval {
  return { from: zonedDayStart(range.from, range.timeZone), to: zonedDayEnd(range.to, range.timeZone) };
}

/**
 * Whether the zone's days start on whole UTC hours throughout the runs (every US zone): then a local day is
 * 24 of the sales rollup's hours. Offsets are read at each run's ends and every 30 days between.
 */
function daysStartOnWholeHours(runs: readonly Interval[], timeZone: string): boolean {
  for (const run of runs)
    for (let at = run.from.getTime(); ; at = Math.min(at + 30 * DAY_MS, run.to.getTime())) {
      if (zoneOffsetMs(at, timeZone) % 3_600_000 !== 0) return false;
      if (at === run.to.getTime()) break;
    }
  return true;
}

/** A plan whose sales are read from the orders alone where the zone's days do not start on a UTC hour. */
function salesPlanOf(plan: FigurePlan, range: Interval, timeZone: string): FigurePlan {
  return daysStartOnWholeHours(plan.builtRuns, timeZone) ? plan : { blocks: [], builtRuns: [], raw: [range] };
}

/**
 * The order figures of a range and the range before it (ADR 055). Unless the scope narrows the organizations
 * (a rep's own, a customer group, a rep or an organization asked for), the built days come from the
 * rollups and the rest from the orders; a narrowed scope reads its organizations' orders alone.
 */
export async function orderFigures(
  db: Db,
  range: DayRange,
  previous: DayRange,
  scope: AnalyticsScope,
): Promise<OrderFigures> {
  if (narrowsOrganizations({ ...scope, businessUnitId: undefined })) {
    const [sales, items, customers, lapsed, previousSales] = await Promise.all([
      salesPerDay(db, range, scope),
      topItems(db, range, scope),
      topCustomers(db, range, scope),
      lapsedCustomers(db, range, scope),
      salesTotals(db, previous, scope),
    ]);
    return { sales, items, customers, lapsed, previousSales };
  }
  const current = instantsOf(range);
  const before = instantsOf(previous);
  const year = { from: new Date(current.to.getTime() - LAPSED_YEAR_MS), to: current.to };
  const first = Math.min(before.from.getTime(), year.from.getTime());
  const readable = await readableDays(
    db,
    dayOfNumber(Math.floor(first / DAY_MS)),
    dayOfNumber(Math.floor(current.to.getTime() / DAY_MS)),
  );
  const plan = planFigures(current, readable);
  const unit = scope.businessUnitId;
  const [sales, items, customers, lapsed, previousSales] = await Promise.all([
    salesPerDayOf(db, salesPlanOf(plan, current, range.timeZone), range.timeZone, unit),
    topItemsOf(db, plan, unit),
    topCustomersOf(db, plan, unit),
    lapsedCustomersOf(db, planFigures(year, readable), year.to, unit),
    salesTotalsOf(db, planFigures(before, readable), unit),
  ]);
  return { sales, items, customers, lapsed, previousSales };
}
