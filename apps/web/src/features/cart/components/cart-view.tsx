import { countText } from '@larder/domain';
import { PUNCHOUT_POSTBACK_URL, type Cart, type ValidationMessage } from '@larder/contract';
import { onHoldMessage, type CustomerStatus } from '@larder/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CheckIcon, WarningIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageSkeleton } from '../../../components/ui/page-skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { isCartAccessDenied, useCart } from '../api/get-cart.ts';
import { useDefaultCartLoader } from '../api/get-current-or-new-cart.ts';
import { useCartEditStore } from '../cart-edit-store.ts';
import { useActiveUpdateCount, useCartUiStore } from '../cart-ui-store.ts';
import { COUNTDOWN_TICK_MS } from '../cut-off-countdown.ts';
import { submitBlocker } from '../submit-rule.ts';
import { useNow } from '../use-now.ts';
import { useUnsavedOrderChanges } from '../use-order-edit.ts';
import { useSubmitCartFlow } from '../use-submit-cart-flow.ts';
import { CartOfflineStatus } from './cart-offline-status.tsx';
import { CartSummaryPanel } from './cart-summary-panel.tsx';
import { DiscontinuedLines } from './discontinued-lines.tsx';
import { SubCartSection } from './sub-cart-section.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { CartOrderingContext } from '../cart-ordering.ts';
import { PricedAmount } from '../../../components/ui/priced-amount.tsx';
import { cartPricingNotes } from '../cart-pricing.ts';
import { useOfflineStore } from '../../../lib/offline/offline-store.ts';

/** Props of CartView. */
export interface CartViewProps {
  heading: string;
  /** The current user's customer status: on hold shows why and keeps submit disabled. */
  customerStatus: CustomerStatus;
  /** Protein organizations give cut instructions per line. */
  isProtein: boolean;
  /** What an empty cart shows. */
  empty: ReactNode;
  /** The content's note under the submit button. */
  submitNote?: string | undefined;
  /** In a punchout session, the procurement system the cart is transferred to instead of submitted. */
  punchoutSystem?: string | null | undefined;
}

