import type { OrderDetails } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { orderRequestHeaders } from './order-request-headers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** How the details call names an order (spec section 7); the web order number alone is enough. */
export interface OrderDetailsKey {
  webOrderNumber: string;
  company?: string | undefined;
  erpOrderNumber?: string | undefined;
  orderType?: string | undefined;
}

/** An order's details (`POST /web-api/order-history/details`, header user-timezone). */
export function getOrderDetails(key: OrderDetailsKey, signal?: AbortSignal): Promise<OrderDetails> {
  return apiFetch<OrderDetails>('/web-api/order-history/details', {
    body: key,
    headers: orderRequestHeaders(),
    signal,
  });
}

/** Query options of an order's details: checked again when shown, since status moves at the cut-off. */
export function orderDetailsQueryOptions(key: OrderDetailsKey) {
  return queryOptions({
    queryKey: queryKeys.orders.details(key.webOrderNumber),
    queryFn: ({ signal }) => getOrderDetails(key, signal),
    staleTime: 0,
  });
}

/** An order's details. */
export function useOrderDetails(key: OrderDetailsKey) {
  return useQuery(orderDetailsQueryOptions(key));
}
