import type { OrderDetails } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { orderRequestHeaders } from './order-request-headers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Cancels an order before its cut-off (`POST /web-api/order-history/cancel`); answers its new details. */
export function cancelOrder(webOrderNumber: string): Promise<OrderDetails> {
  return apiFetch<OrderDetails>('/web-api/order-history/cancel', {
    body: { webOrderNumber },
    headers: orderRequestHeaders(),
  });
}

/** Cancels an order and shows its new details; the history is reloaded. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (details) => {
      queryClient.setQueryData(queryKeys.orders.details(details.header.orderNumber), details);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.history });
    },
  });
}
