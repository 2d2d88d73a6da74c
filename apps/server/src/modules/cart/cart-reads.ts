import type { Cart, CartUpdateResponse } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import type { SessionContext } from '../auth/auth.service.ts';
import { countOpenCartLines } from './cart.repository.ts';
import type { CartContext } from './cart-context.ts';
import { computeTargetCart } from './computed-cart.ts';

/** What submit says about an empty cart. */
export const EMPTY_CART_MESSAGE = 'Your cart is empty. Add items before you submit.';

/** The context's cart (the user's open cart in the current organization is created when there is none). */
export async function getCart(db: Db, context: CartContext): Promise<Cart> {
  return (await computeTargetCart(db, context)).cart;
}

/** How many lines the user's open cart holds, for the header's cart counter. */
export async function countCartLines(db: Db, session: SessionContext | null): Promise<number> {
  if (!session?.organization) return 0;
  return countOpenCartLines(db, {
    organizationId: session.organization.row.id,
    userId: session.user.id,
    punchInId: session.punchout?.id ?? null,
  });
}

/** `GET /web-api/cart-validation`: whether the cart can be submitted and why not. */
export async function validateCart(db: Db, context: CartContext) {
  const { cart } = await computeTargetCart(db, context);
  const empty = cart.cartGroups.length === 0;
  const validationMessages = empty
    ? [...cart.validationMessages, { type: 'error' as const, text: EMPTY_CART_MESSAGE }]
    : cart.validationMessages;
  return {
    isValid: !validationMessages.some((m) => m.type === 'error'),
    validationMessages,
    summary: cart.summary,
  };
}

/** `GET /web-api/cart/refresh-prices`: prices are read live, so this recomputes and says so. */
export async function refreshPrices(db: Db, context: CartContext): Promise<CartUpdateResponse> {
  const cart = await getCart(db, context);
  return {
    ...cart,
    success: true,
    validationMessages: [...cart.validationMessages, { type: 'info', text: 'Prices are up to date.' }],
  };
}
