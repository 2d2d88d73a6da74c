import type { Db } from '../db/client.ts';
import type { SessionContext } from '../modules/auth/auth.service.ts';
import { cancelOrder, cancelRefusalOf, ordersContextOf } from '../modules/orders/orders.service.ts';

/** What a cancellation answers the procurement system: a cXML Status code, its text, the orders. */
interface CancelAnswer {
  code: number;
  text: string;
  orderNumbers: string[];
}

/**
 * An OrderRequest `type="delete"` (ADR 022): cancels every order a PO placed, by the buyer's cancel rules.
 * Every order is checked first, so a PO one of whose orders is past its cut-off (or no longer open) is
 * refused whole with a cXML 409 carrying the rule's message, and nothing is cancelled.
 */
export async function cancelPunchoutPo(
  db: Db,
  session: SessionContext,
  orderNumbers: readonly string[],
  options: { now: Date; timeZone: string },
): Promise<CancelAnswer> {
  const context = ordersContextOf(session, options.now, options.timeZone);
  const refusals: string[] = [];
  for (const number of orderNumbers) {
    const refusal = await cancelRefusalOf(db, context, number, options.now);
    if (refusal) refusals.push(refusal);
  }
  if (refusals.length > 0) return { code: 409, text: refusals.join(' '), orderNumbers: [] };
  for (const number of orderNumbers) await cancelOrder(db, context, number);
  return { code: 200, text: 'Cancelled.', orderNumbers: [...orderNumbers] };
}
