import type { OrderGuideCopyResponse } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** Duplicates a guide into the current organization (spec section 7: POST order-guide/copy/{id}). */
export function copyGuide(id: number): Promise<OrderGuideCopyResponse> {
  return apiFetch<OrderGuideCopyResponse>(`/web-api/order-guide/copy/${id}`);
}
