import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { usePunchoutLog } from '../api/punchout-buyers.ts';

const KIND_LABELS = { setup: 'Setup', transfer: 'Cart transfer', order: 'Order' } as const;

/** A buyer's punchout log: each setup, cart transfer and OrderRequest, newest first, with its error. */
export function PunchoutLog({ buyerId }: { buyerId: string }) {
  const { data, error, isPending } = usePunchoutLog(buyerId);
  if (isPending) return <Skeleton className="h-24" />;
  if (error) return <Alert tone="error">{errorMessageOf(error)}</Alert>;
  if (data.length === 0) return <p className="text-sm text-stone-700">Nothing yet: no setup has arrived.</p>;
  return (
    <table className="w-full text-left text-sm" aria-label="Punchout log">
      <thead className="text-stone-600">
        <tr>
          <th className="py-1 pr-3 font-semibold">When</th>
          <th className="py-1 pr-3 font-semibold">What</th>
          <th className="py-1 pr-3 font-semibold">Result</th>
          <th className="py-1 font-semibold">Details</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {data.map((entry) => (
          <tr key={entry.id}>
            <td className="py-1 pr-3 whitespace-nowrap">{formatTimestamp(entry.at)}</td>
            <td className="py-1 pr-3">{KIND_LABELS[entry.kind]}</td>
            <td className="py-1 pr-3">
              <Badge tone={entry.ok ? 'positive' : 'caution'}>{entry.ok ? 'OK' : 'Failed'}</Badge>
            </td>
            <td className="py-1 break-words text-stone-800">
              {entry.detail}
              {entry.orderNumbers.length > 0 && ` · orders ${entry.orderNumbers.join(', ')}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
