import type { CartUpdateResponse, shippingBodySchema } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';
import { cartCallQuery } from '../cart-edit-store.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';
import { useCartUpdate } from './use-cart-update.ts';

/** The freight method of a drop-ship sub-cart. */
export type ShippingBody = SchemaOutput<typeof shippingBodySchema>;

/** Chooses the freight method of a drop-ship sub-cart. */
export function setShipping(body: ShippingBody): Promise<CartUpdateResponse> {
  return apiFetch<CartUpdateResponse>('/web-api/cart/shipping', {
    body,
    query: cartCallQuery(),
    headers: cartRequestHeaders(),
  });
}

/** Chooses a freight method and merges the answer into the cart. */
export function useSetShipping() {
  return useCartUpdate(setShipping);
}
