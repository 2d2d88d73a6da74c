import type { StaffOrderSummary } from '@larder/contract';
import { ORDER_STATUSES, type OrderStatus } from '@larder/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ReceiptIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';
import { useStaffOrders, type StaffOrderFilters } from '../api/list-staff-orders.ts';
import { ExportLinks } from '../../../components/ui/export-links.tsx';
import { StaffOrderStatusBadge } from './staff-order-status-badge.tsx';

const statusOptions = [
  { id: 'all', label: 'Any status' },
  ...ORDER_STATUSES.map((status) => ({ id: status, label: status })),
];

const dateOptions = [
  { id: 'placed', label: 'Placed' },
  { id: 'delivery', label: 'Delivery' },
];

function Filters({
  filters,
  onChange,
}: {
  filters: StaffOrderFilters;
  onChange: (next: StaffOrderFilters) => void;
}) {
  const [q, setQ] = useState(filters.q ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const dateError = from && to && from > to ? 'The end date is before the start date.' : undefined;
  const filtered = Boolean(
    filters.q || filters.status || filters.organizationId || filters.from || filters.to,
  );

  function apply(event?: FormEvent) {
    event?.preventDefault();
    if (dateError) return;
    onChange({ ...filters, page: 1, q: q.trim() || undefined, from: from || undefined, to: to || undefined });
  }

  return (
    <form
      role="search"
      aria-label="Find orders"
      onSubmit={apply}
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
    >
      <TextField
        label="Order, PO, organization or buyer"
        placeholder="W5000123, PO, name, account or chef@…"
        value={q}
        onChange={setQ}
        maxLength={100}
        className="sm:col-span-2 xl:col-span-1"
      />
      <Select
        label="Status"
        options={statusOptions}
        value={filters.status ?? 'all'}
        onChange={(value) =>
          onChange({ ...filters, page: 1, status: value === 'all' ? undefined : (value as OrderStatus) })
        }
      />
      <Select
        label="Dates are"
        options={dateOptions}
        value={filters.dates ?? 'placed'}
        onChange={(value) =>
          onChange({ ...filters, page: 1, dates: value === 'delivery' ? 'delivery' : undefined })
        }
      />
      <TextField label="From" type="date" value={from} onChange={setFrom} />
      <TextField label="To" type="date" value={to} onChange={setTo} errorMessage={dateError} />
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2 xl:col-span-5">
        <Button type="submit">Find orders</Button>
        {filtered && (
          <Button
            variant="ghost"
            onPress={() => {
              setQ('');
              setFrom('');
              setTo('');
              onChange({ page: 1 });
            }}
          >
            Clear filters
          </Button>
        )}
        {filters.organizationId && (
          <span className="text-sm text-stone-700">
            Organization <span className="font-mono font-semibold">{filters.organizationId}</span>
          </span>
        )}
      </div>
    </form>
  );
}

function StaffMarks({ order }: { order: StaffOrderSummary }) {
  return (
    <>
      {order.placedByStaff && <Badge tone="accent">Placed by {order.placedByStaff}</Badge>}
      {order.editedByStaff && <Badge tone="caution">Edited by {order.editedByStaff}</Badge>}
    </>
  );
}

function OrderRow({ order, href }: { order: StaffOrderSummary; href: string }) {
  return (
    <li className="grid gap-x-4 gap-y-1 border-b border-stone-200 px-4 py-3 last:border-b-0 sm:grid-cols-[1.1fr_1.6fr_1fr_1fr_auto] sm:items-center">
      <span className="flex flex-col">
        <Link href={href} className="font-mono text-base">
          {order.webOrderNumber}
        </Link>
        <span className="text-xs text-stone-600">{order.erpOrderNumber}</span>
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-stone-900">{order.organizationName}</span>
        <span className="truncate text-sm text-stone-600">
          {order.organizationId} · {order.placedBy}
        </span>
        {(order.purchaseOrderNumber || order.punchoutSystem) && (
          <span className="truncate text-xs text-stone-600">
            {order.purchaseOrderNumber && `PO ${order.purchaseOrderNumber}`}
            {order.punchoutSystem && ` · Punchout: ${order.punchoutSystem}`}
          </span>
        )}
      </span>
      <span className="flex flex-col text-sm">
        <span className="text-stone-900">{formatTimestamp(order.placedAt)}</span>
        <span className="text-stone-600">Delivery {order.deliveryDate}</span>
      </span>
      <span className="flex flex-wrap items-center gap-1.5">
        <StaffOrderStatusBadge status={order.status} friendly={order.statusFriendly} />
        <StaffMarks order={order} />
      </span>
      <span className="text-right font-semibold text-stone-900 tabular-nums">{order.total}</span>
    </li>
  );
}

/** Props of StaffOrderList. */
export interface StaffOrderListProps {
  filters: StaffOrderFilters;
  onChange: (next: StaffOrderFilters) => void;
  /** Where an order's details open (the page keeps the filters, so back returns to this list). */
  orderHref: (orderNumber: string) => string;
}

/** Every order staff may see, newest first: search, filters and pages, all done by the server. */
export function StaffOrderList({ filters, onChange, orderHref }: StaffOrderListProps) {
  const { data, error, isPending, refetch } = useStaffOrders(filters);
  return (
    <div className="flex flex-col gap-5">
      <Filters key={JSON.stringify(filters)} filters={filters} onChange={onChange} />
      <ExportLinks
        path="/web-api/staff/orders/export"
        filters={{ ...filters, tz: userTimeZone() }}
        noun="orders"
      />
      {isPending ? (
        <div role="status" aria-label="Loading orders" className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : error ? (
        <Alert tone="error" title="The orders could not be loaded.">
          <p>{errorMessageOf(error)}</p>
          <Button variant="secondary" className="mt-2" onPress={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : data.items.length === 0 ? (
        <EmptyState icon={<ReceiptIcon className="size-7" />} title="No orders match">
          Try another order number, organization, status or date range.
        </EmptyState>
      ) : (
        <section aria-label="Orders">
          <ul className="rounded-2xl border border-stone-200 bg-white shadow-sm">
            {data.items.map((order) => (
              <OrderRow key={order.webOrderNumber} order={order} href={orderHref(order.webOrderNumber)} />
            ))}
          </ul>
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            noun="orders"
            onPage={(page) => onChange({ ...filters, page })}
          />
        </section>
      )}
    </div>
  );
}
