import type { CartUpdateResponse, updateItemBodySchema } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';
import { cartCallQuery } from '../cart-edit-store.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';
import { useCartUpdate } from './use-cart-update.ts';

/** What update-item changes on a line: a quantity (0 removes), a unit, cut instructions or customer notes. */
export type UpdateItemBody = SchemaOutput<typeof updateItemBodySchema>;

/** Changes one cart line. */
export function updateItem(body: UpdateItemBody): Promise<CartUpdateResponse> {
  return apiFetch<CartUpdateResponse>('/web-api/cart/update-item', {
    body,
    query: cartCallQuery(),
    headers: cartRequestHeaders(),
  });
}

/** Changes one cart line and merges the answer into the cart. */
export function useUpdateItem() {
  return useCartUpdate(updateItem);
}
