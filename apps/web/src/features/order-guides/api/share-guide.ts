import type { OrderGuideShareBody, OrderGuideShare } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** Shares a guide to another organization (POST order-guide/share); answers who it is shared to now. */
export function shareGuide(
  body: OrderGuideShareBody,
): Promise<{ success: true; sharedWith: OrderGuideShare[] }> {
  return apiFetch('/web-api/order-guide/share', { body });
}
