import type { OrderGuidePreferencesBody } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** Sets the user's hide and default marks of a guide (spec section 7: POST order-guide/set-preferences). */
export function setPreferences(body: OrderGuidePreferencesBody): Promise<unknown> {
  return apiFetch('/web-api/order-guide/set-preferences', { body });
}
