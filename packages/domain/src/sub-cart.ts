import type { DeliverySchedule } from './delivery-schedule.ts';

/**
 * Sub-cart rule (DESIGN.md section 5, spec section 3): a cart splits by business unit and vendor, and
 * within a business unit into regular, just-in-time, pre-order and drop-ship sub-carts, because each
 * becomes its own order with its own delivery date.
 */

/** The kinds of sub-cart a line can land in. */
export type SubCartKind = 'regular' | 'jit' | 'preOrder' | 'dropShip';

/** What decides a line's sub-cart. */
export interface SubCartVariant {
  businessUnitId: string;
  stockingType: string;
  specialOrderFlag: boolean;
  vendorId: string | null;
  vendorIsDropShip: boolean;
}

/**
 * Extra days each kind needs beyond the business unit's lead days: the distributor buys just-in-time
 * items from its supplier after the order, special orders are made to order, and drop-ship vendors
 * ship by carrier from their own dock.
 */
export const EXTRA_LEAD_DAYS: Readonly<Record<SubCartKind, number>> = {
  regular: 0,
  jit: 2,
  preOrder: 5,
  dropShip: 3,
};

/** Drop-ship carriers deliver Monday to Friday whatever the organization's route. */
export const DROP_SHIP_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/** Which kind of sub-cart a variant's line belongs in: drop-ship first, then just-in-time, then pre-order. */
export function subCartKindOf(variant: SubCartVariant): SubCartKind {
  if (variant.vendorId && variant.vendorIsDropShip) return 'dropShip';
  if (variant.stockingType === 'J') return 'jit';
  if (variant.specialOrderFlag) return 'preOrder';
  return 'regular';
}

/** The kind of sub-cart a placed order came from, read from its flags in the same order of precedence. */
export function subCartKindOfOrder(order: {
  isDropShip: boolean;
  isJIT: boolean;
  isPreOrder: boolean;
}): SubCartKind {
  if (order.isDropShip) return 'dropShip';
  if (order.isJIT) return 'jit';
  if (order.isPreOrder) return 'preOrder';
  return 'regular';
}

/** The stable key of a sub-cart: business unit, kind and (for drop-ship) vendor. */
export function subCartKeyOf(businessUnitId: string, kind: SubCartKind, vendorId: string | null): string {
  if (kind === 'dropShip') return `${businessUnitId}:dropShip:${vendorId ?? ''}`;
  return kind === 'regular' ? businessUnitId : `${businessUnitId}:${kind}`;
}

/**
 * The schedule a sub-cart's delivery dates follow: its business unit's, with the kind's extra lead days.
 * A unit other than the organization's own keeps the organization's route days where they overlap and
 * otherwise delivers on all of its own days; drop-ship follows the carrier's weekdays, not the unit's calendar.
 */
export function subCartSchedule(
  unit: Omit<DeliverySchedule, 'routeWeekdays'>,
  routeWeekdays: readonly number[],
  kind: SubCartKind,
): DeliverySchedule {
  const extraLeadDays = EXTRA_LEAD_DAYS[kind];
  const leadDays = unit.leadDays + extraLeadDays;
  if (kind === 'dropShip') {
    // The vendor's carrier delivers, not the unit's trucks: the unit's calendar does not apply.
    return {
      ...unit,
      leadDays,
      calendar: undefined,
      extraLeadDays,
      deliveryWeekdays: DROP_SHIP_WEEKDAYS,
      routeWeekdays: DROP_SHIP_WEEKDAYS,
    };
  }
  const overlap = routeWeekdays.filter((day) => unit.deliveryWeekdays.includes(day));
  return {
    ...unit,
    leadDays,
    extraLeadDays,
    routeWeekdays: overlap.length > 0 ? overlap : unit.deliveryWeekdays,
  };
}
