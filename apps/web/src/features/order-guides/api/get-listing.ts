import type { OrderGuideListingResponse } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The visible guides for the order-guides modal (spec section 7: GET order-guide/listing). */
export function getListing(signal?: AbortSignal): Promise<OrderGuideListingResponse> {
  return apiFetch<OrderGuideListingResponse>('/web-api/order-guide/listing', { method: 'GET', signal });
}

/** The order-guides modal's listing. */
export function useGuideListing() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orderGuides.listing,
      queryFn: ({ signal }) => getListing(signal),
    }),
  );
}
