import { orderChangeRefusal } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionContext } from '../auth/auth.service.ts';
import {
  readOrderOfOrganization,
  type NamedOrderRow,
  type OrderLookup,
  type OrderRow,
} from './orders.repository.ts';

/**
 * Whose orders a caller may see: an organization's, and in a punchout session only those placed through the
 * session's procurement system (ADR 022): a punch-in never sees or touches the buyers' own orders.
 */
export interface OrderScope {
  organizationId: string;
  punchoutSystem?: string | null;
}

/** Who asks about orders, for which organization, when, and in which time zone. */
export interface OrdersContext extends OrderScope {
  organizationId: string;
  punchoutSystem: string | null;
  organizationName: string;
  salesRepName: string;
  salesRepEmail: string;
  userId: string;
  userName: string;
  userEmail: string;
  /** The staff user acting while impersonating, if any. */
  staffUserId: string | null;
  now: Date;
  timeZone: string;
}

/**
 * The orders context of a session: its current organization (a 403 without one), its user, the staff member
 * acting while impersonating, and in a punchout session the procurement system whose orders alone it sees.
 */
export function ordersContextOf(session: SessionContext, now: Date, timeZone: string): OrdersContext {
  const organization = session.organization;
  if (!organization) throw new AppError('FORBIDDEN', 'Choose an organization to see its orders.');
  const user = session.user;
  return {
    organizationId: organization.row.id,
    punchoutSystem: session.punchout?.systemName ?? null,
    organizationName: organization.row.name,
    salesRepName: organization.salesRepName,
    salesRepEmail: organization.salesRepEmail,
    userId: user.id,
    userName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    userEmail: user.email,
    staffUserId: session.originalUser?.id ?? null,
    now,
    timeZone,
  };
}

/** Whether an order of the scope's organization is one the scope may see. */
export function isVisibleIn(order: Pick<OrderRow, 'punchoutSystem'>, scope: OrderScope): boolean {
  return !scope.punchoutSystem || order.punchoutSystem === scope.punchoutSystem;
}

/** An order of the scope by web or ERP number, with names; a 404 when the scope may not see it. */
export async function requireOrder(db: Db, scope: OrderScope, lookup: OrderLookup): Promise<NamedOrderRow> {
  const order = await readOrderOfOrganization(db, scope.organizationId, lookup);
  if (!order || !isVisibleIn(order, scope)) throw notFound('The order');
  return order;
}

/** Refuses (422, with the spec's reason) to edit or cancel an order past its cut-off or no longer Submitted. */
export function refuseChange(order: OrderRow, now: Date, action: 'edit' | 'cancel'): void {
  const refusal = orderChangeRefusal({ ...order, orderNumber: order.webOrderNumber }, now, action);
  if (refusal) throw new AppError('RULE_BROKEN', refusal);
}
