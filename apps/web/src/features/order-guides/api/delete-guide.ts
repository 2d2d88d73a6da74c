import { apiFetch } from '../../../lib/api-client.ts';
import { useGuideListMutation } from './guide-list-mutation.ts';

/** Deletes a guide (spec section 7: DELETE order-guide/{id}). */
export function deleteGuide(id: number): Promise<unknown> {
  return apiFetch(`/web-api/order-guide/${id}`, { method: 'DELETE' });
}

/** Deletes a guide as a list action; every guide query reloads after. */
export function useDeleteGuide() {
  return useGuideListMutation('delete', ({ guideId }) => deleteGuide(guideId));
}
