import type { OrderGuideCopyResponse } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { useGuideListMutation } from './guide-list-mutation.ts';

/** Duplicates a guide into the current organization (spec section 7: POST order-guide/copy/{id}). */
export function copyGuide(id: number): Promise<OrderGuideCopyResponse> {
  return apiFetch<OrderGuideCopyResponse>(`/web-api/order-guide/copy/${id}`);
}

/** Duplicates a guide as a list action; answers the copy, and every guide query reloads after. */
export function useCopyGuide() {
  return useGuideListMutation('duplicate', ({ guideId }) => copyGuide(guideId));
}
