import type { BackInStockLinkResponse } from '@larder/contract';
import type { Db } from '../db/client.ts';
import { AppError } from '../plugins/app-error.ts';
import { addToCart, type CartContext } from '../modules/cart/cart.service.ts';
import { redeemLink } from '../modules/notify-me/notify-me.service.ts';

/**
 * The back-in-stock e-mail's one-tap link, after sign-in: puts the item in the buyer's open cart (it is
 * ordered for the cart's next delivery) and uses the link up. One unit, or the smallest quantity its rules
 * allow (a minimum, a sell-by multiple). When the item cannot be added, the link still works later.
 */
export async function addFromBackInStockLink(
  db: Db,
  context: CartContext,
  token: string,
): Promise<BackInStockLinkResponse> {
  return redeemLink(db, context.session, token, async (link) => {
    const request = { productSku: link.productSku, unitOfMeasure: link.unitOfMeasure, quantity: 1 };
    let quantity = 1;
    try {
      await addToCart(db, context, request);
    } catch (error) {
      const adjusted = error instanceof AppError ? Number(error.fields?.adjustedQuantity ?? 0) : 0;
      if (!(adjusted > 0)) throw error;
      quantity = adjusted;
      await addToCart(db, context, { ...request, quantity });
    }
    return {
      ...link,
      quantity,
      message: `${link.productName} (${link.unitOfMeasure}) is back in stock and in your cart for your next delivery.`,
    };
  });
}
