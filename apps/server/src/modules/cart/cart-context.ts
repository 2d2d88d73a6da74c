import { customerStatusOf, onHoldMessage } from '@larder/domain';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionContext, SessionOrganization } from '../auth/auth.service.ts';
import { editCartTarget, OPEN_CART, type CartTarget, type EditCartTarget } from './cart-target.ts';

/**
 * Who asks and when: the session (with an organization), the moment and the user's time zone, and the
 * cart the call works on: the open cart, or with an `orderNumber` the user's edit cart of that placed order.
 */
export interface CartContext<Target extends CartTarget = CartTarget> {
  session: SessionContext;
  organization: SessionOrganization;
  now: Date;
  timeZone: string;
  /** The cart the call works on, resolved once from the request. */
  target: Target;
  /** The target's order number (null for the open cart), for the flows that submit either kind. */
  orderNumber: string | null;
}

/** The cart context of a request; a session without an organization cannot have a cart. */
export function cartContextOf(
  session: SessionContext,
  now: Date,
  timeZone: string,
  orderNumber?: string | null,
): CartContext {
  if (!session.organization) throw new AppError('FORBIDDEN', 'Choose an organization to order for.');
  const target = orderNumber ? editCartTarget(orderNumber) : OPEN_CART;
  return {
    session,
    organization: session.organization,
    now,
    timeZone,
    target,
    orderNumber: target.orderNumber,
  };
}

/** The context of a call on the user's edit cart of a placed order (starting, cancelling or dropping an edit). */
export function editCartContextOf(
  session: SessionContext,
  now: Date,
  timeZone: string,
  orderNumber: string,
): CartContext<EditCartTarget> {
  return { ...cartContextOf(session, now, timeZone), target: editCartTarget(orderNumber), orderNumber };
}

/** Refuses an order from an organization on hold, with the spec's message. */
export function requireCanOrder(context: CartContext): void {
  const status = customerStatusOf(context.organization.row);
  if (!status.canOrder) throw new AppError('RULE_BROKEN', onHoldMessage(status));
}
