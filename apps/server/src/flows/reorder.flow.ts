import type { ReorderResponse } from '@larder/contract';
import type { Db } from '../db/client.ts';
import { addItems, type CartContext } from '../modules/cart/cart.service.ts';
import { linesOfOrder } from '../modules/orders/orders.service.ts';

/**
 * Reorder: an order's lines go into the user's current cart as one `add-items` change, so each line
 * follows the quantity rules on its own; lines that cannot be added are listed with the reason.
 */
export async function reorder(
  db: Db,
  context: CartContext,
  webOrderNumber: string,
): Promise<ReorderResponse> {
  const lines = await linesOfOrder(
    db,
    {
      organizationId: context.organization.row.id,
      punchoutSystem: context.session.punchout?.systemName ?? null,
    },
    webOrderNumber,
  );
  const items = lines.map((line) => ({
    productSku: line.productSku,
    unitOfMeasure: line.unitOfMeasure,
    quantity: line.quantity,
  }));
  const answer = await addItems(db, context, items);
  const failedLines = answer.results.flatMap((result, index) => {
    if (result.added) return [];
    const line = lines[index]!;
    return [
      {
        productSku: line.productSku,
        productTitle: line.productTitle,
        unitOfMeasure: line.unitOfMeasure,
        quantity: line.quantity,
        reason: result.message ?? 'Could not add product to cart.',
      },
    ];
  });
  return {
    success: failedLines.length === 0,
    addedCount: answer.results.filter((result) => result.added).length,
    failedLines,
    results: answer.results,
    cartCounter: answer.cartCounter,
  };
}
