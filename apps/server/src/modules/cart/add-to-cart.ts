import { shippingUnitOf } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import type { OrderableVariant } from '../catalog/catalog.service.ts';
import type { CartLineRow } from './cart.repository.ts';
import { changeCart } from './cart-change.ts';
import { requireCanOrder, type CartContext } from './cart-context.ts';
import type { CartLineSet } from './cart-line-set.ts';
import { decideAdd, unitOf, type AddRequest } from './cart-quantities.ts';

/** Applies a decided quantity to the cart's line of a variant; returns the line id (null once removed). */
async function applyQuantity(
  lines: CartLineSet,
  variant: OrderableVariant,
  existing: CartLineRow | undefined,
  total: number,
): Promise<string | null> {
  if (existing && total === 0) {
    await lines.remove(existing.id);
    return null;
  }
  if (existing) {
    await lines.update(existing.id, { quantity: total });
    return existing.id;
  }
  if (total === 0) return null;
  const inserted = await lines.insert({
    variantId: variant.id,
    productSku: variant.productSku,
    businessUnitId: shippingUnitOf(variant),
    quantity: total,
  });
  return inserted.id;
}

/** `POST /web-api/cart/add`: adds (or, for PPro, sets) a quantity of a sku and unit; a broken rule changes nothing. */
export async function addToCart(db: Db, context: CartContext, request: AddRequest) {
  requireCanOrder(context);
  const { response, result } = await changeCart(
    db,
    context,
    async ({ lines, variants, flags }) => {
      // An unknown sku, like a unit the product does not have, is refused with 'Could not add product to cart.'
      const variant = unitOf(variants, request.productSku, request.unitOfMeasure);
      const existing = variant && lines.ofVariant(variant.id);
      const decision = decideAdd(variant, request, existing?.quantity ?? 0, context, flags);
      if ('error' in decision) throw decision.error;
      const lineId = await applyQuantity(lines, variant!, existing, decision.total);
      return { lineId, cartQuantity: lineId ? decision.total : 0 };
    },
    { skus: [request.productSku] },
  );
  return { ...response, ...result };
}
