import type { OrderHistoryResponse } from '@larder/contract';
import type { OrderStatus } from '@larder/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { orderRequestHeaders } from './order-request-headers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the order history asks for: a page and the filters set. */
export interface OrderHistoryFilters {
  page: number;
  pageSize: number;
  search?: string | undefined;
  status?: OrderStatus | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

/** A page of the organization's orders (`POST /web-api/order-history/list`). */
export function listOrders(
  filters: OrderHistoryFilters,
  signal?: AbortSignal,
): Promise<OrderHistoryResponse> {
  return apiFetch<OrderHistoryResponse>('/web-api/order-history/list', {
    body: filters,
    headers: orderRequestHeaders(),
    signal,
  });
}

/** Query options of one page of order history; the previous page stays on screen while the next loads. */
export function orderHistoryQueryOptions(filters: OrderHistoryFilters) {
  return queryOptions({
    queryKey: [...queryKeys.orders.history, filters] as const,
    queryFn: ({ signal }) => listOrders(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** A page of order history. */
export function useOrderHistory(filters: OrderHistoryFilters) {
  return useQuery(orderHistoryQueryOptions(filters));
}
