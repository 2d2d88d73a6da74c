import type { OrderGuideHeaderListResponse } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The header menu's guides (spec section 7: GET order-guide/header-list). */
export function getHeaderList(signal?: AbortSignal): Promise<OrderGuideHeaderListResponse> {
  return apiFetch<OrderGuideHeaderListResponse>('/web-api/order-guide/header-list', {
    method: 'GET',
    signal,
  });
}

/** The header menu's guides, fetched when the menu is first opened. */
export function useHeaderGuideList(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orderGuides.headerList,
      queryFn: ({ signal }) => getHeaderList(signal),
      enabled,
    }),
  );
}
