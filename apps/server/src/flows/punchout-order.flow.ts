import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { createSession, deleteSession, loadSessionContext } from '../modules/auth/auth.service.ts';
import {
  cartContextOf,
  computeTargetCart,
  removeItem,
  updateFields,
  type CartContext,
} from '../modules/cart/cart.service.ts';
import {
  at,
  attributeOf,
  authenticateBuyer,
  buyerOrganizationOf,
  endOrderTurn,
  cartTotalCents,
  credentialsOf,
  CxmlRefusal,
  cxmlStatus,
  findOrderAnswer,
  findPunchIn,
  itemOutLinesOf,
  parseCxml,
  restoreCart,
  restoreItemsOf,
  storeOrderAnswer,
  takeOrderTurn,
  textOf,
} from '../modules/punchout/punchout.service.ts';
import { submitCart } from './submit-cart.flow.ts';

/** The answer kept per payloadID and replayed to a retry. */
interface OrderAnswer {
  code: number;
  text: string;
  orderNumbers: string[];
}

function answerXml(answer: OrderAnswer): string {
  const numbers = answer.orderNumbers.join(', ');
  return cxmlStatus(answer.code, numbers ? `${answer.text} Orders: ${numbers}` : answer.text);
}

/** Step: the OrderRequest's PO number, total and lines, or a 400. */
function readOrderRequest(root: ReturnType<typeof parseCxml>) {
  const request = at(root, 'Request', 'OrderRequest');
  const header = at(request, 'OrderRequestHeader');
  if (!request || !header) throw new CxmlRefusal(400, 'The request is not an OrderRequest.');
  const orderId = attributeOf(header, 'orderID').trim();
  if (!orderId || orderId.length > 40)
    throw new CxmlRefusal(400, 'The OrderRequestHeader needs an orderID of up to 40 characters.');
  const total = Number(textOf(at(header, 'Total', 'Money')));
  if (!Number.isFinite(total) || total < 0)
    throw new CxmlRefusal(400, 'The OrderRequestHeader needs a Total.');
  const lines = itemOutLinesOf(request);
  if (lines.length === 0) throw new CxmlRefusal(400, 'The OrderRequest has no ItemOut lines.');
  return { orderId, totalCents: Math.round(total * 100), lines };
}

/** Step: empties a cart, so it holds exactly what the OrderRequest lists. */
async function emptyCart(db: Db, context: CartContext): Promise<void> {
  const computation = await computeTargetCart(db, context);
  for (const line of computation.plan.flatMap((s) => s.lines)) await removeItem(db, context, line.row.id);
}

/**
 * `POST /punchout/cxml/order`: the procurement system's OrderRequest after approval becomes orders, one per
 * sub-cart, by the submit flow itself. Steps: read the document safely, check the buyer's credentials,
 * replay the stored answer of a payloadID already seen, put the lines back into the punch-in's cart (with
 * their sub-carts' delivery dates), check that every item is known and the total matches, set the PO
 * number, submit (its Idempotency-Key derived from the payloadID, so even two racing retries place one set
 * of orders), keep the answer. Anything refused places nothing. Always a cXML answer (HTTP 200, the cXML
 * Status code says how it went).
 */
export async function placePunchoutOrder(
  db: Db,
  body: unknown,
  options: { now: Date; timeZone: string },
): Promise<string> {
  try {
    if (typeof body !== 'string') throw new CxmlRefusal(400, 'Send the OrderRequest as text/xml.');
    const root = parseCxml(body);
    const buyer = await authenticateBuyer(db, credentialsOf(root));
    if (!buyer) throw new CxmlRefusal(401, 'The credentials are not valid.');
    const payloadId = attributeOf(root, 'payloadID');
    if (!payloadId || payloadId.length > 250) throw new CxmlRefusal(400, 'The document needs a payloadID.');
    const stored = (await findOrderAnswer(db, buyer.id, payloadId)) as OrderAnswer | null;
    if (stored) return answerXml(stored);

    const order = readOrderRequest(root);
    const punchInIds = [...new Set(order.lines.map((l) => l.auxiliary?.p ?? ''))];
    const punchIn = punchInIds.length === 1 && punchInIds[0] ? await findPunchIn(db, punchInIds[0]) : null;
    if (punchIn?.buyerId !== buyer.id) {
      throw new CxmlRefusal(400, 'Unknown item: every line must be one transferred from one Larder cart.');
    }
    const answer = await orderAs(db, punchIn, order, payloadId, options);
    if (answer.code === 200) await storeOrderAnswer(db, buyer.id, payloadId, answer);
    return answerXml(answer);
  } catch (error) {
    if (error instanceof CxmlRefusal) return cxmlStatus(error.code, error.message);
    throw error;
  }
}

/** Step: a short-lived session of the punch-in's account places the orders, then ends. */
async function orderAs(
  db: Db,
  punchIn: NonNullable<Awaited<ReturnType<typeof findPunchIn>>>,
  order: ReturnType<typeof readOrderRequest>,
  payloadId: string,
  options: { now: Date; timeZone: string },
): Promise<OrderAnswer> {
  if (!(await takeOrderTurn(db, punchIn.id))) {
    return {
      code: 409,
      text: 'An OrderRequest for this cart is being placed. Retry in a moment.',
      orderNumbers: [],
    };
  }
  try {
    return await placeFromCart(db, punchIn, order, payloadId, options);
  } finally {
    await endOrderTurn(db, punchIn.id);
  }
}

async function placeFromCart(
  db: Db,
  punchIn: NonNullable<Awaited<ReturnType<typeof findPunchIn>>>,
  order: ReturnType<typeof readOrderRequest>,
  payloadId: string,
  options: { now: Date; timeZone: string },
): Promise<OrderAnswer> {
  const organizationId = await buyerOrganizationOf(db, punchIn.buyerId);
  const created = await createSession(db, {
    userId: punchIn.userId,
    originalUserId: null,
    organizationId,
    ttlDays: 1,
    punchoutSessionId: punchIn.id,
  });
  const session = await loadSessionContext(db, created.token);
  if (!session) throw new CxmlRefusal(500, 'The order could not be placed.');
  try {
    const context = cartContextOf(session, options.now, options.timeZone);
    await emptyCart(db, context);
    const { refused } = await restoreCart(db, session, restoreItemsOf(order.lines), options);
    if (refused.length > 0)
      return { code: 400, text: `Unknown item: ${refused.join(', ')}.`, orderNumbers: [] };
    const totalCents = cartTotalCents(await computeTargetCart(db, context));
    if (totalCents !== order.totalCents) {
      const expected = (totalCents / 100).toFixed(2);
      return { code: 400, text: `The total does not match the cart (${expected} USD).`, orderNumbers: [] };
    }
    await updateFields(db, context, [{ name: 'poNumber', value: order.orderId }]);
    const key = createHash('sha256').update(`punchout:${punchIn.buyerId}:${payloadId}`).digest('hex');
    const submitted = await submitCart(db, { context, idempotencyKey: key });
    if (!submitted.success) return { code: 400, text: submitted.warnings.join(' '), orderNumbers: [] };
    return {
      code: 200,
      text: 'OK',
      orderNumbers: submitted.confirmedOrders.map((o) => o.webOrderNumber),
    };
  } finally {
    await deleteSession(db, session.sessionId);
  }
}
