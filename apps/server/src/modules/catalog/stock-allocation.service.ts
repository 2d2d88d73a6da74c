import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  deleteAllocations,
  insertAllocations,
  lockStockRows,
  stockKey,
  type OrderAllocation,
  type StockQuantity,
} from './stock-allocation.repository.ts';
import { stockAllocations } from './stock-allocations.table.ts';

export type { OrderAllocation, StockQuantity } from './stock-allocation.repository.ts';

/** A variant at a business unit of which more is wanted than can still be ordered. */
export interface StockShortfall {
  variantId: string;
  businessUnitId: string;
  wanted: number;
  available: number;
}

/** Sums wanted units per variant and business unit. */
function totalsOf(wants: readonly StockQuantity[]): Map<string, StockQuantity> {
  const totals = new Map<string, StockQuantity>();
  for (const want of wants) {
    const key = stockKey(want.variantId, want.businessUnitId);
    const total = totals.get(key);
    if (total) total.quantity += want.quantity;
    else totals.set(key, { ...want });
  }
  return totals;
}

/**
 * Step of a submit (ADR 020): locks the stock rows the wanted units come from, inside the submit's
 * transaction, and says which cannot be had. The locks hold until the transaction ends, so with no
 * shortfall `allocateStock` in the same transaction is sure to succeed, and a concurrent submit of the
 * same units waits and then sees what is left: stock is never allocated twice. `held`: what the order being
 * edited holds now, which its edit gets back, so it counts as available.
 */
export async function lockStockFor(
  tx: Db,
  wants: readonly StockQuantity[],
  held: readonly StockQuantity[] = [],
): Promise<StockShortfall[]> {
  const totals = totalsOf(wants.filter((want) => want.quantity > 0));
  const heldTotals = totalsOf(held);
  const available = await lockStockRows(tx, [...totals.values(), ...heldTotals.values()]);
  const shortfalls: StockShortfall[] = [];
  for (const [key, want] of totals) {
    const have = (available.get(key) ?? 0) + (heldTotals.get(key)?.quantity ?? 0);
    if (want.quantity > have) shortfalls.push({ ...want, wanted: want.quantity, available: have });
  }
  return shortfalls;
}

// An allocation of nothing is no allocation: the ledger does not take zero rows.
const wanted = (allocations: readonly OrderAllocation[]) =>
  allocations.filter((allocation) => allocation.quantity > 0);

/** Step of a submit: records what each placed order holds and takes it out of stock; call after `lockStockFor` found no shortfall. */
export async function allocateStock(tx: Db, allocations: readonly OrderAllocation[]): Promise<void> {
  await insertAllocations(tx, wanted(allocations), { refuseShort: false });
}

/**
 * Step of a submit that placed its orders before looking at the stock (ADR 020): locks, checks and
 * allocates in one statement, all or nothing. Returns what is short; empty means allocated.
 */
export async function allocateStockUnlessShort(
  tx: Db,
  allocations: readonly OrderAllocation[],
): Promise<StockShortfall[]> {
  const rows = await insertAllocations(tx, wanted(allocations), { refuseShort: true });
  return rows.map((row) => ({
    variantId: row.variant_id,
    businessUnitId: row.business_unit_id,
    wanted: row.wanted,
    available: row.available,
  }));
}

/**
 * Gives back what an order holds: on cancel and before an edit re-allocates (`shipped` false), or when it
 * ships (`shipped` true: the units left the warehouse, so on hand drops by as much). Locks the rows in the
 * same order submits do.
 */
export async function releaseOrderStock(tx: Db, orderId: string, shipped = false): Promise<StockQuantity[]> {
  const held = await tx
    .select({ variantId: stockAllocations.variantId, businessUnitId: stockAllocations.businessUnitId })
    .from(stockAllocations)
    .where(eq(stockAllocations.orderId, orderId));
  if (held.length === 0) return [];
  await lockStockRows(tx, held);
  return deleteAllocations(tx, orderId, shipped);
}

/** What each of the orders holds, per variant and business unit. */
export async function allocationsOfOrder(db: Db, orderId: string): Promise<StockQuantity[]> {
  return db
    .select({
      variantId: stockAllocations.variantId,
      businessUnitId: stockAllocations.businessUnitId,
      quantity: stockAllocations.quantity,
    })
    .from(stockAllocations)
    .where(eq(stockAllocations.orderId, orderId));
}
