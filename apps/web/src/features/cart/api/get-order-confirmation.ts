import type { orderConfirmationResponseSchema } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The orders one submit created. */
export type OrderConfirmation = SchemaOutput<typeof orderConfirmationResponseSchema>;

/** The orders a submitted cart became. */
export function getOrderConfirmation(cartId: string, signal?: AbortSignal): Promise<OrderConfirmation> {
  return apiFetch<OrderConfirmation>('/web-api/order-confirmation', {
    method: 'GET',
    query: { cart: cartId },
    headers: cartRequestHeaders(),
    signal,
  });
}

/** Query options of an order confirmation; placed orders do not change under it. */
export function orderConfirmationQueryOptions(cartId: string) {
  return queryOptions({
    queryKey: queryKeys.cart.orderConfirmation(cartId),
    queryFn: ({ signal }) => getOrderConfirmation(cartId, signal),
    staleTime: Infinity,
  });
}

/** The orders a submitted cart became. */
export function useOrderConfirmation(cartId: string) {
  return useQuery(orderConfirmationQueryOptions(cartId));
}
