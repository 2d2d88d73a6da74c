import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLineChanges } from './cart-line-changes.table.ts';

/** The last offline change applied to a cart's line (sku and unit), or null. */
export async function findLineChange(tx: Db, cartId: string, productSku: string, unitOfMeasure: string) {
  const [row] = await tx
    .select()
    .from(cartLineChanges)
    .where(
      and(
        eq(cartLineChanges.cartId, cartId),
        eq(cartLineChanges.productSku, productSku),
        eq(cartLineChanges.unitOfMeasure, unitOfMeasure),
      ),
    );
  return row ?? null;
}

/** Records the offline change just applied to a line: when the buyer made it and the quantity it set. */
export async function recordLineChange(
  tx: Db,
  change: { cartId: string; productSku: string; unitOfMeasure: string; changedAt: Date; quantity: number },
): Promise<void> {
  await tx
    .insert(cartLineChanges)
    .values(change)
    .onConflictDoUpdate({
      target: [cartLineChanges.cartId, cartLineChanges.productSku, cartLineChanges.unitOfMeasure],
      set: { changedAt: change.changedAt, quantity: change.quantity },
    });
}
