import { apiFetch } from '../../../lib/api-client.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';

/** Throws the edit cart of an order away (`POST /web-api/cart/delete-edit`); the order stays as placed. */
export function deleteOrderEdit(orderNumber: string): Promise<{ success: boolean }> {
  return apiFetch<{ success: boolean }>('/web-api/cart/delete-edit', {
    body: { orderNumber },
    headers: cartRequestHeaders(),
  });
}
