import type { Cart } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';

/** Puts the edit cart back to the order as placed (`POST /web-api/cart/cancel-changes`). */
export function cancelOrderChanges(orderNumber: string): Promise<Cart> {
  return apiFetch<Cart>('/web-api/cart/cancel-changes', {
    body: { orderNumber },
    headers: cartRequestHeaders(),
  });
}
