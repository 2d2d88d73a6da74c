import type { DropShipDeliveryAddress } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { changeCart } from './cart-change.ts';
import type { CartContext } from './cart-context.ts';
import { computeTargetCart } from './computed-cart.ts';
import { hasDropShipFields } from './drop-ship-checks.ts';

/** The sub-cart of this key as the cart computes it now; a 404 when the cart has none. */
export async function requireSubCart(db: Db, context: CartContext, key: string) {
  const computation = await computeTargetCart(db, context);
  const subCart = computation.plan.find((s) => s.key === key);
  if (!subCart) throw notFound('The delivery');
  return subCart;
}

/** `POST /web-api/cart/shipping`: the freight method of a drop-ship sub-cart. */
export async function setShipping(
  db: Db,
  context: CartContext,
  key: string,
  method: 'standard' | 'expedited',
) {
  const subCart = await requireSubCart(db, context, key);
  if (subCart.kind !== 'dropShip') {
    throw new AppError('RULE_BROKEN', 'Freight can only be chosen for drop-ship deliveries.');
  }
  return (await changeCart(db, context, ({ setSubCart }) => setSubCart(key, { shippingMethod: method })))
    .response;
}

/** `POST /web-api/cart/update/deliveryDate`: picks one of the dates the sub-cart offers; any other date is refused. */
export async function setDeliveryDate(db: Db, context: CartContext, key: string, deliveryDate: string) {
  context.target.checkDeliveryDateChangeable();
  const subCart = await requireSubCart(db, context, key);
  if (!subCart.delivery.availableDates.some((option) => option.date === deliveryDate)) {
    throw new AppError(
      'RULE_BROKEN',
      `${deliveryDate} is not an available delivery date for this delivery.`,
      {
        deliveryDate: 'Choose one of the dates offered.',
      },
    );
  }
  return (await changeCart(db, context, ({ setSubCart }) => setSubCart(key, { deliveryDate }))).response;
}

/** `POST /web-api/cart/update/dropShipDeliveryAddress`: the delivery address of a drop-ship sub-cart (brands 0 and 2). */
export async function setDropShipAddress(db: Db, context: CartContext, address: DropShipDeliveryAddress) {
  if (!hasDropShipFields(context.organization.row.brand)) {
    throw new AppError('RULE_BROKEN', 'Drop-ship delivery addresses are not available for this account.');
  }
  const computation = await computeTargetCart(db, context);
  const subCart = computation.plan.find(
    (s) => s.kind === 'dropShip' && s.unit.id === address.businessUnitId && s.vendorId === address.vendorId,
  );
  if (!subCart) throw notFound('The drop-ship delivery');
  return (
    await changeCart(db, context, ({ setSubCart }) => setSubCart(subCart.key, { dropShipAddress: address }))
  ).response;
}
