import type { OrderStatus } from '@larder/domain';

const tones: Record<OrderStatus, string> = {
  Submitted: 'bg-sky-100 text-sky-900',
  Processing: 'bg-amber-100 text-amber-950',
  Shipped: 'bg-violet-100 text-violet-900',
  Delivered: 'bg-brand-100 text-brand-900',
  Cancelled: 'bg-stone-200 text-stone-800',
};

/** An order's status as a coloured pill with its friendly name. */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${tones[status]}`}
    >
      {label}
    </span>
  );
}

/** The badges that say how an order is fulfilled. */
export function OrderKindBadges({
  isJIT,
  isDropShip,
  isPreOrder,
}: {
  isJIT: boolean;
  isDropShip: boolean;
  isPreOrder: boolean;
}) {
  const badge =
    'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase';
  return (
    <>
      {isDropShip && <span className={`${badge} bg-sky-100 text-sky-900`}>Drop-ship</span>}
      {isJIT && <span className={`${badge} bg-violet-100 text-violet-900`}>Just-in-time</span>}
      {isPreOrder && <span className={`${badge} bg-amber-100 text-amber-900`}>Pre-order</span>}
    </>
  );
}
