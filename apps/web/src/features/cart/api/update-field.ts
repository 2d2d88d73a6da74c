import type { CartUpdateResponse, updateFieldBodySchema } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';
import { cartCallQuery } from '../cart-edit-store.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';
import { useCartUpdate } from './use-cart-update.ts';

/** A cart header field (PO number or note), for the cart or, with a sub-cart key, for one delivery. */
export type UpdateFieldBody = SchemaOutput<typeof updateFieldBodySchema>;

/** Sets the PO number or note of the cart, or the PO number of one delivery. */
export function updateField(body: UpdateFieldBody): Promise<CartUpdateResponse> {
  return apiFetch<CartUpdateResponse>('/web-api/cart/update/field', {
    body,
    query: cartCallQuery(),
    headers: cartRequestHeaders(),
  });
}

/** Sets a cart header field and merges the answer into the cart. */
export function useUpdateField() {
  return useCartUpdate(updateField);
}
