import type { OrderGuideDownloadResponse } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** Asks for a guide's file (spec section 7: GET order-guide-download); the answer's `downloadLink` serves it. */
export function downloadGuide(
  orderGuideId: number,
  format: 'csv' | 'xlsx',
): Promise<OrderGuideDownloadResponse> {
  return apiFetch<OrderGuideDownloadResponse>('/web-api/order-guide-download', {
    method: 'GET',
    query: { orderGuideId, format },
  });
}
