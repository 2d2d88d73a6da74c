import type { SubCart } from '@larder/contract';
import { ClockIcon, WarningIcon } from '../../../components/ui/icons.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { zonedDayTime } from '../../../lib/date-time.ts';
import { useUpdateDeliveryDate } from '../api/update-delivery-date.ts';
import { useCartEditStore } from '../cart-edit-store.ts';
import { cutOffCountdown, movedDeliveryText } from '../cut-off-countdown.ts';

/** Props of DeliveryDatePicker. */
export interface DeliveryDatePickerProps {
  subCart: SubCart;
  /** The server's message about this delivery's moved date, when it sent one. */
  movedMessage: string | null;
  now: Date;
}

/**
 * A sub-cart's delivery date: the dates it offers, a live countdown to the chosen date's cut-off, and
 * the notice when a passed cut-off moved the delivery to the next open date. While a placed order is
 * edited its date is shown, not offered for change.
 */
export function DeliveryDatePicker({ subCart, movedMessage, now }: DeliveryDatePickerProps) {
  const updateDeliveryDate = useUpdateDeliveryDate();
  const editingOrder = useCartEditStore((state) => state.orderNumber !== null);
  const delivery = subCart.deliveryInformation;
  const selected = delivery.availableDates.find((option) => option.date === delivery.selectedDeliveryDate);
  const expected = delivery.expectedDeliveryDate;
  const countdown = selected && delivery.cutOff ? cutOffCountdown(delivery.cutOff, selected.name, now) : null;
  const moved =
    delivery.movedFrom && selected
      ? (movedMessage ?? movedDeliveryText(delivery.movedFrom, selected.name))
      : null;

  return (
    <div className="flex flex-col gap-2">
      {editingOrder ? (
        // A placed order keeps its delivery date; changing it means cancelling and ordering again.
        <p className="flex flex-col">
          <span className="text-sm font-semibold text-stone-900">Delivery date</span>
          <span className="text-stone-900">{selected?.name ?? delivery.selectedDeliveryDate}</span>
          <span className="text-sm text-stone-600">A placed order keeps its delivery date.</span>
        </p>
      ) : (
        <Select
          label="Delivery date"
          value={delivery.selectedDeliveryDate ?? ''}
          placeholder="No delivery date available"
          onChange={(deliveryDate) => {
            if (deliveryDate && deliveryDate !== delivery.selectedDeliveryDate) {
              updateDeliveryDate.mutate({ subCartKey: subCart.key, deliveryDate });
            }
          }}
          options={delivery.availableDates.map((option) => ({ id: option.date, label: option.name }))}
          description={
            expected && expected.date !== delivery.selectedDeliveryDate
              ? `Earliest delivery: ${expected.name}`
              : undefined
          }
          className="max-w-sm"
        />
      )}
      {countdown && delivery.cutOff && (
        <p
          className={`flex items-start gap-2 text-sm ${countdown.urgent ? 'font-semibold text-amber-900' : 'text-stone-700'}`}
        >
          <ClockIcon className="mt-0.5 size-4" />
          <span>
            <span role="timer" aria-live="off">
              {countdown.text}
            </span>{' '}
            <span className="font-normal whitespace-nowrap text-stone-600">
              (cut-off {zonedDayTime(delivery.cutOff, delivery.timeZone)})
            </span>
          </span>
        </p>
      )}
      {moved && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <WarningIcon className="mt-0.5 size-4" />
          {moved}
        </p>
      )}
    </div>
  );
}
