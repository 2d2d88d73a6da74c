import type { Cart } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { reportCartCounter } from '../../../lib/cart-counter-store.ts';
import { useNavigationGuardStore } from '../../../lib/navigation-guard-store.ts';
import { cartCallQuery } from '../cart-edit-store.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { isOnline, useOfflineStore } from '../../../lib/offline/offline-store.ts';

/** Records that a cart arrived: the header's counter follows it and the navigation guard need not load one. */
export function noteCartLoaded(cart: Cart): Cart {
  // An edit cart is not the default cart: the header keeps counting the default cart's lines.
  if (cart.orderNumber) return cart;
  reportCartCounter(cart.cartCounter);
  useNavigationGuardStore.setState({ defaultCartLoaded: true });
  return cart;
}

/** The default cart as last read online, from the browser's storage (ADR 047), or null. */
async function keptCartOrNull(): Promise<Cart | null> {
  const { keptCart } = await import('../../../lib/offline/offline-queue.ts');
  const kept = await keptCart().catch(() => null);
  if (kept) useOfflineStore.setState({ cartFromStorage: kept.savedAt });
  return kept ? noteCartLoaded(kept.cart) : null;
}

const CART_NEEDS_CONNECTION = 'Your cart needs a connection: it was not opened on this device before';

/**
 * The user's open cart in the current organization; a cart that is not the user's is a 404. Without a
 * connection the default cart comes from storage (issue 34: a cart can be made ready offline).
 */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const query = cartCallQuery();
  if (!isOnline() && !query.orderNumber) {
    const kept = await keptCartOrNull();
    if (kept) return kept;
  }
  try {
    const cart = await apiFetch<Cart>('/web-api/cart', {
      method: 'GET',
      query,
      headers: cartRequestHeaders(),
      signal,
    });
    useOfflineStore.setState({ cartFromStorage: null });
    return noteCartLoaded(cart);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'NETWORK' || query.orderNumber) throw error;
    const kept = await keptCartOrNull();
    if (kept) return kept;
    throw new ApiError(0, 'NETWORK', CART_NEEDS_CONNECTION);
  }
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
