import { apiFetch } from '../../../lib/api-client.ts';

/** Saves par levels from default mode, without an edit session (POST order-guide/par-levels). */
export function saveParLevels(body: {
  orderGuideId: number;
  items: { productSku: string; unitOfMeasure: string; parLevel: number | null }[];
}): Promise<unknown> {
  return apiFetch('/web-api/order-guide/par-levels', { body });
}
