import type { OrderGuideListResponse } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The organization's guides and those shared to it, hidden ones marked (spec section 7: POST order-guide/list). */
export function listGuides(signal?: AbortSignal): Promise<OrderGuideListResponse> {
  return apiFetch<OrderGuideListResponse>('/web-api/order-guide/list', {
    body: { includeHidden: true },
    signal,
  });
}

/** Query options of the list screen. */
export function guideListQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.orderGuides.list,
    queryFn: ({ signal }) => listGuides(signal),
  });
}

/** The list screen's guides. */
export function useGuideList() {
  return useQuery(guideListQueryOptions());
}
