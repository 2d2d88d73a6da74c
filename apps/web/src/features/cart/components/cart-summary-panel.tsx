import { transferCartLabel, type Cart } from '@larder/contract';
import { onHoldMessage, type CustomerStatus } from '@larder/domain';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useUpdateCartNotes } from '../api/update-cart-notes.ts';
import type { SubmitBlocker } from '../submit-rule.ts';
import { SUBMIT_NEEDS_CONNECTION_MESSAGE } from '@larder/domain';
import { AutoSaveTextField } from './auto-save-text-field.tsx';
import { PricedAmount, PricingNotesText } from '../../../components/ui/priced-amount.tsx';
import { cartPricingNotes } from '../cart-pricing.ts';

/** Props of CartSummaryPanel. */
export interface CartSummaryPanelProps {
  cart: Cart;
  blocker: SubmitBlocker | null;
  customerStatus: CustomerStatus;
  onSubmit: () => void;
  isSubmitting: boolean;
  /** Why the last submit failed, shown by the button. */
  failure: string | null;
  /** The content's note under the submit button. */
  submitNote?: string | undefined;
  /** In a punchout session, the procurement system: the button transfers the cart there instead. */
  punchoutSystem?: string | null | undefined;
}

function blockerText(blocker: SubmitBlocker, cart: Cart, customerStatus: CustomerStatus): string {
  switch (blocker) {
    case 'onHold':
      return onHoldMessage(customerStatus);
    case 'offline':
      return SUBMIT_NEEDS_CONNECTION_MESSAGE;
    case 'updating':
      return 'Saving your changes…';
    case 'empty':
      return 'Add items to your first delivery to submit.';
    case 'invalid':
      return cart.summary.validationMessage?.text ?? 'Fix the problems marked in your cart to submit.';
  }
}

/** The cart summary: item count, totals, the note for every order, and the submit button with why it waits. */
export function CartSummaryPanel({
  cart,
  blocker,
  customerStatus,
  onSubmit,
  isSubmitting,
  failure,
  submitNote,
  punchoutSystem,
}: CartSummaryPanelProps) {
  const updateCartNotes = useUpdateCartNotes();
  const reasonId = useId();
  const orderCount = cart.cartGroups.reduce((sum, group) => sum + group.subCarts.length, 0);
  const { totals } = cart.summary;
  const notes = cartPricingNotes(cart.cartGroups.flatMap((g) => g.subCarts.flatMap((s) => s.lines)));
  // Only drop-ship deliveries carry freight; a $0.00 line on every other cart would only raise questions.
  const hasFreight = cart.cartGroups.some((group) => group.subCarts.some((subCart) => subCart.isDropShip));

  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="cart-summary-heading" tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
        Order summary
      </h2>
      <dl className="flex flex-col gap-1 tabular-nums">
        {[
          ['Items', String(cart.summary.itemCount)],
          ['Deliveries', String(orderCount)],
          ['Subtotal', <PricedAmount value={totals.subtotal} estimated={notes.estimated} />],
          ...(hasFreight ? [['Freight', totals.shipping]] : []),
        ].map(([term, value]) => (
          <div key={String(term)} className="flex justify-between gap-4">
            <dt className="text-stone-600">{term}</dt>
            <dd className="text-stone-900">{value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t border-stone-200 pt-2 text-lg font-bold text-stone-900">
          <dt>Total</dt>
          <dd>
            <PricedAmount value={totals.total} estimated={notes.estimated} />
          </dd>
        </div>
      </dl>
      <PricingNotesText notes={notes} />
      {cart.summary.infoMessage && <p className="text-sm text-stone-600">{cart.summary.infoMessage}</p>}
      <AutoSaveTextField
        label="Note for all orders"
        value={cart.summary.note.value}
        multiline
        maxLength={1000}
        onSave={(value) => updateCartNotes.mutateAsync({ value })}
      />
      {failure && (
        <Alert tone="error" announce>
          {failure}
        </Alert>
      )}
      <Button
        onPress={onSubmit}
        isDisabled={blocker !== null}
        isPending={isSubmitting}
        aria-describedby={blocker ? reasonId : undefined}
        className="w-full text-lg"
      >
        {punchoutSystem
          ? transferCartLabel(punchoutSystem)
          : cart.orderNumber
            ? 'Submit changes'
            : orderCount > 1
              ? `Submit ${orderCount} orders`
              : 'Submit order'}
      </Button>
      <p id={reasonId} aria-live="polite" className="text-sm text-stone-700 empty:hidden">
        {blocker ? blockerText(blocker, cart, customerStatus) : ''}
      </p>
      {submitNote && <p className="text-sm text-stone-600">{submitNote}</p>}
    </section>
  );
}
