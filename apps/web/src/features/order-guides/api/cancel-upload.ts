import { apiFetch } from '../../../lib/api-client.ts';

/** Drops a pending upload (spec section 7: POST order-guide/cancel-upload). */
export function cancelUpload(id: number): Promise<unknown> {
  return apiFetch('/web-api/order-guide/cancel-upload', { body: { id } });
}
