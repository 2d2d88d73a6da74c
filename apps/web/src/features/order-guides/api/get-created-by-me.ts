import type { orderGuideCreatedByMeResponseSchema } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Answer of the created-by-me call. */
export type OrderGuideCreatedByMeResponse = SchemaOutput<typeof orderGuideCreatedByMeResponseSchema>;

/** Guides the user created, and which of `skuList` each holds (spec section 7: POST order-guide/created-by-me-list). */
export function getCreatedByMe(
  skuList: string[],
  signal?: AbortSignal,
): Promise<OrderGuideCreatedByMeResponse> {
  return apiFetch<OrderGuideCreatedByMeResponse>('/web-api/order-guide/created-by-me-list', {
    body: { skuList },
    signal,
  });
}

/** Guides the user created, for the 'created by me' listing and the add-to-guide widget. */
export function useCreatedByMe(skuList: string[], enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orderGuides.createdByMe(skuList),
      queryFn: ({ signal }) => getCreatedByMe(skuList, signal),
      enabled,
    }),
  );
}
