import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import {
  createSession,
  deleteSession,
  loadSessionContext,
  type SessionContext,
} from '../modules/auth/auth.service.ts';
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
  findOrderAnswerOfPo,
  findPunchIn,
  itemOutLinesOf,
  parseCxml,
  recordPunchoutLog,
  restoreCart,
  resolveItemOuts,
  restoreItemsOf,
  storeOrderAnswer,
  takeOrderTurn,
  textOf,
  type OrderRequestType,
} from '../modules/punchout/punchout.service.ts';
import { cancelPunchoutPo } from './punchout-order-cancel.flow.ts';
import { updatePunchoutPo } from './punchout-order-update.flow.ts';
import { submitCart } from './submit-cart.flow.ts';

/** The answer kept per payloadID and replayed to a retry (and to a repeat of the PO's new or delete). */
export interface OrderAnswer {
  code: number;
  text: string;
  orderNumbers: string[];
}

/** The answer while another OrderRequest of the punch-in is under way. */
const BUSY: OrderAnswer = {
  code: 409,
  text: 'An OrderRequest for this cart is being placed. Retry in a moment.',
  orderNumbers: [],
};

const REQUEST_TYPES: readonly OrderRequestType[] = ['new', 'update', 'delete'];

function answerXml(answer: OrderAnswer): string {
  const numbers = answer.orderNumbers.join(', ');
  return cxmlStatus(answer.code, numbers ? `${answer.text} Orders: ${numbers}` : answer.text);
}

/** Step: the OrderRequest's type, PO number, total and lines (their tokens resolved), or a 400. */
async function readOrderRequest(db: Db, root: ReturnType<typeof parseCxml>) {
  const request = at(root, 'Request', 'OrderRequest');
  const header = at(request, 'OrderRequestHeader');
  if (!request || !header) throw new CxmlRefusal(400, 'The request is not an OrderRequest.');
  const type = (attributeOf(header, 'type') || 'new') as OrderRequestType;
  if (!REQUEST_TYPES.includes(type))
    throw new CxmlRefusal(400, 'The OrderRequestHeader type must be new, update or delete.');
  const orderId = attributeOf(header, 'orderID').trim();
  if (!orderId || orderId.length > 40)
    throw new CxmlRefusal(400, 'The OrderRequestHeader needs an orderID of up to 40 characters.');
  const total = Number(textOf(at(header, 'Total', 'Money')));
  if (!Number.isFinite(total) || total < 0)
    throw new CxmlRefusal(400, 'The OrderRequestHeader needs a Total.');
  const raw = itemOutLinesOf(request);
  if (raw.length === 0) throw new CxmlRefusal(400, 'The OrderRequest has no ItemOut lines.');
  return { type, orderId, totalCents: Math.round(total * 100), lines: await resolveItemOuts(db, raw) };
}

/** What an OrderRequest asks, read. */
type OrderRequestRead = Awaited<ReturnType<typeof readOrderRequest>>;

/** Step: empties a cart, so it holds exactly what the OrderRequest lists. */
async function emptyCart(db: Db, context: CartContext): Promise<void> {
  const computation = await computeTargetCart(db, context);
  for (const line of computation.plan.flatMap((s) => s.lines)) await removeItem(db, context, line.row.id);
}

/**
 * `POST /punchout/cxml/order`: the procurement system's OrderRequest after approval becomes orders, one per
 * sub-cart, by the submit flow itself. Steps: read the document safely, check the buyer's credentials,
 * replay the stored answer of a payloadID already seen, or of the PO (orderID) already placed (a new
 * payloadID for the same PO places nothing), put the lines back into the punch-in's cart (with their
 * sub-carts' delivery dates), check that every item is known and the total matches, set the PO number,
 * submit (its Idempotency-Key derived from the payloadID; the punch-in's order turn and a PO check after
 * it keep two documents for one PO from both placing), keep the answer. A `type="update"` changes the
 * PO's orders by the order edit rules, a `type="delete"` cancels them by the cancel rules (a repeated
 * delete, like a repeated new, answers as the first did). Anything refused
 * places nothing. Always a cXML answer (HTTP 200, the cXML Status code says how it went).
 */
export async function placePunchoutOrder(
  db: Db,
  body: unknown,
  options: { now: Date; timeZone: string },
): Promise<string> {
  let buyerId: string | null = null;
  try {
    if (typeof body !== 'string') throw new CxmlRefusal(400, 'Send the OrderRequest as text/xml.');
    const root = parseCxml(body);
    const buyer = await authenticateBuyer(db, credentialsOf(root));
    if (!buyer) throw new CxmlRefusal(401, 'The credentials are not valid.');
    buyerId = buyer.id;
    const payloadId = attributeOf(root, 'payloadID');
    if (!payloadId || payloadId.length > 250) throw new CxmlRefusal(400, 'The document needs a payloadID.');
    const stored = (await findOrderAnswer(db, buyer.id, payloadId)) as OrderAnswer | null;
    if (stored) return answerXml(stored);

    const order = await readOrderRequest(db, root);
    const key = { buyerId: buyer.id, payloadId, orderId: order.orderId, requestType: order.type };
    // Each update is a change of its own; a PO is placed once and cancelled once.
    const earlier =
      order.type === 'update'
        ? null
        : ((await findOrderAnswerOfPo(db, buyer.id, order.orderId, order.type)) as OrderAnswer | null);
    if (earlier) {
      await storeOrderAnswer(db, key, earlier);
      return answerXml(earlier);
    }
    const punchIn = await punchInOf(db, buyer.id, order);
    const answer =
      order.type === 'new'
        ? await orderAs(db, punchIn, { ...order, payloadId }, options)
        : await changeAs(db, punchIn, { ...order, payloadId }, options);
    if (answer.code === 200) await storeOrderAnswer(db, key, answer);
    await logOrder(db, buyer.id, `${order.type} PO ${order.orderId}`, answer);
    return answerXml(answer);
  } catch (error) {
    if (!(error instanceof CxmlRefusal)) throw error;
    if (buyerId) {
      await logOrder(db, buyerId, 'OrderRequest', {
        code: error.code,
        text: error.message,
        orderNumbers: [],
      });
    }
    return cxmlStatus(error.code, error.message);
  }
}

