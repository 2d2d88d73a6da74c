import type { SubCart, ValidationMessage } from '@larder/contract';
import { useId } from 'react';
import { WarningIcon } from '../../../components/ui/icons.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useSetShipping } from '../api/set-shipping.ts';
import { useUpdateCartNotes } from '../api/update-cart-notes.ts';
import { useUpdateField } from '../api/update-field.ts';
import { AutoSaveTextField } from './auto-save-text-field.tsx';
import { CartLineRow } from './cart-line-row.tsx';
import { DeliveryDatePicker } from './delivery-date-picker.tsx';
import { DropShipAddressForm } from './drop-ship-address-form.tsx';
import { SubCartBadges } from './sub-cart-badges.tsx';
import { PricedAmount, PricingNotesText } from '../../../components/ui/priced-amount.tsx';
import { cartPricingNotes } from '../cart-pricing.ts';

/** Props of SubCartSection. */
export interface SubCartSectionProps {
  subCart: SubCart;
  /** Its place among the deliveries, e.g. 2 of 4: each becomes its own order. */
  position: number;
  count: number;
  messages: readonly ValidationMessage[];
  usStateCodes: readonly string[];
  showCutInstructions: boolean;
  /** The cart-wide PO number, which a delivery without its own uses. */
  cartPoNumber: string;
  now: Date;
}

const SHIPPING_METHODS = [
  { id: 'standard', label: 'Standard freight' },
  { id: 'expedited', label: 'Expedited freight' },
] as const;

function ShippingItem({ subCart }: { subCart: SubCart }) {
  const setShipping = useSetShipping();
  const item = subCart.shippingItem;
  if (!item) return null;
  return (
    <Select
      label="Freight"
      value={item.method}
      options={SHIPPING_METHODS}
      onChange={(method) => {
        if ((method === 'standard' || method === 'expedited') && method !== item.method) {
          setShipping.mutate({ subCartKey: subCart.key, method });
        }
      }}
      description={`${item.displayName}: ${item.shippingCostFormatted} (item ${item.itemNumber}, per ${item.uom})`}
      className="w-full max-w-sm"
    />
  );
}

/**
 * One sub-cart, the lines one business unit (or drop-ship vendor) delivers together and one order on
 * submit: its delivery date and cut-off, lines, PO number, the drop-ship freight, notes and address, and
 * its totals.
 */
export function SubCartSection({
  subCart,
  position,
  count,
  messages,
  usStateCodes,
  showCutInstructions,
  cartPoNumber,
  now,
}: SubCartSectionProps) {
  const headingId = useId();
  const updateField = useUpdateField();
  const updateCartNotes = useUpdateCartNotes();
  const own = messages.filter((m) => !m.lineId);
  const movedMessage = subCart.deliveryInformation.movedFrom
    ? (own.find((m) => m.type === 'warning')?.text ?? null)
    : null;
  const shownMessages = own.filter((m) => m.text !== movedMessage);
  const vendor = subCart.vendorName ?? 'the vendor';
  const notes = cartPricingNotes(subCart.lines);

  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <header className="flex flex-col gap-3 border-b border-stone-200 bg-stone-50 px-4 py-4 sm:px-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={headingId} className="text-lg font-bold text-stone-900">
            {subCart.businessUnitName}
            {subCart.vendorName && (
              <span className="font-semibold text-stone-700"> · {subCart.vendorName}</span>
            )}
          </h2>
          <SubCartBadges
            isDropShip={subCart.isDropShip}
            isJIT={subCart.isJIT}
            isPreOrder={subCart.isPreOrder}
          />
          <span className="ml-auto text-sm text-stone-600">
            Order {position} of {count}
          </span>
        </div>
        <DeliveryDatePicker subCart={subCart} movedMessage={movedMessage} now={now} />
        {shownMessages.length > 0 && (
          <ul className="flex flex-col gap-1">
            {shownMessages.map((message) => (
              <li
                key={message.text}
                className={`flex items-start gap-2 text-sm font-medium ${message.type === 'error' ? 'text-red-800' : 'text-amber-900'}`}
              >
                <WarningIcon className="mt-0.5 size-4" />
                {message.text}
              </li>
            ))}
          </ul>
        )}
      </header>
      <ul aria-label={`Items in this delivery`} className="divide-y divide-stone-200 px-4 sm:px-5">
        {subCart.lines.map((line) => (
          <CartLineRow
            key={line.id}
            line={line}
            messages={messages.filter((m) => m.lineId === line.id)}
            showCutInstructions={showCutInstructions}
          />
        ))}
      </ul>
      <div className="flex flex-col gap-5 border-t border-stone-200 px-4 py-4 sm:px-5">
        {subCart.isDropShip && (
          <>
            <ShippingItem subCart={subCart} />
            {subCart.dropShipDeliveryAddress && (
              <DropShipAddressForm
                address={subCart.dropShipDeliveryAddress}
                usStateCodes={usStateCodes}
                vendorName={vendor}
              />
            )}
            <AutoSaveTextField
              label={`Notes for ${vendor}`}
              value={subCart.dropShipNotes.value}
              multiline
              maxLength={1000}
              description="Delivery instructions, dock hours, who signs for it."
              onSave={(value) => updateCartNotes.mutateAsync({ value, subCartKey: subCart.key })}
            />
          </>
        )}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <AutoSaveTextField
            label="PO number"
            value={subCart.poNumber.value}
            maxLength={500}
            placeholder={cartPoNumber || 'Optional'}
            onSave={(value) => updateField.mutateAsync({ name: 'poNumber', value, subCartKey: subCart.key })}
            className="w-full sm:max-w-xs"
          />
          <div className="flex flex-col items-end gap-1">
            <dl className="grid min-w-52 grid-cols-[1fr_auto] gap-x-6 gap-y-0.5 text-right tabular-nums">
              <dt className="text-stone-600">Subtotal</dt>
              <dd className="text-stone-900">
                <PricedAmount value={subCart.totals.subtotal} estimated={notes.estimated} />
              </dd>
              {subCart.isDropShip && (
                <>
                  <dt className="text-stone-600">Freight</dt>
                  <dd className="text-stone-900">{subCart.totals.shipping}</dd>
                </>
              )}
              <dt className="font-bold text-stone-900">Order total</dt>
              <dd className="font-bold text-stone-900">
                <PricedAmount value={subCart.totals.total} estimated={notes.estimated} />
              </dd>
            </dl>
            <PricingNotesText notes={notes} className="max-w-sm text-right" />
          </div>
        </div>
      </div>
    </article>
  );
}
