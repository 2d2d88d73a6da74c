import type { CartUpdateResponse, DropShipDeliveryAddress } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { cartCallQuery } from '../cart-edit-store.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';
import { useCartUpdate } from './use-cart-update.ts';

/** Sets where a drop-ship delivery goes: the organization's address or an alternative one. */
export function updateDropShipAddress(body: DropShipDeliveryAddress): Promise<CartUpdateResponse> {
  return apiFetch<CartUpdateResponse>('/web-api/cart/update/dropShipDeliveryAddress', {
    body,
    query: cartCallQuery(),
    headers: cartRequestHeaders(),
  });
}

/** Sets a drop-ship address and merges the answer into the cart. */
export function useUpdateDropShipAddress() {
  return useCartUpdate(updateDropShipAddress);
}
