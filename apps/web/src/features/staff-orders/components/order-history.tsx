import type { StaffOrderDetails } from '@larder/contract';
import { formatTimestamp } from '../../../lib/format.ts';

const SOURCE = { buyer: 'Buyer', staff: 'Staff', erp: 'ERP', system: 'Cut-off' } as const;

/** Every status the order had: who, when, from where, and why or with what tracking. */
export function OrderStatusHistory({ order }: { order: StaffOrderDetails }) {
  return (
    <section aria-labelledby="order-history-heading" className="flex flex-col gap-3">
      <h3 id="order-history-heading" className="text-lg font-bold text-stone-900">
        Status history
      </h3>
      {/* Focusable so keyboard users can scroll the table sideways on a narrow screen. */}
      <div
        tabIndex={0}
        role="region"
        aria-labelledby="order-history-heading"
        className="overflow-x-auto rounded-xl border border-stone-200 bg-white outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                When
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2">
                From
              </th>
              <th scope="col" className="px-3 py-2">
                Who
              </th>
              <th scope="col" className="px-3 py-2">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {order.statusHistory.map((entry, index) => (
              <tr key={index} className="border-t border-stone-200">
                <td className="px-3 py-2">{formatTimestamp(entry.at)}</td>
                <td className="px-3 py-2 font-semibold">
                  {entry.from ? `${entry.from} → ${entry.to}` : entry.to}
                </td>
                <td className="px-3 py-2">{SOURCE[entry.source]}</td>
                <td className="px-3 py-2">{entry.by ?? '—'}</td>
                <td className="px-3 py-2">
                  {[
                    entry.reason && `Reason: ${entry.reason}`,
                    entry.carrier && `Carrier: ${entry.carrier}`,
                    entry.trackingNumber && `Tracking: ${entry.trackingNumber}`,
                  ]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The credits given on the order's lines, with their total. */
export function OrderCredits({ order }: { order: StaffOrderDetails }) {
  if (order.credits.length === 0) return null;
  return (
    <section aria-labelledby="order-credits-heading" className="flex flex-col gap-2">
      <h3 id="order-credits-heading" className="text-lg font-bold text-stone-900">
        Credits ({order.creditTotal})
      </h3>
      <ul className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 text-stone-900">
        {order.credits.map((credit) => (
          <li key={credit.id}>
            Line {credit.lineNumber} {credit.productTitle}:{' '}
            <span className="font-semibold">{credit.amount}</span>
            {credit.quantity !== null && ` (${credit.quantity} credited)`} — {credit.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
