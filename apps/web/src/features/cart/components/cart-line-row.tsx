import type { CartLine, ValidationMessage } from '@larder/contract';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { WarningIcon } from '../../../components/ui/icons.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { focusWhenRendered } from '../../../lib/focus-when-rendered.ts';
import { openProductIssue } from '../../../lib/issue-report-store.ts';
import { useRemoveItem } from '../api/remove-item.ts';
import { useUpdateItem } from '../api/update-item.ts';
import { priceTextOf } from '../price-text.ts';
import { useCartCanOrder } from '../cart-ordering.ts';
import { queueOffline, useLineQuantity } from '../use-line-quantity.ts';
import { cartCallQuery } from '../cart-edit-store.ts';
import { OfflineLineStatus } from '../../../components/ui/offline-line-status.tsx';
import { isOnline } from '../../../lib/offline/offline-store.ts';
import { useLineOffline } from '../../../lib/offline/use-line-offline.ts';
import { AutoSaveTextField } from './auto-save-text-field.tsx';
import { TrashIcon } from './cart-icons.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { ProductTitleLink } from '../../../components/ui/product-title-link.tsx';
import { PricedAmount } from '../../../components/ui/priced-amount.tsx';

/** Props of CartLineRow. */
export interface CartLineRowProps {
  line: CartLine;
  /** Validation messages about this line. */
  messages: readonly ValidationMessage[];
  /** Protein organizations send cut instructions with each line (spec section 6). */
  showCutInstructions: boolean;
}

function UnitPicker({ line }: { line: CartLine }) {
  const updateItem = useUpdateItem();
  if (line.variants.length < 2) return null;
  return (
    <Select
      label={
        <>
          Unit<span className="sr-only"> of {line.productTitle}</span>
        </>
      }
      value={line.unitOfMeasure}
      onChange={(unitOfMeasure) => {
        if (unitOfMeasure && unitOfMeasure !== line.unitOfMeasure)
          updateItem.mutate({ id: line.id, unitOfMeasure });
      }}
      options={line.variants.map((variant) => ({
        id: variant.text,
        label: `${variant.text} · ${variant.weight} · ${variant.price}${variant.inStock ? '' : ' · Out of stock'}`,
      }))}
      className="w-full sm:w-72"
    />
  );
}

function LineQuantity({ line }: { line: CartLine }) {
  // A quantity typed offline shows as the line's until it is sent (ADR 047).
  const { pending, notice } = useLineOffline(line);
  const shown = pending ? { ...line, quantity: pending.cartQuantity } : line;
  const quantity = useLineQuantity(shown);
  const messageId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <QuantityStepper
        productName={line.productTitle}
        label="Quantity"
        namesProduct
        text={quantity.text}
        onTextChange={quantity.change}
        onBlur={quantity.blur}
        bounds={quantity.bounds}
        describedBy={messageId}
      />
      <div id={messageId} aria-live="polite" className="empty:hidden">
        {quantity.problem && (
          <p className="max-w-64 text-sm font-medium text-amber-900">
            {quantity.problem.message}{' '}
            {quantity.problem.adjustedQuantity > 0 && (
              <button
                type="button"
                onClick={() => quantity.change(String(quantity.problem?.adjustedQuantity))}
                className="min-h-11 cursor-pointer font-semibold text-brand-800 underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                Use {quantity.problem.adjustedQuantity}
              </button>
            )}
          </p>
        )}
        <OfflineLineStatus pending={pending} notice={notice} setsLine />
      </div>
    </div>
  );
}

/**
 * One cart line: image, title, sku and pack size, the unit picker, price, a debounced quantity stepper,
 * remove, and the organization-type fields (cut instructions for protein, customer notes for specialty
 * drop-ship lines). Its warnings (stock, min/max, no price) show under it.
 */
/** The quantity box, or, while the organization is on hold, the quantity as text (no entry). */
function LineQuantityOrText({ line }: { line: CartLine }) {
  const canOrder = useCartCanOrder();
  if (canOrder) return <LineQuantity line={line} />;
  return (
    <p className="flex flex-col gap-1.5 text-stone-700">
      <span className="font-medium">Quantity</span>
      <span className="font-semibold text-stone-900 tabular-nums">
        {line.quantity} {line.unitOfMeasure}
      </span>
    </p>
  );
}

/**
 * Removes a line, then puts focus on the next line's remove button (the previous line's when it was the
 * last), or on the page heading when the cart or delivery is gone: never on the page body.
 */
