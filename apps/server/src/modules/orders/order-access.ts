import { orderChangeRefusal } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import {
  readOrderOfOrganization,
  type NamedOrderRow,
  type OrderLookup,
  type OrderRow,
} from './orders.repository.ts';

/** Who asks about orders, for which organization, when, and in which time zone. */
export interface OrdersContext {
  organizationId: string;
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

/** An organization's order by web or ERP number, with names; a 404 when it is not that organization's. */
export async function requireOrder(
  db: Db,
  organizationId: string,
  lookup: OrderLookup,
): Promise<NamedOrderRow> {
  const order = await readOrderOfOrganization(db, organizationId, lookup);
  if (!order) throw notFound('The order');
  return order;
}

/** Refuses (422, with the spec's reason) to edit or cancel an order past its cut-off or no longer Submitted. */
export function refuseChange(order: OrderRow, now: Date, action: 'edit' | 'cancel'): void {
  const refusal = orderChangeRefusal({ ...order, orderNumber: order.webOrderNumber }, now, action);
  if (refusal) throw new AppError('RULE_BROKEN', refusal);
}
