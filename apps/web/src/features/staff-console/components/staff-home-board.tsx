import type { StaffHome } from '@larder/contract';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useStaffHome } from '../api/get-staff-home.ts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

/** '+12% vs last Tuesday by now', or 'none last Tuesday by now'. */
function change(now: number, before: number, day: string): string {
  if (before === 0) return now === 0 ? `same as last ${day} by now` : `none last ${day} by now`;
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent >= 0 ? '+' : ''}${percent}% vs last ${day} by now`;
}

function Card({
  title,
  value,
  href,
  detail,
  tone = 'neutral',
}: {
  title: string;
  value: ReactNode;
  href: string;
  detail: ReactNode;
  tone?: 'neutral' | 'attention';
}) {
  return (
    <li>
      <a
        href={href}
        className={`flex h-full flex-col gap-1 rounded-xl border bg-white p-5 shadow-sm outline-none hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 ${
          tone === 'attention' ? 'border-amber-400' : 'border-stone-200'
        }`}
      >
        <span className="text-sm font-semibold text-stone-700">{title}</span>
        <span className="text-3xl font-bold text-stone-900 tabular-nums">{value}</span>
        <span className="text-sm text-stone-700">{detail}</span>
      </a>
    </li>
  );
}

function attention(count: number): 'neutral' | 'attention' {
  return count > 0 ? 'attention' : 'neutral';
}

/** The cards of the staff home: each figure the staff member may act on, linking to its list. */
export function StaffHomeBoard() {
  const { data, error, isPending } = useStaffHome();
  if (isPending) return <Skeleton className="h-64" />;
  if (error)
    return (
      <Alert tone="error" title="The overview could not be loaded.">
        {errorMessageOf(error)}
      </Alert>
    );
  return <Board home={data} />;
}

/** The figures that want someone's attention, where each leads; a figure the staff member may not see is null. */
const ATTENTION_CARDS = [
  {
    figure: 'pendingApplications',
    title: 'Applications waiting',
    href: '/staff/applications/',
    detail: 'Sign-ups to approve or reject',
  },
  {
    figure: 'openIssueReports',
    title: 'Issue reports',
    href: '/staff/orders/?view=issues&status=open',
    detail: 'New or in progress',
  },
  {
    figure: 'accountsOnHold',
    title: 'Accounts on hold',
    href: '/staff/customers/',
    detail: 'Cannot order until released',
  },
  {
    figure: 'ordersWithoutErpAcknowledgement',
    title: 'Orders the ERP has not acknowledged',
    href: '/staff/orders/',
    detail: 'Past cut-off in the last 7 days, no status from the ERP',
  },
  {
    figure: 'failingWebhooks',
    title: 'Failing webhooks',
    href: '/staff/integrations/',
    detail: 'Deliveries that failed in the last 7 days',
  },
] as const satisfies readonly { figure: keyof StaffHome; title: string; href: string; detail: string }[];

function Board({ home }: { home: StaffHome }) {
  const day = weekday.format(new Date(`${home.lastWeekDay}T00:00:00Z`));
  const sales = home.sales;
  return (
    <section aria-labelledby="staff-home-today" className="flex flex-col gap-3">
      <h2 id="staff-home-today" className="text-lg font-bold text-stone-900">
        Today
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sales && (
          <>
            <Card
              title="Orders today"
              value={sales.today.orders}
              href="/staff/orders/"
              detail={`${change(sales.today.orders, sales.lastWeekByNow.orders, day)} (${sales.lastWeekWholeDay.orders} that whole day)`}
            />
            <Card
              title="Revenue today"
              value={money.format(sales.today.revenue)}
              href="/staff/analytics/"
              detail={`${change(sales.today.revenue, sales.lastWeekByNow.revenue, day)} (${money.format(sales.lastWeekWholeDay.revenue)} that whole day)`}
            />
          </>
        )}
        {ATTENTION_CARDS.map(({ figure, ...card }) => {
          const value = home[figure];
          return value === null ? null : (
            <Card key={figure} {...card} value={value} tone={attention(value)} />
          );
        })}
      </ul>
    </section>
  );
}
