import { countText } from '@larder/domain';
import type { ConfirmedOrder } from '@larder/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { useOrderConfirmation } from '../api/get-order-confirmation.ts';
import { PrinterIcon } from './cart-icons.tsx';
import { SubCartBadges } from './sub-cart-badges.tsx';
import { deliveryDay, zonedDateTime } from '../../../lib/date-time.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';

function OrderCard({ order }: { order: ConfirmedOrder }) {
  return (
    <li className="break-inside-avoid rounded-2xl border border-stone-200 bg-white p-5 shadow-sm print:shadow-none">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="text-lg font-bold text-stone-900">
          {order.businessUnitName}
          {order.vendorName && <span className="font-semibold text-stone-700"> · {order.vendorName}</span>}
        </h2>
        <SubCartBadges isDropShip={order.isDropShip} isJIT={order.isJIT} isPreOrder={order.isPreOrder} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-stone-600">Web order number</dt>
          <dd className="font-mono font-bold text-stone-900 sm:text-lg">{order.webOrderNumber}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">ERP order number</dt>
          <dd className="font-mono font-semibold text-stone-900 sm:text-lg">{order.erpOrderNumber}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">Delivery</dt>
          <dd className="font-semibold text-stone-900">{deliveryDay(order.deliveryDate)}</dd>
        </div>
        {order.cutOffAt && order.timeZone && (
          <div>
            <dt className="text-sm text-stone-600">Changes until</dt>
            <dd className="text-stone-900">{zonedDateTime(order.cutOffAt, order.timeZone)}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-stone-600">PO number</dt>
          <dd className="text-stone-900">{order.purchaseOrderNumber || '—'}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">Items</dt>
          <dd className="text-stone-900">{countText(order.itemCount, 'item')}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">Total</dt>
          <dd className="text-lg font-bold text-stone-900 tabular-nums">{order.total}</dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The orders one submit created, one per delivery: web and ERP order numbers, who delivers and when, PO,
 * item count and total, laid out to print cleanly, with the ways back to shopping.
 */
export function OrderConfirmationList({ cartId }: { cartId: string }) {
  const { data, error, isPending } = useOrderConfirmation(cartId);
  if (isPending) {
    return (
      <div role="status" aria-label="Loading your orders" className="mt-8 flex flex-col gap-4">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  }
  if (error) {
    return (
      <Alert tone="error" title="This confirmation could not be shown." className="mt-8">
        {error instanceof ApiError && error.status === 404
          ? 'We could not find these orders for your account. They are listed in your order history.'
          : errorMessageOf(error)}
      </Alert>
    );
  }
  const count = data.confirmedOrders.length;
  return (
    // On paper the site's sticky header and footer are noise; only this page's content prints (styles.css).
    <div className="mt-8 flex flex-col gap-6" data-print-alone>
      <div
        role="status"
        className="flex items-start gap-3 rounded-2xl border border-brand-300 bg-brand-50 p-5 text-brand-900"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
          <CheckIcon className="size-6" strokeWidth={3} />
        </span>
        <div>
          <p className="text-lg font-bold">
            {data.editedOrderNumber
              ? `Your changes to order ${data.editedOrderNumber} are submitted.`
              : count === 1
                ? 'Your order is placed.'
                : `Your ${count} orders are placed.`}
          </p>
          <p>
            Submitted {zonedDateTime(data.submittedAt, data.confirmedOrders[0]?.timeZone ?? userTimeZone())}.
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-4">
        {data.confirmedOrders.map((order) => (
          <OrderCard key={order.orderId} order={order} />
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row print:hidden">
        <Link appearance="primary" href="/products/">
          Continue shopping
        </Link>
        <Link appearance="secondary" href="/order-history/">
          View order history
        </Link>
        <Button variant="ghost" onPress={() => window.print()}>
          <PrinterIcon />
          Print
        </Button>
      </div>
    </div>
  );
}