function MessageList({
  tone,
  title,
  messages,
}: {
  tone: 'error' | 'warning';
  title: string;
  messages: string[];
}) {
  if (messages.length === 0) return null;
  return (
    <Alert tone={tone} title={title}>
      <ul className="flex flex-col gap-1">
        {messages.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** Spec section 2: a punchout submit goes to the transfer page, which posts the cart to the procurement system. */
function transferCart(): void {
  window.location.assign(PUNCHOUT_POSTBACK_URL);
}

// Lines and sub-carts show their own messages; the rest belong at the top.
function cartWideMessages(
  messages: readonly ValidationMessage[],
  type: ValidationMessage['type'],
  hidden: string,
) {
  return messages
    .filter((m) => m.type === type && !m.lineId && !m.subCartKey && m.text !== hidden)
    .map((m) => m.text);
}

function CartContents({
  cart,
  heading,
  customerStatus,
  isProtein,
  submitNote,
  punchoutSystem,
}: CartViewProps & { cart: Cart }) {
  const queryClient = useQueryClient();
  const now = useNow(COUNTDOWN_TICK_MS);
  const activeUpdates = useActiveUpdateCount();
  const updateError = useCartUiStore((state) => state.updateError);
  const flow = useSubmitCartFlow(cart);
  const subCarts = cart.cartGroups.flatMap((group) => group.subCarts);
  const onHold = customerStatus.canOrder ? null : onHoldMessage(customerStatus);
  // Spec section 4: an edit cart is not valid while its summary loads.
  const summaryLoading = useCartEditStore((state) => state.summaryLoading);
  useUnsavedOrderChanges(cart);
  const online = useOfflineStore((state) => state.online);
  const blocker = submitBlocker({
    activeUpdateRequests: activeUpdates + (summaryLoading ? 1 : 0),
    cartGroups: cart.cartGroups,
    validationMessageType: cart.summary.validationMessage?.type,
    canOrder: customerStatus.canOrder,
    online,
  });
  const passedCutOffs = subCarts
    .filter((s) => s.deliveryInformation.cutOff && new Date(s.deliveryInformation.cutOff) <= now)
    .map((s) => s.key)
    .join();

  // A cut-off passing while the cart is open moves that delivery; the server says where to.
  useEffect(() => {
    if (passedCutOffs) void queryClient.invalidateQueries({ queryKey: queryKeys.cart.current });
  }, [passedCutOffs, queryClient]);

  const positions = new Map(subCarts.map((subCart, index) => [subCart.key, index + 1]));
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageHeading title={heading} breadcrumbs={[{ name: 'Home', url: '/' }]}>
        {cart.orderNumber ? (
          <p className="text-stone-600">
            {countText(cart.summary.itemCount, 'item')}. Submitted changes replace order {cart.orderNumber}.
          </p>
        ) : (
          <p className="text-stone-600">
            {cart.summary.itemCount === 1 ? '1 item' : `${cart.summary.itemCount} items`} in{' '}
            {subCarts.length === 1 ? '1 delivery' : `${subCarts.length} deliveries`}. Each delivery is placed
            as its own order.
          </p>
        )}
      </PageHeading>
      <div className="mt-6 flex flex-col gap-3">
        {!cart.orderNumber && <CartOfflineStatus cart={cart} />}
        {updateError && (
          <Alert tone="error" announce title="Your cart was not updated.">
            <p>{updateError}</p>
            <button
              type="button"
              onClick={() => useCartUiStore.setState({ updateError: null })}
              className="mt-1 min-h-11 cursor-pointer font-semibold underline underline-offset-4"
            >
              Dismiss
            </button>
          </Alert>
        )}
        {onHold && (
          <Alert tone="warning" title="Ordering is paused for this account.">
            {onHold}
          </Alert>
        )}
        <MessageList
          tone="warning"
          title="Your order was not submitted."
          messages={flow.refusal.map((m) => m.text).filter((text) => text !== onHold)}
        />
        <MessageList
          tone="error"
          title="Before you submit"
          messages={cartWideMessages(cart.validationMessages, 'error', onHold ?? '')}
        />
        <MessageList
          tone="warning"
          title="Please note"
          messages={cartWideMessages(cart.validationMessages, 'warning', '')}
        />
        <DiscontinuedLines lines={cart.discontinuedLines} />
        {cart.oosLines.length > 0 && (
          <Alert tone="warning" title="Some items are short">
            <ul className="flex flex-col gap-1">
              {cart.oosLines.map((line) => (
                <li key={line.id}>
                  {line.productTitle} ({line.unitOfMeasure}): {line.quantity} in your cart,{' '}
                  {line.availableStock > 0 ? `${line.availableStock} in stock` : 'out of stock'}.
                </li>
              ))}
            </ul>
          </Alert>
        )}
      </div>
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <CartOrderingContext value={customerStatus.canOrder}>
            {cart.cartGroups.map((group) => (
              <section key={group.businessUnitId} aria-label={group.name} className="flex flex-col gap-4">
                {group.subCarts.map((subCart) => (
                  <SubCartSection
                    key={subCart.key}
                    subCart={subCart}
                    position={positions.get(subCart.key) ?? 0}
                    count={subCarts.length}
                    messages={cart.validationMessages.filter(
                      (m) =>
                        m.subCartKey === subCart.key ||
                        (m.lineId && subCart.lines.some((l) => l.id === m.lineId)),
                    )}
                    usStateCodes={cart.usStateCodes}
                    showCutInstructions={isProtein}
                    cartPoNumber={cart.summary.poNumber.value}
                    now={now}
                  />
                ))}
              </section>
            ))}
          </CartOrderingContext>
        </div>
        <div id="cart-summary" className="scroll-mt-40 lg:sticky lg:top-36">
          <CartSummaryPanel
            cart={cart}
            blocker={blocker}
            customerStatus={customerStatus}
            onSubmit={() => (punchoutSystem ? transferCart() : void flow.submit())}
            isSubmitting={flow.isSubmitting}
            failure={flow.failure}
            submitNote={submitNote}
            punchoutSystem={punchoutSystem}
          />
        </div>
      </div>
      <div className="sticky bottom-0 z-30 -mx-4 mt-6 flex items-center justify-between gap-3 border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] lg:hidden">
        <p className="tabular-nums">
          <span className="block text-sm text-stone-600">Total, {countText(subCarts.length, 'order')}</span>
          <span className="text-lg font-bold text-stone-900">
            <PricedAmount
              value={cart.summary.totals.total}
              estimated={cartPricingNotes(subCarts.flatMap((s) => s.lines)).estimated}
            />
          </span>
        </p>
        <Button
          onPress={() => {
            document.getElementById('cart-summary')?.scrollIntoView({ behavior: 'smooth' });
            document.getElementById('cart-summary-heading')?.focus({ preventScroll: true });
          }}
        >
          {punchoutSystem ? 'Review and transfer' : 'Review and submit'}
        </Button>
      </div>
    </div>
  );
}

/**
 * The cart page's body: the cart's deliveries (one order each) with their lines, dates, cut-offs and
 * drop-ship details, the summary and submit; an empty cart, a cart that is not the user's, or one that
 * could not be loaded each get their own state.
 */
export function CartView(props: CartViewProps) {
  return (
    <>
      <CartAnnouncer />
      <CartViewBody {...props} />
    </>
  );
}

/**
 * The cart's live region: each change read out with the item and its new quantity, or its removal. Outside
 * the cart's states, so removing the last line is still announced as the empty cart appears.
 */
function CartAnnouncer() {
  const announcement = useCartUiStore((state) => state.announcement);
  return (
    <p role="status" aria-atomic="true" className="sr-only" data-testid="cart-announcements">
      {announcement}
    </p>
  );
}

function CartViewBody(props: CartViewProps) {
  useDefaultCartLoader();
  const { data: cart, error, isPending, refetch } = useCart();
  const justSubmitted = useCartUiStore((state) => state.justSubmitted);
  useEffect(
    () => () => useCartUiStore.setState({ updateError: null, justSubmitted: false, announcement: '' }),
    [],
  );

  if (justSubmitted) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <EmptyState icon={<CheckIcon className="size-7" />} title="Order submitted" headingLevel={1}>
          <span className="inline-flex items-center gap-2">
            <Spinner label="Opening your confirmation" /> Opening your confirmation…
          </span>
        </EmptyState>
      </div>
    );
  }
  if (isPending) return <PageSkeleton />;
  if (error && isCartAccessDenied(error)) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <EmptyState
          icon={<WarningIcon className="size-7" />}
          title="You do not have access to this cart"
          headingLevel={1}
          actions={
            <Link appearance="primary" href="/">
              Go to the home page
            </Link>
          }
        >
          This cart belongs to another account or organization. Switch organization, or start a new order.
        </EmptyState>
      </div>
    );
  }
  if (error && !cart) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <EmptyState
          icon={<WarningIcon className="size-7" />}
          title="Your cart could not be loaded"
          headingLevel={1}
          actions={
            <button
              type="button"
              onClick={() => void refetch()}
              className="min-h-11 cursor-pointer font-semibold text-brand-800 underline"
            >
              Try again
            </button>
          }
        >
          {errorMessageOf(error)}
        </EmptyState>
      </div>
    );
  }
  if (!cart || cart.cartGroups.length === 0) return props.empty;
  return <CartContents {...props} cart={cart} />;
}