function useRemoveLine(line: CartLine) {
  const removeItem = useRemoveItem();
  const remove = (row: HTMLElement | null) => {
    const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
    const nextId = neighbour?.getAttribute('data-line-id') ?? null;
    // Offline, removing is a change to 0 that waits in the queue; the line stays, marked, until it is sent.
    if (!isOnline() && !cartCallQuery().orderNumber) {
      void queueOffline(line, 0);
      return;
    }
    removeItem.mutate(line.id, {
      onSuccess: () =>
        focusWhenRendered(
          () => {
            const next = nextId
              ? document.querySelector<HTMLElement>(
                  `[data-line-id="${CSS.escape(nextId)}"] button[aria-label^="Remove "]`,
                )
              : null;
            if (next) return next;
            const heading = document.querySelector<HTMLElement>('main h1');
            heading?.setAttribute('tabindex', '-1');
            return heading;
          },
          60,
          { keepFrames: 120 },
        ),
    });
  };
  return { remove, isPending: removeItem.isPending };
}

/** One cart line (see above); removing it keeps focus in the cart. */
export function CartLineRow({ line, messages, showCutInstructions }: CartLineRowProps) {
  const updateItem = useUpdateItem();
  const removeItem = useRemoveLine(line);
  const rowRef = useRef<HTMLLIElement>(null);
  const notes = [
    line.quantityWarningMessage,
    line.message,
    ...messages
      .map((m) => m.text)
      .filter((text) => !line.quantityWarningMessage || !text.endsWith(line.quantityWarningMessage)),
  ].filter((text): text is string => Boolean(text));

  return (
    <li ref={rowRef} data-line-id={line.id} className="flex gap-3 py-4 sm:gap-4">
      <img
        src={line.imageUrl}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        decoding="async"
        className="size-14 shrink-0 rounded-lg border border-stone-200 bg-stone-50 object-contain sm:size-20"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <ProductTitleLink href={line.productUrl}>{line.productTitle}</ProductTitleLink>
            <p className="text-sm text-stone-600">
              {line.brandName} · <span className="whitespace-nowrap">SKU {line.productSku}</span>
            </p>
            <p className="text-sm text-stone-700">
              <span className="font-semibold text-stone-900">{line.unitOfMeasure}</span> · {line.packSize}
            </p>
          </div>
          <Button
            variant="ghost"
            aria-label={`Remove ${line.productTitle}`}
            onPress={() => removeItem.remove(rowRef.current)}
            isPending={removeItem.isPending}
            className="-mt-2 -mr-2 shrink-0 px-2.5 text-stone-600 hover:text-red-800"
          >
            <TrashIcon />
          </Button>
        </div>
        <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
          <UnitPicker line={line} />
          <LineQuantityOrText line={line} />
          <div className="ml-auto pt-6 text-right">
            <p className="text-lg font-bold text-stone-900 tabular-nums">
              <PricedAmount
                value={line.totalPrice}
                estimated={!line.priceInfo.isPricePending && line.priceInfo.catchWeightUnit !== null}
              />
            </p>
            {line.priceInfo.isPricePending && (
              <p className="text-sm font-medium text-amber-900">Not in the total</p>
            )}
            {!line.priceInfo.isPricePending && (
              <p className="text-sm text-stone-600">
                {priceTextOf(line.priceInfo)}
                {!line.priceInfo.catchWeightUnit && ' each'}
              </p>
            )}
          </div>
        </div>
        {notes.length > 0 && (
          <ul className="flex flex-col gap-1">
            {notes.map((text) => (
              <li key={text} className="flex items-start gap-1.5 text-sm font-medium text-amber-900">
                <WarningIcon className="mt-0.5 size-4" />
                {text}
              </li>
            ))}
          </ul>
        )}
        {showCutInstructions && (
          <div className="grid gap-3 sm:grid-cols-2">
            <AutoSaveTextField
              label="Cut instructions"
              value={line.cutInstructions1 ?? ''}
              maxLength={120}
              onSave={(value) => updateItem.mutateAsync({ id: line.id, cutInstructions1: value })}
            />
            <AutoSaveTextField
              label="More cut instructions"
              value={line.cutInstructions2 ?? ''}
              maxLength={120}
              onSave={(value) => updateItem.mutateAsync({ id: line.id, cutInstructions2: value })}
            />
          </div>
        )}
        {line.customerNotes !== undefined && (
          <AutoSaveTextField
            label="Notes for the vendor"
            value={line.customerNotes ?? ''}
            maxLength={500}
            onSave={(value) => updateItem.mutateAsync({ id: line.id, customerNotes: value })}
          />
        )}
        <button
          type="button"
          onClick={() =>
            openProductIssue({
              source: 'cart',
              cartLineId: line.id,
              productSku: line.productSku,
              productTitle: line.productTitle,
            })
          }
          aria-label={`Report a product issue: ${line.productTitle}`}
          className="min-h-11 cursor-pointer self-start rounded text-sm font-semibold text-stone-600 underline outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          Report a product issue
        </button>
      </div>
    </li>
  );
}
