import type { Cart } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { cartCallQuery } from '../cart-edit-store.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';

/** The cart's summary (`GET /web-api/cart/summary?orderNumber`). */
export function getCartSummary(signal?: AbortSignal): Promise<Cart['summary']> {
  return apiFetch<Cart['summary']>('/web-api/cart/summary', {
    method: 'GET',
    query: cartCallQuery(),
    headers: cartRequestHeaders(),
    signal,
  });
}
