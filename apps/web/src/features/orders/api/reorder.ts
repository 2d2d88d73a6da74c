import type { ReorderResponse } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { reportCartCounter } from '../../../lib/cart-counter-store.ts';
import { orderRequestHeaders } from './order-request-headers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Adds an order's lines to the current cart (`POST /web-api/order-history/reorder`). */
export function reorder(webOrderNumber: string): Promise<ReorderResponse> {
  return apiFetch<ReorderResponse>('/web-api/order-history/reorder', {
    body: { webOrderNumber },
    headers: orderRequestHeaders(),
  });
}

/** Reorders; the header's cart counter follows and the cached cart is refreshed when next shown. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: (response) => {
      reportCartCounter(response.cartCounter);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
    },
  });
}
