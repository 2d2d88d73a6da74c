import type { OrderHeader } from '@larder/contract';
import { ORDER_STATUSES, ORDER_STATUS_FRIENDLY, countText, type OrderStatus } from '@larder/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ChevronRightIcon, ReceiptIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { zonedDateTime } from '../../../lib/date-time.ts';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useOrderHistory, type OrderHistoryFilters } from '../api/list-orders.ts';
import { OrderKindBadges, OrderStatusBadge } from './order-status-badge.tsx';

/** Where an order's details are shown. */
export function orderDetailsUrl(orderNumber: string): string {
  return `/order-history/?order=${encodeURIComponent(orderNumber)}`;
}

const statusOptions = [
  { id: 'all', label: 'All statuses' },
  ...ORDER_STATUSES.map((status) => ({ id: status, label: ORDER_STATUS_FRIENDLY[status] })),
];

function Filters({
  filters,
  onChange,
}: {
  filters: OrderHistoryFilters;
  onChange: (next: OrderHistoryFilters) => void;
}) {
  const [search, setSearch] = useState(filters.search ?? '');
  const [fromDate, setFromDate] = useState(filters.fromDate ?? '');
  const [toDate, setToDate] = useState(filters.toDate ?? '');
  const dateError =
    fromDate && toDate && fromDate > toDate ? 'The end date is before the start date.' : undefined;

  function apply(event?: FormEvent) {
    event?.preventDefault();
    if (dateError) return;
    onChange({
      ...filters,
      page: 1,
      search: search.trim() || undefined,
      fromDate: fromDate || undefined,
      toDate: toDate || undefined,
    });
  }

  return (
    <form
      role="search"
      aria-label="Filter orders"
      onSubmit={apply}
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <TextField
        label="Order or PO number"
        placeholder="W5000123 or PO-1234"
        value={search}
        onChange={setSearch}
        maxLength={100}
      />
      <Select
        label="Status"
        options={statusOptions}
        value={filters.status ?? 'all'}
        onChange={(value) =>
          onChange({ ...filters, page: 1, status: value === 'all' ? undefined : (value as OrderStatus) })
        }
      />
      <TextField label="Placed from" type="date" value={fromDate} onChange={setFromDate} />
      <TextField label="Placed to" type="date" value={toDate} onChange={setToDate} errorMessage={dateError} />
      <div className="flex gap-2">
        <Button type="submit">Search</Button>
        {(filters.search || filters.status || filters.fromDate || filters.toDate) && (
          <Button
            variant="ghost"
            onPress={() => {
              setSearch('');
              setFromDate('');
              setToDate('');
              onChange({ page: 1, pageSize: filters.pageSize });
            }}
          >
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}

function OrderRow({ order }: { order: OrderHeader }) {
  return (
    <li className="rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link
        appearance="plain"
        href={orderDetailsUrl(order.orderNumber)}
        className="group grid grid-cols-2 gap-x-4 gap-y-2 p-4 no-underline sm:grid-cols-[1.2fr_1.3fr_1.4fr_1fr_1fr_auto] sm:items-center"
      >
        <span className="flex flex-col">
          <span className="font-mono text-lg font-bold text-stone-900">{order.orderNumber}</span>
          <span className="text-sm text-stone-600">{order.erpOrderNumber}</span>
        </span>
        <span className="flex flex-wrap items-center justify-end gap-1.5 sm:justify-start">
          <OrderStatusBadge status={order.status} label={order.statusFriendly} />
          <OrderKindBadges isJIT={order.isJIT} isDropShip={order.isDropShip} isPreOrder={order.isPreOrder} />
          {order.punchoutSystem && (
            <span className="rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">
              Punchout · {order.punchoutSystem}
            </span>
          )}
        </span>
        <span className="flex flex-col text-sm">
          <span className="text-stone-600">Delivery</span>
          <span className="font-semibold text-stone-900">{order.expectedDeliveryDateName}</span>
        </span>
        <span className="flex flex-col text-sm">
          <span className="text-stone-600">Placed</span>
          <span className="text-stone-900 tabular-nums">
            {zonedDateTime(order.orderPlacedAt, order.timeZone)}
          </span>
        </span>
        <span className="flex flex-col text-sm">
          <span className="text-stone-600">PO number</span>
          <span className="text-stone-900">{order.purchaseOrderNumber || '—'}</span>
        </span>
        <span className="flex items-center justify-end gap-2">
          <span className="flex flex-col text-right">
            <span className="text-lg font-bold text-stone-900 tabular-nums">{order.orderTotal}</span>
            <span className="text-sm text-stone-600">{countText(order.itemCount, 'item')}</span>
          </span>
          <ChevronRightIcon className="size-5 text-stone-400 group-hover:text-brand-700" />
        </span>
      </Link>
    </li>
  );
}

function LoadingRows() {
  return (
    <div role="status" aria-label="Loading your orders" className="flex flex-col gap-3">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
  );
}

/** Props of OrderHistoryList. */
export interface OrderHistoryListProps {
  filters: OrderHistoryFilters;
  onChange: (next: OrderHistoryFilters) => void;
}

/**
 * The organization's orders, newest first: search by order or PO number, filter by status and date,
 * and page through them; each order opens its details.
 */
export function OrderHistoryList({ filters, onChange }: OrderHistoryListProps) {
  const { data, error, isPending, isPlaceholderData, refetch } = useOrderHistory(filters);
  const filtered = Boolean(filters.search || filters.status || filters.fromDate || filters.toDate);
  return (
    <div className="flex flex-col gap-5">
      <Filters filters={filters} onChange={onChange} />
      {isPending ? (
        <LoadingRows />
      ) : error ? (
        <Alert tone="error" title="Your orders could not be loaded.">
          <p>{errorMessageOf(error)}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-1 min-h-11 cursor-pointer font-semibold underline"
          >
            Try again
          </button>
        </Alert>
      ) : data.orders.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon className="size-7" />}
          title={filtered ? 'No orders match' : 'No orders yet'}
          actions={
            filtered ? (
              <Button variant="secondary" onPress={() => onChange({ page: 1, pageSize: filters.pageSize })}>
                Clear the filters
              </Button>
            ) : (
              <Link appearance="primary" href="/order-guides/">
                Start an order
              </Link>
            )
          }
        >
          {filtered
            ? 'Try another order number, status or date range.'
            : 'Orders you submit are listed here with their status.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {countText(data.totalCount, 'order')}
            {data.totalPages > 1 && `, page ${data.page} of ${data.totalPages}`}
          </p>
          <ul className={`flex flex-col gap-3 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}>
            {data.orders.map((order) => (
              <OrderRow key={order.orderNumber} order={order} />
            ))}
          </ul>
          {data.totalPages > 1 && (
            <nav aria-label="Pages of orders" className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                isDisabled={data.page <= 1}
                onPress={() => onChange({ ...filters, page: data.page - 1 })}
              >
                Previous
              </Button>
              <span className="text-sm text-stone-700 tabular-nums">
                Page {data.page} of {data.totalPages}
              </span>
              <Button
                variant="secondary"
                isDisabled={data.page >= data.totalPages}
                onPress={() => onChange({ ...filters, page: data.page + 1 })}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
