import { ORDER_STATUSES, type OrderStatus } from '@larder/domain';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SignedInOnly } from '../../features/auth/components/signed-in-only.tsx';
import type { OrderHistoryFilters } from '../../features/orders/api/list-orders.ts';
import { OrderDetailsView } from '../../features/orders/components/order-details-view.tsx';
import { OrderHistoryList } from '../../features/orders/components/order-history-list.tsx';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

const PAGE_SIZE = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The history's filters as the URL holds them, so back and forward and shared links keep them. */
function filtersOf(params: URLSearchParams): OrderHistoryFilters {
  const status = params.get('status');
  const date = (name: string) => {
    const value = params.get(name);
    return value && DATE.test(value) ? value : undefined;
  };
  return {
    page: Math.max(1, Math.min(10_000, Number(params.get('page')) || 1)),
    pageSize: PAGE_SIZE,
    search: params.get('q')?.slice(0, 100) || undefined,
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    fromDate: date('from'),
    toDate: date('to'),
  };
}

function paramsOf(filters: OrderHistoryFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.page > 1) params.page = String(filters.page);
  if (filters.search) params.q = filters.search;
  if (filters.status) params.status = filters.status;
  if (filters.fromDate) params.from = filters.fromDate;
  if (filters.toDate) params.to = filters.toDate;
  return params;
}

/** Order history: the organization's orders with search, filters and paging; `?order=` shows one order (`&print=1` prints it). */
export function OrderHistoryPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'OrderHistoryPage');
  const [params, setParams] = useSearchParams();
  const orderNumber = params.get('order');
  return (
    <SignedInOnly what="your order history">
      {() => (
        <div className="mx-auto w-full max-w-6xl px-4 py-8">
          {orderNumber ? (
            <OrderDetailsView
              key={orderNumber}
              orderNumber={orderNumber}
              print={params.get('print') === '1'}
            />
          ) : (
            <div className="flex flex-col gap-6">
              <PageHeading
                title={properties.heading ?? model.content.name}
                intro={properties.intro}
                breadcrumbs={[{ name: 'Home', url: '/' }]}
              />
              <OrderHistoryList
                filters={filtersOf(params)}
                onChange={(next) => {
                  setParams(paramsOf(next));
                  window.scrollTo({ top: 0 });
                }}
              />
            </div>
          )}
        </div>
      )}
    </SignedInOnly>
  );
}