/** Step: the buyer's punchout log records the OrderRequest's answer, refused or not (replays are not). */
async function logOrder(db: Db, buyerId: string, what: string, answer: OrderAnswer): Promise<void> {
  await recordPunchoutLog(db, {
    buyerId,
    kind: 'order',
    ok: answer.code === 200,
    detail: `${what}: ${answer.code} ${answer.text}`,
    orderNumbers: answer.orderNumbers,
  });
}

type PunchIn = NonNullable<Awaited<ReturnType<typeof findPunchIn>>>;

/** Step: the one punch-in of this buyer that every line's token names, or a 400. */
async function punchInOf(db: Db, buyerId: string, order: OrderRequestRead): Promise<PunchIn> {
  const punchInIds = [...new Set(order.lines.map((l) => l.place?.punchInId ?? ''))];
  const punchIn = punchInIds.length === 1 && punchInIds[0] ? await findPunchIn(db, punchInIds[0]) : null;
  if (punchIn?.buyerId !== buyerId) {
    throw new CxmlRefusal(400, 'Unknown item: every line must be one transferred from one Larder cart.');
  }
  return punchIn;
}

/** Runs `work` as a short-lived session of the punch-in's account, which then ends. */
async function asPunchIn<T>(db: Db, punchIn: PunchIn, work: (session: SessionContext) => Promise<T>) {
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
    return await work(session);
  } finally {
    await deleteSession(db, session.sessionId);
  }
}

/**
 * Step: changes (`update`, by the order edit rules) or cancels (`delete`, by the cancel rules) the orders
 * the PO placed, as the punch-in's account and in its order turn; a 412 when the PO placed nothing.
 */
async function changeAs(
  db: Db,
  punchIn: PunchIn,
  order: OrderRequestRead & { payloadId: string },
  options: { now: Date; timeZone: string },
): Promise<OrderAnswer> {
  const placed = (await findOrderAnswerOfPo(db, punchIn.buyerId, order.orderId, 'new')) as OrderAnswer | null;
  if (!placed) {
    return { code: 412, text: `No order was placed for PO ${order.orderId}.`, orderNumbers: [] };
  }
  if (!(await takeOrderTurn(db, punchIn.id))) return BUSY;
  try {
    return await asPunchIn(db, punchIn, (session) =>
      order.type === 'delete'
        ? cancelPunchoutPo(db, session, placed.orderNumbers, options)
        : updatePunchoutPo(db, session, placed.orderNumbers, { ...order, buyerId: punchIn.buyerId }, options),
    );
  } finally {
    await endOrderTurn(db, punchIn.id);
  }
}

/** Step: the punch-in's order turn, so two requests never fill its cart together, then the orders. */
async function orderAs(
  db: Db,
  punchIn: PunchIn,
  order: OrderRequestRead & { payloadId: string },
  options: { now: Date; timeZone: string },
): Promise<OrderAnswer> {
  if (!(await takeOrderTurn(db, punchIn.id))) return BUSY;
  try {
    // A request for the same PO that took its turn after this one's: the PO is placed, nothing to do.
    const placed = await findOrderAnswerOfPo(db, punchIn.buyerId, order.orderId, 'new');
    if (placed) return placed as OrderAnswer;
    return await asPunchIn(db, punchIn, (session) => placeFromCart(db, session, punchIn, order, options));
  } finally {
    await endOrderTurn(db, punchIn.id);
  }
}

/** Step: fills the session's cart with the PO's lines, checks it against the PO, and submits it. */
async function placeFromCart(
  db: Db,
  session: SessionContext,
  punchIn: PunchIn,
  order: OrderRequestRead & { payloadId: string },
  options: { now: Date; timeZone: string },
): Promise<OrderAnswer> {
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
  // Keyed by payloadID: a retry of this document submits once. Two documents for one PO are kept apart
  // by the order turn and the PO check after it (a refused PO can be sent again corrected).
  const key = createHash('sha256').update(`punchout:${punchIn.buyerId}:${order.payloadId}`).digest('hex');
  const submitted = await submitCart(db, { context, idempotencyKey: key });
  if (!submitted.success) return { code: 400, text: submitted.warnings.join(' '), orderNumbers: [] };
  return {
    code: 200,
    text: 'OK',
    orderNumbers: submitted.confirmedOrders.map((o) => o.webOrderNumber),
  };
}
