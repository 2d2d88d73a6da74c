import {
  ORDER_GUIDE_DEFAULT_PAGE_SIZE,
  type OrderGuide,
  type OrderGuideCategoryType,
} from '@larder/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { guideRequestHeaders } from './guide-keys.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One page of a guide (spec section 7: POST order-guide?id&type&page&pageSize&searchTerm, cancellable). */
export function getGuidePage(
  query: { id: number; type: OrderGuideCategoryType; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<OrderGuide> {
  return apiFetch<OrderGuide>('/web-api/order-guide', { query, headers: guideRequestHeaders(), signal });
}

/** Query options of a guide loaded page by page; each page holds `pageSize` items across its groups. */
export function guidePagesQueryOptions(
  id: number,
  type: OrderGuideCategoryType,
  pageSize = ORDER_GUIDE_DEFAULT_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey: queryKeys.orderGuides.detail(id, type, pageSize),
    queryFn: ({ pageParam, signal }) => getGuidePage({ id, type, page: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: OrderGuide) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
    staleTime: 30_000,
  });
}
