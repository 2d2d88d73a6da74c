import {
  rescheduledDelivery,
  subCartSchedule,
  type DeliverySchedule,
  type SubCartKind,
} from '@larder/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../organizations/organizations.read-model.ts';
import { touchCart } from './cart.repository.ts';
import { carts, cartSubCarts } from './cart.table.ts';

/** The kinds of a unit's own sub-carts, by key suffix: drop-ship goes by carrier and is not moved. */
const KIND_OF_SUFFIX: Readonly<Record<string, SubCartKind>> = {
  '': 'regular',
  ':jit': 'jit',
  ':preOrder': 'preOrder',
};

/**
 * Moves the delivery date buyers chose in open and edit carts off the dates a business unit's calendar
 * no longer delivers on (ADR 042): to the date the delivery moved to, or the route's next delivery day.
 * Each cart changed takes a new version, so its kept contents are not reused. Returns how many moved.
 */
export async function rescheduleCartDeliveries(
  tx: Db,
  unit: Omit<DeliverySchedule, 'routeWeekdays'> & { id: string },
  dates: readonly string[],
): Promise<number> {
  if (dates.length === 0) return 0;
  const keys = Object.keys(KIND_OF_SUFFIX).map((suffix) => `${unit.id}${suffix}`);
  const rows = await tx
    .select({
      cartId: cartSubCarts.cartId,
      key: cartSubCarts.key,
      deliveryDate: cartSubCarts.deliveryDate,
      routeWeekdays: organizations.routeWeekdays,
    })
    .from(cartSubCarts)
    .innerJoin(carts, eq(carts.id, cartSubCarts.cartId))
    .innerJoin(organizations, eq(organizations.id, carts.organizationId))
    .where(
      and(
        inArray(cartSubCarts.key, keys),
        inArray(cartSubCarts.deliveryDate, [...dates]),
        or(eq(carts.status, 'open'), eq(carts.status, 'editing')),
      ),
    )
    .orderBy(cartSubCarts.cartId)
    .for('update', { of: carts });
  let moved = 0;
  for (const row of rows) {
    const kind = KIND_OF_SUFFIX[row.key.slice(unit.id.length)] ?? 'regular';
    const schedule = subCartSchedule(unit, row.routeWeekdays, kind);
    const toDate = row.deliveryDate ? rescheduledDelivery(row.deliveryDate, schedule) : null;
    if (!toDate || toDate === row.deliveryDate) continue;
    await tx
      .update(cartSubCarts)
      .set({ deliveryDate: toDate })
      .where(and(eq(cartSubCarts.cartId, row.cartId), eq(cartSubCarts.key, row.key)));
    await touchCart(tx, row.cartId);
    moved += 1;
  }
  return moved;
}
