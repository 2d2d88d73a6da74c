import { and, eq, sum } from 'drizzle-orm';
import type { CartWorld } from '../modules/cart/cart-world.test-support.ts';
import { inventory } from '../modules/catalog/catalog.table.ts';
import { stockAllocations } from '../modules/catalog/stock-allocations.table.ts';

/** Gives a variant `onHand` units, none allocated, at every business unit that stocks it. */
export async function setStock(world: CartWorld, variantId: string, onHand: number): Promise<void> {
  await world.db
    .update(inventory)
    .set({ onHand, quantity: onHand, allocated: 0 })
    .where(eq(inventory.variantId, variantId));
}

/** A variant's stock at the world's own business unit, and the units orders hold of it (the ledger's sum). */
export async function stockOf(world: CartWorld, variantId: string) {
  const [row] = await world.db
    .select({ quantity: inventory.quantity, onHand: inventory.onHand, allocated: inventory.allocated })
    .from(inventory)
    .where(and(eq(inventory.variantId, variantId), eq(inventory.businessUnitId, world.own.id)));
  const [held] = await world.db
    .select({ total: sum(stockAllocations.quantity) })
    .from(stockAllocations)
    .where(eq(stockAllocations.variantId, variantId));
  return { ...row!, held: Number(held?.total ?? 0) };
}
