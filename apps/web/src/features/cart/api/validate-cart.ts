import type { Cart, cartValidationResponseSchema } from '@larder/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';
import { cartCallQuery } from '../cart-edit-store.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Whether the cart can be submitted, the messages that say why not, and the summary. */
export type CartValidation = SchemaOutput<typeof cartValidationResponseSchema>;

/** Asks the server whether the cart can be submitted now. */
export function validateCart(signal?: AbortSignal): Promise<CartValidation> {
  return apiFetch<CartValidation>('/web-api/cart-validation', {
    method: 'GET',
    query: cartCallQuery(),
    headers: cartRequestHeaders(),
    signal,
  });
}

/** Revalidates the cart on screen (after a refused submit): its summary and messages, then the whole cart. */
export async function revalidateCart(queryClient: QueryClient): Promise<void> {
  const validation = await validateCart();
  queryClient.setQueryData<Cart>(queryKeys.cart.current, (cart) =>
    cart ? { ...cart, summary: validation.summary, validationMessages: validation.validationMessages } : cart,
  );
  await queryClient.invalidateQueries({ queryKey: queryKeys.cart.current });
}
