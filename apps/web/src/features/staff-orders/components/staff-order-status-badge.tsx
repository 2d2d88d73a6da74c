import type { OrderStatus } from '@larder/domain';

const tones: Record<OrderStatus, string> = {
  Submitted: 'bg-sky-100 text-sky-900',
  Processing: 'bg-amber-100 text-amber-950',
  Shipped: 'bg-violet-100 text-violet-900',
  Delivered: 'bg-brand-100 text-brand-900',
  Cancelled: 'bg-stone-200 text-stone-800',
};

/** An order's status as staff read it: the status name, with the buyer's wording in a tooltip. */
export function StaffOrderStatusBadge({ status, friendly }: { status: OrderStatus; friendly: string }) {
  return (
    <span
      title={`The buyer reads: ${friendly}`}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${tones[status]}`}
    >
      {status}
    </span>
  );
}
