import type { OrderGuideCategoriesResponse, OrderGuideCategoryType } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { guideRequestHeaders } from './guide-keys.ts';

/** One page of a guide's groups (spec section 7: POST order-guide/categories), for edit mode's load. */
export function getGuideCategories(
  query: { id: number; type: OrderGuideCategoryType; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<OrderGuideCategoriesResponse> {
  return apiFetch<OrderGuideCategoriesResponse>('/web-api/order-guide/categories', {
    query,
    headers: guideRequestHeaders(),
    signal,
  });
}
