import { apiFetch } from '../../../lib/api-client.ts';

/** Records that the buyer opened a guide (spec section 7), so menus list it by last view. */
export function updateLastViewed(id: number): Promise<unknown> {
  return apiFetch(`/web-api/order-guide/update-last-viewed-date/${id}`);
}
