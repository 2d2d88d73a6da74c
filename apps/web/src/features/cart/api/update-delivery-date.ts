import type { CartUpdateResponse, updateDeliveryDateBodySchema } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';
import { cartCallQuery } from '../cart-edit-store.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';
import { useCartUpdate } from './use-cart-update.ts';

/** The delivery date chosen for a sub-cart. */
export type UpdateDeliveryDateBody = SchemaOutput<typeof updateDeliveryDateBodySchema>;

/** Chooses one of the delivery dates a sub-cart offers. */
export function updateDeliveryDate(body: UpdateDeliveryDateBody): Promise<CartUpdateResponse> {
  return apiFetch<CartUpdateResponse>('/web-api/cart/update/deliveryDate', {
    body,
    query: cartCallQuery(),
    headers: cartRequestHeaders(),
  });
}

/** Chooses a delivery date and merges the answer into the cart. */
export function useUpdateDeliveryDate() {
  return useCartUpdate(updateDeliveryDate);
}
