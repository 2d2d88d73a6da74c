import type { OrderGuideCountSheet, StorageArea } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** A guide's storage order and last counts (`GET /web-api/order-guide/count-sheet`). */
export function getCountSheet(guideId: number, signal?: AbortSignal): Promise<OrderGuideCountSheet> {
  return apiFetch<OrderGuideCountSheet>('/web-api/order-guide/count-sheet', {
    method: 'GET',
    query: { id: guideId },
    signal,
  });
}

/** Keeps the order a guide's items are counted in (`POST /web-api/order-guide/storage-order`). */
export function saveStorageOrder(
  guideId: number,
  areas: readonly StorageArea[],
): Promise<OrderGuideCountSheet> {
  return apiFetch<OrderGuideCountSheet>('/web-api/order-guide/storage-order', {
    body: { orderGuideId: guideId, areas },
  });
}

/** Keeps on-hand counts taken now (`POST /web-api/order-guide/counts`). */
export function saveCounts(
  guideId: number,
  counts: readonly { productSku: string; unitOfMeasure: string; onHand: number }[],
): Promise<OrderGuideCountSheet> {
  return apiFetch<OrderGuideCountSheet>('/web-api/order-guide/counts', {
    body: { orderGuideId: guideId, counts },
  });
}
