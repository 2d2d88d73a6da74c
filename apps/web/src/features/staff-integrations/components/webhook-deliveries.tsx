import type { RotatedWebhookSecret } from '@larder/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import {
  useRedeliver,
  useRotateSecret,
  useSendTestEvent,
  useWebhookDeliveries,
} from '../api/webhook-deliveries.ts';

const OVERLAPS = [
  { id: '0', label: 'None: the old secret stops at once' },
  { id: '1', label: '1 hour' },
  { id: '24', label: '24 hours' },
  { id: '72', label: '3 days' },
  { id: '168', label: '7 days' },
];

/** Rotates the signing secret: the new one is shown once; the old one signs too during the overlap. */
function RotateSecret({ keyId }: { keyId: string }) {
  const rotate = useRotateSecret(keyId);
  const [overlap, setOverlap] = useState('24');
  const [rotated, setRotated] = useState<RotatedWebhookSecret | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Select
          label="Old secret keeps signing for"
          options={OVERLAPS}
          value={overlap}
          onChange={setOverlap}
          description="During the overlap the larder-signature header carries two v1= signatures: new, then old."
        />
        <Button
          variant="secondary"
          isPending={rotate.isPending}
          onPress={() => rotate.mutate(Number(overlap), { onSuccess: setRotated })}
        >
          Rotate signing secret
        </Button>
      </div>
      {rotate.error && <Alert tone="error">{errorMessageOf(rotate.error)}</Alert>}
      {rotated && (
        <Alert tone="success" title="New signing secret: copy it now, it is not shown again.">
          <code className="block rounded-lg bg-white p-2 break-all">{rotated.webhookSecret}</code>
          <p className="mt-1 text-sm">
            {rotated.previousSecretExpiresAt
              ? `The old secret also signs until ${formatTimestamp(rotated.previousSecretExpiresAt)}.`
              : 'The old secret no longer signs.'}
          </p>
        </Alert>
      )}
    </div>
  );
}

/** A key's webhook attempts (event, time, status, duration, next retry), with redeliver and a test event. */
export function WebhookDeliveries({ keyId }: { keyId: string }) {
  const { data, error, isPending } = useWebhookDeliveries(keyId);
  const redeliver = useRedeliver(keyId);
  const test = useSendTestEvent(keyId);
  return (
    <section aria-label="Webhook deliveries" className="flex flex-col gap-3 rounded-xl bg-stone-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto font-bold text-stone-900">Webhook deliveries</h3>
        <Button variant="secondary" isPending={test.isPending} onPress={() => test.mutate()}>
          Send test event
        </Button>
      </div>
      {(test.error ?? redeliver.error) && (
        <Alert tone="error">{errorMessageOf(test.error ?? redeliver.error)}</Alert>
      )}
      <RotateSecret keyId={keyId} />
      {isPending ? (
        <Skeleton className="h-24" />
      ) : error ? (
        <Alert tone="error">{errorMessageOf(error)}</Alert>
      ) : data.length === 0 ? (
        <p className="text-sm text-stone-700">No webhook has been sent to this key yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-stone-600">
              <tr>
                <th className="py-1 pr-3 font-semibold">Event</th>
                <th className="py-1 pr-3 font-semibold">Sent</th>
                <th className="py-1 pr-3 font-semibold">Attempt</th>
                <th className="py-1 pr-3 font-semibold">Answer</th>
                <th className="py-1 pr-3 font-semibold">Took</th>
                <th className="py-1 pr-3 font-semibold">Next retry</th>
                <th className="py-1 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {data.map((d) => {
                const ok = d.responseStatus !== null && d.responseStatus >= 200 && d.responseStatus < 300;
                return (
                  <tr key={d.id} data-delivery-id={d.id}>
                    <td className="py-1 pr-3">
                      {d.eventType}
                      <span className="block text-xs text-stone-600">{d.eventId}</span>
                    </td>
                    <td className="py-1 pr-3 whitespace-nowrap">{formatTimestamp(d.attemptedAt)}</td>
                    <td className="py-1 pr-3">{d.attempt}</td>
                    <td className="py-1 pr-3">
                      <Badge tone={ok ? 'positive' : 'caution'}>{d.responseStatus ?? 'No answer'}</Badge>
                      {d.error && <span className="block text-xs text-stone-700">{d.error}</span>}
                    </td>
                    <td className="py-1 pr-3 whitespace-nowrap">{d.durationMs} ms</td>
                    <td className="py-1 pr-3 whitespace-nowrap">
                      {d.nextRetryAt ? formatTimestamp(d.nextRetryAt) : '—'}
                    </td>
                    <td className="py-1">
                      <Button
                        variant="secondary"
                        isDisabled={redeliver.isPending}
                        onPress={() => redeliver.mutate(d.id)}
                      >
                        Redeliver
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
