import type { SubmitCartResponse } from '@larder/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { cartCallQuery, useCartEditStore } from '../cart-edit-store.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';

/** The header carrying the submit's retry key; the contract's IDEMPOTENCY_KEY_HEADER, kept here so the bundle never pulls in zod. */
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** What a submit sends: the cart shown and the attempt's Idempotency-Key. */
export interface SubmitCartRequest {
  cartId: string;
  idempotencyKey: string;
}

/** Submits the default cart: one order per sub-cart, exactly once per Idempotency-Key. */
export function submitCart({ cartId, idempotencyKey }: SubmitCartRequest): Promise<SubmitCartResponse> {
  return apiFetch<SubmitCartResponse>('/web-api/cart/submit', {
    // Editing a placed order: the edit cart is submitted by its order number and updates that order.
    query: useCartEditStore.getState().orderNumber ? cartCallQuery() : { defaultCart: true, cartId },
    headers: { ...cartRequestHeaders(), [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** Whether a call got no answer at all (the request may or may not have reached the server). */
function isUnanswered(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NETWORK';
}

/**
 * Whether a submit failed on the way rather than being refused (spec section 8's network failure): no
 * answer, or a server fault. Either way the buyer cannot fix it from the cart.
 */
export function isSubmitNetworkFailure(error: unknown): boolean {
  return isUnanswered(error) || (error instanceof ApiError && error.status >= 500);
}

/** Submits the cart; a request that got no answer is retried once with the same key, so it can never order twice. */
export function useSubmitCart() {
  return useMutation({
    mutationFn: submitCart,
    retry: (failureCount, error) => failureCount < 1 && isUnanswered(error),
  });
}
