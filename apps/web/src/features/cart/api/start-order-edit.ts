import type { Cart } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';

/** Loads a placed order into the user's edit cart (`POST /web-api/cart/edit`); refused after its cut-off. */
export function startOrderEdit(orderNumber: string): Promise<Cart> {
  return apiFetch<Cart>('/web-api/cart/edit', { body: { orderNumber }, headers: cartRequestHeaders() });
}
