import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { SessionContext } from '../modules/auth/auth.service.ts';
import {
  cartContextOf,
  computeTargetCart,
  deleteOrderEdit,
  editCartContextOf,
  removeItem,
  startOrderEdit,
} from '../modules/cart/cart.service.ts';
import {
  cartTotalCents,
  restoreCart,
  restoreItemsOf,
  type ItemOutLine,
} from '../modules/punchout/punchout.service.ts';
import { AppError } from '../plugins/app-error.ts';
import { submitCart } from './submit-cart.flow.ts';

/** What a change answers the procurement system: a cXML Status code, its text, the orders. */
interface UpdateAnswer {
  code: number;
  text: string;
  orderNumbers: string[];
}

/** A PO change, read: its lines (their tokens resolved), total and the payloadID it came in. */
interface PoChange {
  orderId: string;
  totalCents: number;
  lines: readonly ItemOutLine[];
  payloadId: string;
  buyerId: string;
}

type Options = { now: Date; timeZone: string };

/** The refusal an order edit rule gave, as the procurement system reads it. */
function refusalOf(error: unknown): UpdateAnswer {
  if (error instanceof AppError && (error.code === 'RULE_BROKEN' || error.code === 'CONFLICT'))
    return { code: 409, text: error.message, orderNumbers: [] };
  if (error instanceof AppError && error.code === 'NOT_FOUND')
    return { code: 412, text: error.message, orderNumbers: [] };
  throw error;
}

/** Step: opens each order's edit cart (the edit rules: a 409 past the cut-off); its sub-cart key per order. */
async function openEdits(db: Db, session: SessionContext, numbers: readonly string[], options: Options) {
  const keys = new Map<string, string>();
  for (const number of numbers) {
    const cart = await startOrderEdit(db, editCartContextOf(session, options.now, options.timeZone, number));
    const key = cart.cartGroups.flatMap((g) => g.subCarts)[0]?.key;
    if (key) keys.set(key, number);
  }
  return keys;
}

/** Step: every edit cart holds exactly the PO's lines of its sub-cart. */
async function refillEdits(
  db: Db,
  session: SessionContext,
  byOrder: ReadonlyMap<string, ItemOutLine[]>,
  options: Options,
): Promise<{ refused: string[]; totalCents: number }> {
  const refused: string[] = [];
  let totalCents = 0;
  for (const [number, lines] of byOrder) {
    const context = cartContextOf(session, options.now, options.timeZone, number);
    const before = await computeTargetCart(db, context);
    for (const line of before.plan.flatMap((s) => s.lines)) await removeItem(db, context, line.row.id);
    const result = await restoreCart(db, session, restoreItemsOf(lines), { ...options, orderNumber: number });
    refused.push(...result.refused);
    totalCents += cartTotalCents(await computeTargetCart(db, context));
  }
  return { refused, totalCents };
}

/**
 * An OrderRequest `type="update"` (ADR 022): the PO's orders take the changed lines by the order edit rules.
 * Each order placed for the PO is loaded into an edit cart (refused past its cut-off, a cXML 409 with the
 * rule's message), refilled with the PO's lines of its sub-cart, checked against the PO's total, then
 * submitted as an edit, which keeps the order's number and delivery. A change that would add a delivery
 * the PO did not have, or empty one of its orders (that is a cancellation), is refused (406); anything
 * refused before the submits changes no order.
 */
export async function updatePunchoutPo(
  db: Db,
  session: SessionContext,
  numbers: readonly string[],
  change: PoChange,
  options: Options,
): Promise<UpdateAnswer> {
  let keys: Map<string, string>;
  try {
    keys = await openEdits(db, session, numbers, options);
  } catch (error) {
    return refusalOf(error);
  }
  const discard = async () => {
    for (const number of numbers) {
      await deleteOrderEdit(db, editCartContextOf(session, options.now, options.timeZone, number));
    }
  };
  const byOrder = new Map<string, ItemOutLine[]>(numbers.map((n) => [n, []]));
  for (const line of change.lines) {
    const number = keys.get(line.place?.subCartKey ?? '');
    if (!number) {
      await discard();
      return {
        code: 406,
        text: `A change to PO ${change.orderId} cannot add a delivery it did not have: send the new lines as a new PO.`,
        orderNumbers: [],
      };
    }
    byOrder.get(number)!.push(line);
  }
  if ([...byOrder.values()].some((lines) => lines.length === 0)) {
    await discard();
    return {
      code: 406,
      text: `A change to PO ${change.orderId} cannot empty one of its orders: cancel the PO (type="delete") instead.`,
      orderNumbers: [],
    };
  }
  const { refused, totalCents } = await refillEdits(db, session, byOrder, options);
  if (refused.length > 0 || totalCents !== change.totalCents) {
    await discard();
    const text =
      refused.length > 0
        ? `Unknown item: ${refused.join(', ')}.`
        : `The total does not match the changed orders (${(totalCents / 100).toFixed(2)} USD).`;
    return { code: 400, text, orderNumbers: [] };
  }
  for (const number of numbers) {
    const context = cartContextOf(session, options.now, options.timeZone, number);
    const key = createHash('sha256')
      .update(`punchout:${change.buyerId}:${change.payloadId}:${number}`)
      .digest('hex');
    try {
      const submitted = await submitCart(db, { context, idempotencyKey: key });
      if (!submitted.success) {
        const text = [...submitted.warnings, ...submitted.validationMessages.map((m) => m.text)].join(' ');
        return { code: 409, text, orderNumbers: [] };
      }
    } catch (error) {
      return refusalOf(error);
    }
  }
  return { code: 200, text: 'Changed.', orderNumbers: [...numbers] };
}
