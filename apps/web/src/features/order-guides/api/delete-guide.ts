import { apiFetch } from '../../../lib/api-client.ts';

/** Deletes a guide (spec section 7: DELETE order-guide/{id}). */
export function deleteGuide(id: number): Promise<unknown> {
  return apiFetch(`/web-api/order-guide/${id}`, { method: 'DELETE' });
}
