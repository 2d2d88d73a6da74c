import type { StaffAnalyticsSummary } from '@larder/contract';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';
import { useAnalyticsSummary } from '../api/get-analytics-summary.ts';
import {
  dayLabel,
  formatCount,
  formatDollars,
  formatRate,
  presetRange,
  todayIn,
  type AnalyticsRange,
} from '../analytics-range.ts';
import {
  AnalyticsFilters,
  NO_ANALYTICS_FILTERS,
  filterQuery,
  type AnalyticsFilterValues,
} from './analytics-filters.tsx';
import { CustomerTables, ExportLinks } from './customer-tables.tsx';
import { EventsChart, FunnelChart } from './event-charts.tsx';
import { RangePicker } from './range-picker.tsx';
import { OrdersChart, RevenueChart } from './sales-charts.tsx';
import { SearchTables } from './search-tables.tsx';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-stone-900">{value}</dd>
      {detail && <dd className="mt-0.5 text-sm text-stone-700">{detail}</dd>}
    </div>
  );
}

/** '+12% on the 30 days before (1,234)'. */
function beside(now: number, before: number, shown: string): string {
  if (before === 0) return now === 0 ? `None in the period before either` : `None in the period before`;
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent >= 0 ? '+' : ''}${percent}% on the period before (${shown})`;
}

function KeyFigures({ summary }: { summary: StaffAnalyticsSummary }) {
  const { sales, searches, funnel, guides, previous } = summary;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <Figure
        label="Orders"
        value={formatCount(sales.orders)}
        detail={`${beside(sales.orders, previous.orders, formatCount(previous.orders))}; cancelled left out`}
      />
      <Figure
        label="Revenue"
        value={formatDollars(sales.revenue)}
        detail={beside(sales.revenue, previous.revenue, formatDollars(previous.revenue))}
      />
      <Figure
        label="Searches"
        value={formatCount(searches.allSearchEvents)}
        detail={`${formatCount(searches.total)} in the catalog (${formatCount(searches.withoutResults)} with no results), the rest in guides and for substitutes; ${formatCount(previous.searches)} catalog searches the period before`}
      />
      <Figure label="Adds per product view" value={formatRate(funnel.addRate)} />
      <Figure
        label="Order guide searches"
        value={formatCount(guides.searches)}
        detail={`${formatCount(guides.organizations)} organizations used guides`}
      />
    </dl>
  );
}

function GuideUse({ guides }: { guides: StaffAnalyticsSummary['guides'] }) {
  return (
    <section aria-labelledby="guide-use-heading" className="rounded-xl border border-stone-200 bg-white p-4">
      <h3 id="guide-use-heading" className="text-base font-semibold text-stone-900">
        Order guide use
      </h3>
      <dl className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-stone-700">Searches inside a guide</dt>
          <dd className="text-lg font-semibold tabular-nums text-stone-900">
            {formatCount(guides.searches)}
          </dd>
        </div>
        <div>
          <dt className="text-stone-700">Guides added to the cart</dt>
          <dd className="text-lg font-semibold tabular-nums text-stone-900">
            {formatCount(guides.addsToCart)}
          </dd>
        </div>
        <div>
          <dt className="text-stone-700">Organizations using guides</dt>
          <dd className="text-lg font-semibold tabular-nums text-stone-900">
            {formatCount(guides.organizations)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Loading() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-80 w-full" />
      <Skeleton className="h-80 w-full" />
    </div>
  );
}

/**
 * The analytics dashboard: a range of days (the last 30 by default), its key figures, revenue and orders
 * per day by business unit, the searches, the view-to-add funnel, order-guide use and events by type. Every
 * chart carries its summary in words and its figures as a table.
 */
export function AnalyticsDashboard() {
  const timeZone = useMemo(() => userTimeZone(), []);
  const today = useMemo(() => todayIn(timeZone), [timeZone]);
  const [range, setRange] = useState<AnalyticsRange>(() => presetRange(30, today));
  const [filters, setFilters] = useState<AnalyticsFilterValues>(NO_ANALYTICS_FILTERS);
  const applied = filterQuery(filters);
  const { data, error, isPending, isFetching, isPlaceholderData } = useAnalyticsSummary(
    range,
    timeZone,
    applied,
  );
  const exportQuery = { from: range.from, to: range.to, ...applied, tz: timeZone };
  const serverErrors = error instanceof ApiError ? error.fields : undefined;

  return (
    <div className="flex flex-col gap-6">
      <RangePicker range={range} today={today} onChange={setRange} serverErrors={serverErrors} />
      <AnalyticsFilters value={filters} onChange={setFilters} />
      <p className="text-sm text-stone-700" aria-live="polite">
        {isFetching && (isPending || isPlaceholderData)
          ? `Loading ${dayLabel(range.from, true)} to ${dayLabel(range.to, true)}…`
          : data
            ? `Showing ${dayLabel(data.from, true)} to ${dayLabel(data.to, true)}, days in ${data.timeZone}.`
            : ''}
      </p>
      {error && (
        <Alert tone="error" title="The figures could not be loaded">
          {errorMessageOf(error)}
        </Alert>
      )}
      {isPending && !error && <Loading />}
      {data && (
        <div className={`flex flex-col gap-6 ${isPlaceholderData ? 'opacity-60' : ''}`}>
          <KeyFigures summary={data} />
          <section aria-labelledby="customers-heading" className="flex flex-col gap-4">
            <h2 id="customers-heading" className="text-lg font-semibold text-stone-900">
              Items and customers
            </h2>
            <CustomerTables summary={data} query={exportQuery} />
          </section>
          <section aria-labelledby="sales-heading" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="sales-heading" className="text-lg font-semibold text-stone-900">
                Orders and revenue
              </h2>
              <span className="flex flex-wrap gap-4 text-sm text-stone-700">
                Per day: <ExportLinks table="sales-days" query={exportQuery} /> Per business unit:{' '}
                <ExportLinks table="business-units" query={exportQuery} />
              </span>
            </div>
            <RevenueChart sales={data.sales} />
            <OrdersChart sales={data.sales} />
          </section>
          <section aria-labelledby="searches-heading" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="searches-heading" className="text-lg font-semibold text-stone-900">
                Searches
              </h2>
              <span className="flex flex-wrap gap-4 text-sm text-stone-700">
                Top: <ExportLinks table="top-searches" query={exportQuery} /> Without results:{' '}
                <ExportLinks table="searches-without-results" query={exportQuery} />
              </span>
            </div>
            <SearchTables searches={data.searches} />
          </section>
          <section aria-labelledby="behaviour-heading" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="behaviour-heading" className="text-lg font-semibold text-stone-900">
                Shopping behaviour
              </h2>
              <span className="flex gap-2 text-sm text-stone-700">
                Events: <ExportLinks table="events" query={exportQuery} />
              </span>
            </div>
            <div className="grid gap-4 xl:grid-cols-2">
              <FunnelChart funnel={data.funnel} />
              <EventsChart events={data.events} />
            </div>
            <GuideUse guides={data.guides} />
          </section>
        </div>
      )}
    </div>
  );
}
