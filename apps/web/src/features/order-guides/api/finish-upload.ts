import type { OrderGuideFinishUploadResponse } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** Turns a pending upload into the guide (spec section 7: POST order-guide/finish-upload, expects 200). */
export function finishUpload(body: { id: number; name?: string }): Promise<OrderGuideFinishUploadResponse> {
  return apiFetch<OrderGuideFinishUploadResponse>('/web-api/order-guide/finish-upload', { body });
}
