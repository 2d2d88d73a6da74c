import type { Cart } from '@larder/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../../../lib/api-client.ts';
import { useNavigationGuardStore } from '../../../lib/navigation-guard-store.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';
import { noteCartLoaded } from './get-cart.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The user's open cart, or a new empty one (after a submit the old cart is an order). */
export async function getCurrentOrNewCart(signal?: AbortSignal): Promise<Cart> {
  const cart = await apiFetch<Cart>('/web-api/cart/current-or-new', {
    method: 'GET',
    headers: cartRequestHeaders(),
    signal,
  });
  return noteCartLoaded(cart);
}

/** Loads the default cart into the cache (the header's counter and the navigation guard follow). */
export async function loadDefaultCart(queryClient: QueryClient): Promise<void> {
  // No abort signal: the page that asked (the cart, just submitted) may go away before the answer comes.
  await queryClient.fetchQuery({
    queryKey: queryKeys.cart.current,
    queryFn: () => getCurrentOrNewCart(),
    staleTime: 0,
  });
}

/**
 * Registers the default-cart loader with the navigation guard (spec section 2, step 4). Cart code is
 * loaded lazily, so it registers itself from the first component that uses the cart.
 */
export function useDefaultCartLoader(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    useNavigationGuardStore.setState({
      loadDefaultCart: () => loadDefaultCart(queryClient).catch(() => undefined),
    });
  }, [queryClient]);
}
