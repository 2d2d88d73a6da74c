import {
  ORDER_ISSUE_STATUS_FILTERS,
  ORDER_STATUSES,
  type OrderIssueStatusFilter,
  type OrderStatus,
} from '@larder/domain';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link.tsx';
import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import type { OrderIssueFilters } from '../../features/staff-orders/api/list-order-issues.ts';
import type { StaffOrderFilters } from '../../features/staff-orders/api/list-staff-orders.ts';
import { ProductIssueList } from '../../features/staff-issue-reports/components/product-issue-list.tsx';
import { WebIssueList } from '../../features/staff-issue-reports/components/web-issue-list.tsx';
import { OrderIssueList } from '../../features/staff-orders/components/order-issue-list.tsx';
import { StaffOrderDetailsView } from '../../features/staff-orders/components/staff-order-details.tsx';
import { StaffOrderList } from '../../features/staff-orders/components/staff-order-list.tsx';
import type { PageProps } from '../../lib/page-props.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PATH = '/staff/orders/';

function pageOf(value: string | null): number {
  return Math.max(1, Math.min(100_000, Number(value) || 1));
}

/** A YYYY-MM-DD day the URL holds, or nothing for a missing or malformed one. */
function dateParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value && DATE.test(value) ? value : undefined;
}

/** The list's filters as the URL holds them, so back, forward and shared links keep them. */
function filtersOf(params: URLSearchParams): StaffOrderFilters {
  const status = params.get('status');
  return {
    page: pageOf(params.get('page')),
    q: params.get('q')?.slice(0, 100) || undefined,
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    organizationId: params.get('org')?.slice(0, 64) || undefined,
    dates: params.get('dates') === 'delivery' ? 'delivery' : undefined,
    from: dateParam(params, 'from'),
    to: dateParam(params, 'to'),
  };
}

function searchOf(filters: StaffOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.organizationId) params.set('org', filters.organizationId);
  if (filters.dates) params.set('dates', filters.dates);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The issue list's filters as the URL holds them (with `view=issues`). */
function issueFiltersOf(params: URLSearchParams): OrderIssueFilters {
  const status = params.get('status');
  return {
    page: pageOf(params.get('page')),
    q: params.get('q')?.slice(0, 100) || undefined,
    status: ORDER_ISSUE_STATUS_FILTERS.includes(status as OrderIssueStatusFilter)
      ? (status as OrderIssueStatusFilter)
      : undefined,
    assignee: params.get('assignee')?.slice(0, 64) || undefined,
    organizationId: params.get('org')?.slice(0, 64) || undefined,
    from: dateParam(params, 'from'),
    to: dateParam(params, 'to'),
  };
}

function issueSearchOf(filters: OrderIssueFilters): URLSearchParams {
  const params = new URLSearchParams({ view: 'issues' });
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (filters.organizationId) params.set('org', filters.organizationId);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

function hrefOf(params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${PATH}?${search}` : PATH;
}

type View = 'orders' | 'issues' | 'product-issues' | 'web-issues';

function Tabs({ current }: { current: View }) {
  const tab = (id: View, label: string, href: string) => (
    <Link
      appearance="plain"
      href={href}
      aria-current={current === id ? 'page' : undefined}
      className={`inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
        current === id
          ? 'bg-stone-900 text-white'
          : 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100'
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Orders views" className="mb-5 flex flex-wrap gap-2">
      {tab('orders', 'Orders', PATH)}
      {tab('issues', 'Issue reports', `${PATH}?view=issues`)}
      {tab('product-issues', 'Product issues', `${PATH}?view=product-issues`)}
      {tab('web-issues', 'Website problems', `${PATH}?view=web-issues`)}
    </nav>
  );
}

/** Staff orders: find any order, open it and move its status forward; and the issue reports received. */
export function StaffOrdersPage({ model }: PageProps) {
  const [params, setParams] = useSearchParams();
  const orderNumber = params.get('order')?.slice(0, 32);
  const filters = filtersOf(params);
  // An order opened from the list keeps the list's filters in its URL, so "All orders" and back return there.
  const orderHref = (number: string) => {
    const next = searchOf(filters);
    next.set('order', number);
    return hrefOf(next);
  };
  const view = params.get('view');
  const onViewPage = (page: number) => {
    setParams({ view: view ?? '', ...(page > 1 && { page: String(page) }) });
    window.scrollTo({ top: 0 });
  };
  return (
    <StaffConsoleFrame model={model} section="StaffOrdersPage">
      {() =>
        orderNumber ? (
          <StaffOrderDetailsView
            key={orderNumber}
            orderNumber={orderNumber}
            backHref={hrefOf(searchOf(filters))}
            organizationHref={(organizationId) => hrefOf(searchOf({ page: 1, organizationId }))}
          />
        ) : view === 'product-issues' || view === 'web-issues' ? (
          <>
            <Tabs current={view} />
            {view === 'product-issues' ? (
              <ProductIssueList
                page={pageOf(params.get('page'))}
                onPage={onViewPage}
                orderHref={(number) => `${PATH}?order=${encodeURIComponent(number)}`}
              />
            ) : (
              <WebIssueList page={pageOf(params.get('page'))} onPage={onViewPage} />
            )}
          </>
        ) : view === 'issues' ? (
          <>
            <Tabs current="issues" />
            <OrderIssueList
              filters={issueFiltersOf(params)}
              onChange={(next) => {
                setParams(issueSearchOf(next));
                window.scrollTo({ top: 0 });
              }}
              orderHref={(number) => `${PATH}?order=${encodeURIComponent(number)}`}
            />
          </>
        ) : (
          <>
            <Tabs current="orders" />
            <StaffOrderList
              filters={filters}
              onChange={(next) => {
                setParams(searchOf(next));
                window.scrollTo({ top: 0 });
              }}
              orderHref={orderHref}
            />
          </>
        )
      }
    </StaffConsoleFrame>
  );
}
