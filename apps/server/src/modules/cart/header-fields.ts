import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { changeCart } from './cart-change.ts';
import type { CartContext } from './cart-context.ts';
import { computeTargetCart } from './computed-cart.ts';
import { requireSubCart } from './sub-cart-fields.ts';

/** A header field: the cart's own, or with a sub-cart key that sub-cart's order's. */
export interface FieldChange {
  name: 'poNumber' | 'note';
  value: string;
  subCartKey?: string | undefined;
}

/** `POST /web-api/cart/update/field(s)`: PO numbers and notes of the cart or of one sub-cart. */
export async function updateFields(db: Db, context: CartContext, fields: readonly FieldChange[]) {
  const keys = [...new Set(fields.flatMap((field) => (field.subCartKey ? [field.subCartKey] : [])))];
  if (keys.length > 0) {
    const computation = await computeTargetCart(db, context);
    const missing = keys.find((key) => !computation.plan.some((s) => s.key === key));
    if (missing) throw notFound('The delivery');
  }
  if (fields.some((field) => field.subCartKey && field.name === 'note')) {
    throw new AppError('VALIDATION_FAILED', 'Notes for one delivery go through cartNotes.', {
      name: 'Use poNumber',
    });
  }
  const { response } = await changeCart(db, context, async ({ setHeader, setSubCart }) => {
    for (const field of fields) {
      if (field.subCartKey) await setSubCart(field.subCartKey, { poNumber: field.value });
      else await setHeader({ [field.name]: field.value });
    }
  });
  return response;
}

/** `POST /web-api/cart/update/cartNotes`: the cart note, or a drop-ship sub-cart's notes. */
export async function setCartNotes(db: Db, context: CartContext, value: string, key?: string) {
  if (key) {
    const subCart = await requireSubCart(db, context, key);
    if (subCart.kind !== 'dropShip')
      throw new AppError('RULE_BROKEN', 'Only drop-ship deliveries take their own notes.');
    return (await changeCart(db, context, ({ setSubCart }) => setSubCart(key, { dropShipNotes: value })))
      .response;
  }
  return (await changeCart(db, context, ({ setHeader }) => setHeader({ note: value }))).response;
}
