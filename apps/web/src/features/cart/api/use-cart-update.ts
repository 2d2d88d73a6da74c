import type { Cart, CartUpdateResponse } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { reportCartCounter } from '../../../lib/cart-counter-store.ts';
import { useCartUiStore } from '../cart-ui-store.ts';
import { cartChangeAnnouncement } from '../cart-announcement.ts';
import { cartOfResponse, mergeCartUpdate } from '../merge-cart-update.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { isOnline } from '../../../lib/offline/offline-store.ts';

/** Whether an update failed on a quantity rule the editor shows beside its own box (with a quantity to offer). */
export function isQuantityRuleBroken(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'RULE_BROKEN' && 'adjustedQuantity' in error.fields;
}

/** What a cart change other than a quantity says without a connection (issue 34). */
export const CART_CHANGE_NEEDS_CONNECTION =
  'This change needs a connection. Quantities can be changed offline; everything else works again when you are back online.';

// Answers can overtake each other; an answer to an older request than the one shown is stale.
let lastSent = 0;
let lastShown = 0;

function showUpdateError(message: string): void {
  useCartUiStore.setState({ updateError: message });
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/**
 * A cart update call: counted as in flight while it runs (submit waits for it), its answer merged into
 * the cart on screen (spec section 4) and the header's counter moved. A failure puts its text at the top
 * of the page and scrolls there (spec section 8), and the cart is reloaded to show what the server holds,
 * except a broken quantity rule, which the quantity box shows beside itself.
 */
export function useCartUpdate<V>(update: (variables: V) => Promise<CartUpdateResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.cart.update,
    // Offline only quantities are queued (ADR 047); any other change says it needs a connection.
    mutationFn: (variables: V) =>
      isOnline()
        ? update(variables)
        : Promise.reject(new ApiError(0, 'NETWORK', CART_CHANGE_NEEDS_CONNECTION)),
    onMutate: () => {
      useCartUiStore.setState((state) => ({ activeUpdateRequests: state.activeUpdateRequests + 1 }));
      return { sequence: ++lastSent };
    },
    onSuccess: (response, _variables, context) => {
      if (!response.success) {
        showUpdateError(
          response.validationMessages.map((m) => m.text).join(' ') || 'Your cart was not updated.',
        );
        return;
      }
      useCartUiStore.setState({ updateError: null });
      if (context.sequence < lastShown) return;
      lastShown = context.sequence;
      const before = queryClient.getQueryData<Cart>(queryKeys.cart.current);
      const after = queryClient.setQueryData<Cart>(queryKeys.cart.current, (current) =>
        current ? mergeCartUpdate(current, response) : cartOfResponse(response),
      );
      // The live region names the item and its new quantity, or its removal, not only 'Saving...'.
      const said = after ? cartChangeAnnouncement(before, after) : null;
      if (said) useCartUiStore.setState({ announcement: said });
      if (!response.orderNumber) reportCartCounter(response.cartCounter);
    },
    onError: (error) => {
      if (isQuantityRuleBroken(error)) return;
      showUpdateError(errorMessageOf(error));
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.current });
    },
    onSettled: () => {
      useCartUiStore.setState((state) => ({ activeUpdateRequests: state.activeUpdateRequests - 1 }));
    },
  });
}
