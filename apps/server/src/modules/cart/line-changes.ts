import { NO_VARIANT_MESSAGE, refusedLineField, shippingUnitOf, subCartKindOf, todayIn } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { changeCart } from './cart-change.ts';
import type { CartContext } from './cart-context.ts';
import { checkQuantity, quantityRuleBroken, unitOf } from './cart-quantities.ts';

/** Line fields a buyer may change with update-item. */
export interface LineChanges {
  quantity?: number;
  unitOfMeasure?: string;
  cutInstructions1?: string | null;
  cutInstructions2?: string | null;
  customerNotes?: string | null;
}

/**
 * `POST /web-api/cart/update-item`: a new quantity (0 removes), another unit, or line fields; another cart's
 * line is a 404. A line field the organization's types do not send (spec section 6) is a 400 naming it.
 */
export async function updateItem(db: Db, context: CartContext, lineId: string, changes: LineChanges) {
  const today = todayIn(context.timeZone, context.now);
  const { response } = await changeCart(db, context, async ({ lines, variants }) => {
    const current = lines.get(lineId);
    if (!current) throw notFound('The cart line');
    const target = changes.unitOfMeasure
      ? unitOf(variants, current.productSku, changes.unitOfMeasure)
      : variants.find((v) => v.id === current.variantId);
    if (!target) throw quantityRuleBroken(NO_VARIANT_MESSAGE, 0);
    const refused = refusedLineField(context.organization.row, subCartKindOf(target), changes);
    if (refused) {
      throw new AppError('VALIDATION_FAILED', `This organization's orders do not take ${refused}.`, {
        [refused]: 'Not taken for this organization.',
      });
    }
    const fields = {
      ...(changes.cutInstructions1 !== undefined && { cutInstructions1: changes.cutInstructions1 || null }),
      ...(changes.cutInstructions2 !== undefined && { cutInstructions2: changes.cutInstructions2 || null }),
      ...(changes.customerNotes !== undefined && { customerNotes: changes.customerNotes || null }),
    };
    const quantity = changes.quantity ?? current.quantity;
    if (target.id !== current.variantId) {
      // Another unit: merge into that unit's line when the cart has one, so a sku and unit stay one line.
      const other = lines.ofVariant(target.id);
      const total = checkQuantity(target, other?.quantity ?? 0, quantity, other ? 'add' : 'replace', today);
      if (other) {
        await lines.update(other.id, { quantity: total, ...fields });
        await lines.remove(current.id);
      } else {
        await lines.update(current.id, {
          variantId: target.id,
          businessUnitId: shippingUnitOf(target),
          quantity: total,
          ...fields,
        });
      }
      return;
    }
    if (quantity === 0) return lines.remove(current.id);
    if (quantity !== current.quantity) checkQuantity(target, 0, quantity, 'replace', today);
    await lines.update(current.id, { quantity, ...fields });
  });
  return response;
}

/** `POST /web-api/cart/remove-item?id`: removes a line of the user's cart; another cart's line is a 404. */
export async function removeItem(db: Db, context: CartContext, lineId: string) {
  const { response } = await changeCart(db, context, async ({ lines }) => {
    if (!lines.get(lineId)) throw notFound('The cart line');
    await lines.remove(lineId);
  });
  return response;
}
