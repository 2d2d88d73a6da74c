import type { CartUpdateResponse } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { cartCallQuery } from '../cart-edit-store.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';
import { useCartUpdate } from './use-cart-update.ts';

/** Removes one cart line. */
export function removeItem(lineId: string): Promise<CartUpdateResponse> {
  return apiFetch<CartUpdateResponse>('/web-api/cart/remove-item', {
    query: { ...cartCallQuery(), id: lineId },
    headers: cartRequestHeaders(),
  });
}

/** Removes one cart line and merges the answer into the cart. */
export function useRemoveItem() {
  return useCartUpdate(removeItem);
}
