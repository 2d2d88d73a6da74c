import type { ConfirmedOrder, ValidationMessage } from '@larder/contract';
import { isStockLimited, maximumAdjustedMessage, OUT_OF_STOCK_MESSAGE } from '@larder/domain';
import type { Db } from '../db/client.ts';
import type { CartComputation } from '../modules/cart/cart.service.ts';
import {
  allocateStock,
  allocateStockUnlessShort,
  lockStockFor,
  type OrderAllocation,
  type StockQuantity,
} from '../modules/catalog/stock-allocation.service.ts';

/** Stock steps shared by the submit of a cart and the submit of an order edit (ADR 020). */

/** The units each sub-cart's stock-limited lines want, by the index of the sub-cart in the plan. */
function wantsOf(computation: CartComputation) {
  return computation.plan.flatMap((subCart, index) =>
    subCart.lines
      .filter((line) => isStockLimited(line.variant))
      .map((line) => ({
        index,
        variantId: line.variant.id,
        businessUnitId: line.row.businessUnitId,
        quantity: line.row.quantity,
        lineId: line.row.id,
        productName: line.variant.productName,
      })),
  );
}

/**
 * Step: locks the stock the cart's stock-limited lines draw on and returns, per line that wants more than
 * is left, the spec's quantity message (nothing left: the out-of-stock one). Empty: the submit may go on.
 * `held`: what the order being edited holds, which the edit gets back.
 */
export async function reserveStockFor(
  tx: Db,
  computation: CartComputation,
  held: readonly StockQuantity[] = [],
): Promise<ValidationMessage[]> {
  const wants = wantsOf(computation);
  const shortfalls = await lockStockFor(tx, wants, held);
  return shortfalls.map((shortfall) => {
    const line = wants.find(
      (want) => want.variantId === shortfall.variantId && want.businessUnitId === shortfall.businessUnitId,
    )!;
    const why = shortfall.available > 0 ? maximumAdjustedMessage(shortfall.available) : OUT_OF_STOCK_MESSAGE;
    return { type: 'error', text: `${line.productName}: ${why}`, lineId: line.lineId };
  });
}

/** What each placed order takes of the stock (the n-th order is the plan's n-th sub-cart). */
function allocationsOf(
  computation: CartComputation,
  orders: readonly Pick<ConfirmedOrder, 'orderId'>[],
): OrderAllocation[] {
  return wantsOf(computation).map((want) => ({
    orderId: orders[want.index]!.orderId,
    variantId: want.variantId,
    businessUnitId: want.businessUnitId,
    quantity: want.quantity,
  }));
}

/** Step: allocates the stock of the placed orders, whose stock rows `reserveStockFor` locked and checked. */
export async function allocateStockOf(
  tx: Db,
  computation: CartComputation,
  orders: readonly Pick<ConfirmedOrder, 'orderId'>[],
): Promise<void> {
  await allocateStock(tx, allocationsOf(computation, orders));
}

/**
 * Step: locks, checks and allocates the stock of orders placed before their stock was looked at, all in
 * one statement (ADR 020). False: some line's units were taken meanwhile, and nothing was allocated.
 */
export async function allocateStockUnlessTaken(
  tx: Db,
  computation: CartComputation,
  orders: readonly Pick<ConfirmedOrder, 'orderId'>[],
): Promise<boolean> {
  const shortfalls = await allocateStockUnlessShort(tx, allocationsOf(computation, orders));
  return shortfalls.length === 0;
}
