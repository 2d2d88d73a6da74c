import type { StaffOrderDetails } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { StaffOrderStatusBadge } from './staff-order-status-badge.tsx';

type Form = 'ship' | 'cancel' | null;

/** The order's status and what staff may do with it: move it on, ship it with tracking, cancel it with a reason, resend its confirmation. */
export function OrderStatusControl({ order }: { order: StaffOrderDetails }) {
  const setStatus = useSetOrderStatus(order.webOrderNumber);
  const resend = useResendConfirmation(order.webOrderNumber);
  const [form, setForm] = useState<Form>(null);
  const [carrier, setCarrier] = useState(order.carrier ?? '');
  const [tracking, setTracking] = useState(order.trackingNumber ?? '');
  const [reason, setReason] = useState('');

  function ship(event: FormEvent) {
    event.preventDefault();
    setStatus.mutate(
      {
        status: 'Shipped',
        carrier: carrier.trim() || undefined,
        trackingNumber: tracking.trim() || undefined,
      },
      { onSuccess: () => setForm(null) },
    );
  }
  function cancel(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return;
    setStatus.mutate({ status: 'Cancelled', reason: reason.trim() }, { onSuccess: () => setForm(null) });
  }

  return (
    <section aria-labelledby="order-status-heading" className="flex flex-col gap-3">
      <h3 id="order-status-heading" className="text-lg font-bold text-stone-900">
        Status
      </h3>
      <p className="flex flex-wrap items-center gap-2 text-stone-800">
        <StaffOrderStatusBadge status={order.status} friendly={order.statusFriendly} />
        <span>The buyer reads “{order.statusFriendly}”.</span>
      </p>
      {order.cancellationReason && (
        <p className="text-stone-800">
          <span className="font-semibold">Reason given to the buyer:</span> {order.cancellationReason}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {order.nextStatuses.map((status) => (
          <Button
            key={status}
            variant={status === order.nextStatuses[0] ? 'primary' : 'secondary'}
            // Not isPending: react-aria's announcement of it names the button by id and outlives it.
            isDisabled={setStatus.isPending}
            onPress={() => (status === 'Shipped' ? setForm('ship') : setStatus.mutate({ status }))}
          >
            {`Mark ${status}`}
          </Button>
        ))}
        {order.canCancel && (
          <Button variant="secondary" isDisabled={setStatus.isPending} onPress={() => setForm('cancel')}>
            Cancel order
          </Button>
        )}
        <Button variant="ghost" isDisabled={resend.isPending} onPress={() => resend.mutate()}>
          Resend confirmation
        </Button>
      </div>
      {order.nextStatuses.length === 0 && !order.canCancel && (
        <p className="text-sm text-stone-600">
          {order.status === 'Cancelled'
            ? 'A cancelled order’s status cannot change.'
            : 'This order has reached the end of its lifecycle.'}
        </p>
      )}
      {form === 'ship' && (
        <form
          aria-label="Mark shipped"
          onSubmit={ship}
          className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <TextField label="Carrier" value={carrier} onChange={setCarrier} maxLength={60} isRequired />
          <TextField
            label="Tracking number"
            value={tracking}
            onChange={setTracking}
            maxLength={80}
            isRequired
          />
          <div className="flex gap-2">
            <Button type="submit" isDisabled={setStatus.isPending}>
              Mark Shipped
            </Button>
            <Button variant="ghost" onPress={() => setForm(null)}>
              Close
            </Button>
          </div>
        </form>
      )}
      {form === 'cancel' && (
        <form
          aria-label="Cancel order"
          onSubmit={cancel}
          className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
        >
          <TextField
            label="Reason (the buyer reads it)"
            value={reason}
            onChange={setReason}
            multiline
            maxLength={500}
            isRequired
          />
          <p className="text-sm text-stone-600">
            The stock it holds is released, the buyer is e-mailed and the ERP is told.
          </p>
          <div className="flex gap-2">
            <Button type="submit" isDisabled={setStatus.isPending || !reason.trim()}>
              Cancel order {order.webOrderNumber}
            </Button>
            <Button variant="ghost" onPress={() => setForm(null)}>
              Keep the order
            </Button>
          </div>
        </form>
      )}
      {setStatus.isError && (
        <Alert tone="error" announce title="The status was not changed.">
          {errorMessageOf(setStatus.error)}
        </Alert>
      )}
      {setStatus.isSuccess && (
        <Alert tone="success" announce>
          Order {order.webOrderNumber} is now {setStatus.data.status}.
        </Alert>
      )}
      {resend.isSuccess && (
        <Alert tone="success" announce>
          The confirmation is on its way to {resend.data.sentTo}.
        </Alert>
      )}
      {resend.isError && (
        <Alert tone="error" announce title="The confirmation was not sent.">
          {errorMessageOf(resend.error)}
        </Alert>
      )}
    </section>
  );
}
