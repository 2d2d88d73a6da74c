import type { Cart, ValidationMessage } from '@larder/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../lib/api-error.ts';
import { emitMessagingEvent } from '../../lib/messaging-events.ts';
import { showToast } from '../../lib/toast-store.ts';
import { retailSearch, track } from '../../lib/tracker/index.ts';
import { loadDefaultCart } from './api/get-current-or-new-cart.ts';
import { isSubmitNetworkFailure, useSubmitCart } from './api/submit-cart.ts';
import { revalidateCart } from './api/validate-cart.ts';
import { orderModificationProperties, submitEvents } from './cart-events.ts';
import { useCartEditStore } from './cart-edit-store.ts';
import { useCartUiStore } from './cart-ui-store.ts';
import { endOrderEdit } from './use-order-edit.ts';
import { cartVersionOf, createIdempotencyKeyHolder } from './idempotency-key.ts';

/** Spec section 8: what a buyer reads when a submit fails on the network (the contract's SUBMIT_NETWORK_FAILURE_MESSAGE, kept here so the bundle never pulls in zod). */
const SUBMIT_NETWORK_FAILURE_MESSAGE = 'Order cannot be submitted. Please contact your Sales Rep.';

/**
 * Submitting the cart (spec section 4). Success: go to the confirmation, show the warnings, track the
 * order, reload the default cart. Refusal: show the validation messages, keep them as warnings, and
 * revalidate the cart. Network failure: the spec's sentence. Each attempt carries the Idempotency-Key of
 * the cart's version, so presses and retries of an unchanged cart can never order twice.
 */
export function useSubmitCartFlow(cart: Cart) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const submitCart = useSubmitCart();
  const [keys] = useState(() => createIdempotencyKeyHolder());
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ValidationMessage[]>([]);

  async function submit(): Promise<void> {
    if (submitCart.isPending) return;
    setFailure(null);
    const idempotencyKey = keys.keyFor(cartVersionOf(cart));
    try {
      const response = await submitCart.mutateAsync({ cartId: cart.id, idempotencyKey });
      if (response.success && response.orderConfirmationUrl) {
        useCartUiStore.setState({ justSubmitted: true });
        setRefusal([]);
        // The edit is submitted: nothing unsaved is left, so the guard lets the confirmation open.
        const editedOrder = useCartEditStore.getState().orderNumber;
        if (editedOrder) endOrderEdit();
        void navigate(response.orderConfirmationUrl);
        for (const warning of response.warnings) showToast(warning, 'info');
        if (editedOrder) {
          track('Order Modification Ended', orderModificationProperties(cart, response));
        } else {
          const events = submitEvents(cart, response);
          track('Order Submitted', events.orderSubmitted);
          for (const order of events.customerOrders) track('Customer Order', order);
          emitMessagingEvent('purchased', cart);
          retailSearch('purchase-complete', {
            products: cart.cartGroups.flatMap((g) =>
              g.subCarts.flatMap((s) => s.lines.map((l) => ({ id: l.productSku, quantity: l.quantity }))),
            ),
            revenue: cart.summary.totals.totalValue,
            orderId: response.confirmedOrders[0]?.webOrderNumber,
          });
        }
        await loadDefaultCart(queryClient).catch(() => undefined);
        return;
      }
      setRefusal(response.validationMessages);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      await revalidateCart(queryClient).catch(() => undefined);
    } catch (error) {
      if (isSubmitNetworkFailure(error)) {
        setFailure(SUBMIT_NETWORK_FAILURE_MESSAGE);
        return;
      }
      setFailure(errorMessageOf(error));
      await revalidateCart(queryClient).catch(() => undefined);
    }
  }

  return { submit, isSubmitting: submitCart.isPending, failure, refusal };
}
