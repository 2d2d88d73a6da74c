import type { AddItemsResponse } from '@larder/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessageOf } from '../../lib/api-error.ts';
import { showAddedToCart } from '../../lib/modal-store.ts';
import { showToast } from '../../lib/toast-store.ts';
import { track } from '../../lib/tracker/index.ts';
import { addGuideItemsToCart } from './api/add-guide-items-to-cart.ts';
import { useGuideDetailStore } from './guide-detail-store.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** An item the cart refused, with the quantity rule's message. */
export type RefusedItem = AddItemsResponse['results'][number] & { name: string };

/**
 * Adds every quantity typed into the guide to the cart in one action. Items the quantity rules refuse stay
 * in the guide with their message; the rest leave the guide's cart. Tracks 'Order Guide Added to Cart' and opens the add to cart modal on what went in.
 */
export function useAddGuideToCart(nameOf: (sku: string) => string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState<RefusedItem[]>([]);

  const add = useCallback(async () => {
    const { cart: entries, guideId } = useGuideDetailStore.getState();
    if (entries.length === 0) return;
    setPending(true);
    try {
      const results = await addGuideItemsToCart(
        entries.map((e) => ({
          productSku: e.productSku,
          unitOfMeasure: e.unitOfMeasure,
          quantity: e.quantity,
        })),
      );
      const added = new Set(results.filter((r) => r.added).map((r) => `${r.productSku}|${r.unitOfMeasure}`));
      useGuideDetailStore.setState((state) => ({
        cart: state.cart.filter((e) => !added.has(`${e.productSku}|${e.unitOfMeasure}`)),
      }));
      setRefused(results.filter((r) => !r.added).map((r) => ({ ...r, name: nameOf(r.productSku) })));
      if (added.size > 0) {
        // Guide use on the staff dashboard: which guide filled the cart, and with how many products.
        track('Order Guide Added to Cart', { order_guide_id: guideId, product_count: added.size });
      }
      // The cart reloads first, so the add to cart modal finds the deliveries the items joined.
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
      showAddedToCart(
        entries
          .filter((e) => added.has(`${e.productSku}|${e.unitOfMeasure}`))
          .map((e) => ({
            productSku: e.productSku,
            unitOfMeasure: e.unitOfMeasure,
            quantity: e.quantity,
            name: nameOf(e.productSku),
          })),
        `${added.size} ${added.size === 1 ? 'item' : 'items'} added to your cart`,
      );
    } catch (error) {
      showToast(errorMessageOf(error), 'error');
    } finally {
      setPending(false);
    }
  }, [nameOf, queryClient]);

  return { add, pending, refused, dismissRefused: () => setRefused([]) };
}
