import { PRICE_CHANGE_THRESHOLD, type CartSetLineBody } from '@larder/contract';
import { NO_VARIANT_MESSAGE, shippingUnitOf, todayIn } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { answerOnce } from '../idempotency/idempotency.service.ts';
import { changeCart } from './cart-change.ts';
import { requireCanOrder, type CartContext } from './cart-context.ts';
import { checkQuantity, quantityRuleBroken, unitOf, variantRefusal } from './cart-quantities.ts';
import { findLineChange, recordLineChange } from './cart-line-changes.repository.ts';

/** What the buyer is told when a price moved past the threshold since the change was typed offline. */
export function priceChangedMessage(seen: number, now: number): string {
  return `The price changed from $${seen.toFixed(2)} to $${now.toFixed(2)} since you entered this quantity. Check it and enter it again.`;
}

/** Whether a price moved further than the threshold from the one the buyer saw. */
export function priceMovedTooFar(seen: number, now: number): boolean {
  if (seen <= 0) return now > 0;
  return Math.abs(now - seen) / seen > PRICE_CHANGE_THRESHOLD;
}

/** What one set-line change did: applied or not (a later change won), and the line's quantity now. */
interface SetLineResult {
  applied: boolean;
  changedElsewhere: boolean;
  cartQuantity: number;
}

/**
 * `POST /web-api/cart/set-line`: makes a line (sku and unit) hold `quantity` (0 removes it), as a change
 * typed offline and replayed (ADR 047). Once per Idempotency-Key: a replay after a dropped connection gets
 * the first answer and changes nothing. A change made earlier than the last one applied to the line (from
 * another device) is not applied and says so; a refused change (quantity rules, stock, discontinued, a
 * price moved past the threshold, a passed cut-off) is a 422 with the message, and changes nothing.
 */
export async function setLine(db: Db, context: CartContext, key: string, body: CartSetLineBody) {
  requireCanOrder(context);
  const changedAt = new Date(body.changedAt);
  const request = {
    organizationId: context.organization.row.id,
    orderNumber: context.orderNumber ?? null,
    productSku: body.productSku,
    unitOfMeasure: body.unitOfMeasure,
    quantity: body.quantity,
    changedAt: changedAt.toISOString(),
    seenPrice: body.seenPrice ?? null,
    baseQuantity: body.baseQuantity ?? null,
  };
  const { response, result } = await changeCart(
    db,
    context,
    ({ tx, cart, lines, variants, flags }) =>
      answerOnce(tx, { userId: context.session.user.id, key, request }, async (): Promise<SetLineResult> => {
        const variant = unitOf(variants, body.productSku, body.unitOfMeasure);
        if (!variant) throw quantityRuleBroken(NO_VARIANT_MESSAGE, 0);
        const existing = lines.ofVariant(variant.id);
        const held = existing?.quantity ?? 0;
        const last = await findLineChange(tx, cart.id, body.productSku, variant.text);
        if (last && last.changedAt.getTime() > changedAt.getTime()) {
          return { applied: false, changedElsewhere: true, cartQuantity: held };
        }
        if (body.quantity > 0) {
          const reason = variantRefusal(variant, context.organization.row, flags);
          if (reason) throw new AppError('RULE_BROKEN', reason);
          const seen = body.seenPrice ?? null;
          if (seen !== null && variant.price !== null && priceMovedTooFar(seen, variant.price)) {
            throw new AppError('RULE_BROKEN', priceChangedMessage(seen, variant.price));
          }
        }
        const today = todayIn(context.timeZone, context.now);
        const total = checkQuantity(variant, held, body.quantity, 'replace', today);
        if (existing && total === 0) await lines.remove(existing.id);
        else if (existing) await lines.update(existing.id, { quantity: total });
        else if (total > 0) {
          await lines.insert({
            variantId: variant.id,
            productSku: variant.productSku,
            businessUnitId: shippingUnitOf(variant),
            quantity: total,
          });
        }
        await recordLineChange(tx, {
          cartId: cart.id,
          productSku: body.productSku,
          unitOfMeasure: variant.text,
          changedAt,
          quantity: total,
        });
        // The cart no longer held what the device saw when the buyer typed: another device changed the line.
        const changedElsewhere = body.baseQuantity != null && body.baseQuantity !== held;
        return { applied: true, changedElsewhere, cartQuantity: total };
      }),
    { skus: [body.productSku] },
  );
  return { ...response, ...result };
}
