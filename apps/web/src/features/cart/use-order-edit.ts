import type { Cart } from '@larder/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, errorMessageOf } from '../../lib/api-error.ts';
import { useNavigationGuardStore } from '../../lib/navigation-guard-store.ts';
import { cancelOrderChanges } from './api/cancel-order-changes.ts';
import { deleteOrderEdit } from './api/delete-order-edit.ts';
import { getCartSummary } from './api/get-cart-summary.ts';
import { startOrderEdit } from './api/start-order-edit.ts';
import { useCartEditStore } from './cart-edit-store.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** Where an edit session stands. */
export type OrderEditState =
  { kind: 'starting' } | { kind: 'editing' } | { kind: 'refused'; message: string; notFound: boolean };

/** Leaves edit mode: cart calls go to the default cart again and the guard has nothing to protect. */
export function endOrderEdit(): void {
  useCartEditStore.setState({ orderNumber: null, summaryLoading: false });
  useNavigationGuardStore.setState({ orderEditHasUnsavedChanges: false });
}

/**
 * An edit session of a placed order on the cart page (spec section 4): loads the order into an edit
 * cart, puts it where the cart page reads its cart, keeps the cart invalid while its summary loads,
 * reports unsaved changes to the navigation guard (step 3), and on leaving throws an unsubmitted edit
 * away and hands the default cart back.
 */
export function useOrderEdit(orderNumber: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<OrderEditState>({ kind: 'starting' });

  useEffect(() => {
    let live = true;
    useCartEditStore.setState({ orderNumber: null, summaryLoading: true });
    startOrderEdit(orderNumber)
      .then(async (cart) => {
        if (!live) return;
        useCartEditStore.setState({ orderNumber });
        queryClient.setQueryData<Cart>(queryKeys.cart.current, cart);
        setState({ kind: 'editing' });
        const summary = await getCartSummary().catch(() => null);
        if (!live) return;
        if (summary) {
          queryClient.setQueryData<Cart>(queryKeys.cart.current, (current) =>
            current ? { ...current, summary } : current,
          );
        }
        useCartEditStore.setState({ summaryLoading: false });
      })
      .catch((error: unknown) => {
        if (!live) return;
        useCartEditStore.setState({ summaryLoading: false });
        setState({
          kind: 'refused',
          message: errorMessageOf(error),
          notFound: error instanceof ApiError && error.status === 404,
        });
      });
    return () => {
      live = false;
      // Leaving without submitting (the speed bump's "Discard changes"): the edit is thrown away.
      const unfinished = useCartEditStore.getState().orderNumber;
      if (unfinished) void deleteOrderEdit(unfinished).catch(() => undefined);
      endOrderEdit();
      // The cart cache held the edit cart; the default cart is loaded again when next needed.
      queryClient.removeQueries({ queryKey: queryKeys.cart.current });
    };
  }, [orderNumber, queryClient]);

  async function cancelChanges(): Promise<void> {
    const cart = await cancelOrderChanges(orderNumber);
    // Spec section 4: cancel changes replaces the cart groups from the response and keeps its changes flag.
    queryClient.setQueryData<Cart>(queryKeys.cart.current, (current) =>
      current
        ? { ...current, cartGroups: cart.cartGroups, hasChanges: cart.hasChanges, summary: cart.summary }
        : cart,
    );
  }

  async function discard(): Promise<void> {
    await deleteOrderEdit(orderNumber);
    endOrderEdit();
  }

  return { state, cancelChanges, discard };
}

/** Reports the edit cart's changes flag to the navigation guard while an order is being edited. */
export function useUnsavedOrderChanges(cart: Cart | undefined): void {
  const hasChanges = Boolean(cart?.orderNumber && cart.hasChanges);
  useEffect(() => {
    useNavigationGuardStore.setState({ orderEditHasUnsavedChanges: hasChanges });
  }, [hasChanges]);
}
