import type { Db } from '../../db/client.ts';
import { changeCart } from './cart-change.ts';
import { requireCanOrder, type CartContext } from './cart-context.ts';
import { CartLinePlan } from './cart-line-plan.ts';
import { decideAdd, unitOf, type AddRequest } from './cart-quantities.ts';

/** What one item of add-items came to. */
interface AddItemResult {
  productSku: string;
  unitOfMeasure: string;
  added: boolean;
  cartQuantity: number;
  message: string | null;
  adjustedQuantity: number | null;
}

/**
 * `POST /web-api/cart/add-items`: adds several skus in one change (order guides, reorder). Each item
 * follows the add rules on its own; refused items are reported with the spec's message and change nothing.
 */
export async function addItems(db: Db, context: CartContext, items: readonly AddRequest[]) {
  requireCanOrder(context);
  const { response, result } = await changeCart(
    db,
    context,
    async ({ cart, lines, variants, flags }) => {
      const plan = new CartLinePlan(cart.id, lines);
      const results: AddItemResult[] = [];
      for (const item of items) {
        const variant = unitOf(variants, item.productSku, item.unitOfMeasure);
        const cartQuantity = variant ? plan.quantityOf(variant.id) : 0;
        const decision = decideAdd(variant, item, cartQuantity, context, flags);
        if ('error' in decision) {
          const adjusted = decision.error.fields?.adjustedQuantity;
          results.push({
            productSku: item.productSku,
            unitOfMeasure: item.unitOfMeasure,
            added: false,
            cartQuantity,
            message: decision.error.message,
            adjustedQuantity: adjusted === undefined ? null : Number(adjusted),
          });
          continue;
        }
        plan.set(variant!, decision.total);
        results.push({
          productSku: item.productSku,
          unitOfMeasure: item.unitOfMeasure,
          added: true,
          cartQuantity: decision.total,
          message: null,
          adjustedQuantity: null,
        });
      }
      await plan.write(lines);
      return results;
    },
    { skus: items.map((item) => item.productSku) },
  );
  return { ...response, success: result.every((r) => r.added), results: result };
}
