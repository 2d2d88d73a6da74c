import type { OrderGuideShareBody, OrderGuideShare } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** Stops sharing a guide to an organization (POST order-guide/remove-share). */
export function removeShare(
  body: OrderGuideShareBody,
): Promise<{ success: true; sharedWith: OrderGuideShare[] }> {
  return apiFetch('/web-api/order-guide/remove-share', { body });
}
