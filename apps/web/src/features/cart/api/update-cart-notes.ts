import type { CartUpdateResponse, updateCartNotesBodySchema } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';
import { cartCallQuery } from '../cart-edit-store.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';
import { useCartUpdate } from './use-cart-update.ts';

/** The cart note or, with a sub-cart key, a drop-ship delivery's notes. */
export type UpdateCartNotesBody = SchemaOutput<typeof updateCartNotesBodySchema>;

/** Sets the cart note, or the notes of a drop-ship delivery. */
export function updateCartNotes(body: UpdateCartNotesBody): Promise<CartUpdateResponse> {
  return apiFetch<CartUpdateResponse>('/web-api/cart/update/cartNotes', {
    body,
    query: cartCallQuery(),
    headers: cartRequestHeaders(),
  });
}

/** Sets cart or drop-ship notes and merges the answer into the cart. */
export function useUpdateCartNotes() {
  return useCartUpdate(updateCartNotes);
}
