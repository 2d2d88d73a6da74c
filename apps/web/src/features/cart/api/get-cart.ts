import type { Cart } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { reportCartCounter } from '../../../lib/cart-counter-store.ts';
import { useNavigationGuardStore } from '../../../lib/navigation-guard-store.ts';
import { cartCallQuery } from '../cart-edit-store.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Records that a cart arrived: the header's counter follows it and the navigation guard need not load one. */
export function noteCartLoaded(cart: Cart): Cart {
  // An edit cart is not the default cart: the header keeps counting the default cart's lines.
  if (cart.orderNumber) return cart;
  reportCartCounter(cart.cartCounter);
  useNavigationGuardStore.setState({ defaultCartLoaded: true });
  return cart;
}

/** The user's open cart in the current organization; a cart that is not the user's is a 404. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const cart = await apiFetch<Cart>('/web-api/cart', {
    method: 'GET',
    query: cartCallQuery(),
    headers: cartRequestHeaders(),
    signal,
  });
  return noteCartLoaded(cart);
}

/** Whether a failed cart load means the cart is not the user's (spec section 4: access denied). */
export function isCartAccessDenied(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Query options of the cart: always checked again when the cart page opens, since prices and stock move. */
export function cartQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.cart.current,
    queryFn: ({ signal }) => getCart(signal),
    staleTime: 0,
  });
}

/** The user's open cart. */
export function useCart() {
  return useQuery(cartQueryOptions());
}
