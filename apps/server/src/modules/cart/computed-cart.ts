import { todayIn } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { catalogStampsOf, orderableVariantsOf } from '../catalog/catalog.service.ts';
import { deliveryCalendarsOf } from '../delivery-calendar/delivery-calendar.service.ts';
import { businessUnitsById, orderingProfileOf } from '../organizations/organizations.service.ts';
import { findCartContents } from './cart-contents.repository.ts';
import { keptCartContents } from './cart-contents-cache.ts';
import type { CartContext } from './cart-context.ts';
import { computeCart } from './cart-computation.ts';
import type { CartComputation, CartComputationInput } from './cart-computation-input.ts';
import { featureFlags, unitsOf, type CartSettings } from './cart-settings.ts';
import type { CartToCompute } from './cart-target.ts';

type Results<T extends readonly (() => Promise<unknown>)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

function parallel<T extends readonly (() => Promise<unknown>)[]>(reads: T): Promise<Results<T>> {
  return Promise.all(reads.map((read) => read())) as Promise<Results<T>>;
}

async function inTurn<T extends readonly (() => Promise<unknown>)[]>(reads: T): Promise<Results<T>> {
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}

/** Computes a cart for the context from what was read of it. */
export function computeCartFor(
  context: CartContext,
  read: Pick<
    CartComputationInput,
    'cart' | 'lines' | 'subCarts' | 'variants' | 'units' | 'calendars' | 'flags'
  > & {
    profile: CartSettings['profile'];
  },
): CartComputation {
  return computeCart({
    ...read,
    organization: context.organization.row,
    profile: read.profile ?? { routeWeekdays: [], state: '' },
    now: context.now,
    today: todayIn(context.timeZone, context.now),
    orderNumber: read.cart.orderNumber,
  });
}

/**
 * Loads everything a cart view needs and computes it. Inside a transaction pass the handle it was opened
 * on as `transactionOf`, and the settings read on it before: one connection runs one query at a time, so
 * the reads go in turn instead of in parallel, and the process's caches of that handle are used. Contents
 * a change in this process kept for the cart's version, and catalog stamps the lock read, are not read again.
 */
export async function computeCartOf(
  db: Db,
  context: CartContext,
  cart: CartToCompute,
  options: { transactionOf?: Db; settings?: CartSettings } = {},
): Promise<CartComputation> {
  const organization = context.organization.row;
  const gather = options.transactionOf ? inTurn : parallel;
  const known = options.settings;
  const kept = keptCartContents(options.transactionOf ?? db, cart.id, cart.contentsVersion ?? cart.version);
  const [{ lines, subCarts }, profile, flags, stamps, calendars] = await gather([
    () => (kept ? Promise.resolve(kept) : findCartContents(db, cart.id)),
    () => (known ? Promise.resolve(known.profile) : orderingProfileOf(db, organization.id)),
    () => (known ? Promise.resolve(known.flags) : featureFlags(db)),
    () =>
      cart.catalogStamp !== undefined && cart.catalogContentStamp !== undefined
        ? Promise.resolve({ stamp: cart.catalogStamp, contentStamp: cart.catalogContentStamp })
        : catalogStampsOf(db),
    () => (known ? Promise.resolve(known.calendars) : deliveryCalendarsOf(db, context.now)),
  ] as const);
  const unitIds = [organization.businessUnitId, ...lines.map((line) => line.businessUnitId)];
  const [variants, units] = await gather([
    () =>
      orderableVariantsOf(
        db,
        lines.map((line) => line.productSku),
        organization.customerGroupId,
        { stamps, cacheOwner: options.transactionOf ?? db },
      ),
    () => (known ? unitsOf(db, known, unitIds) : businessUnitsById(db, unitIds)),
  ] as const);
  return computeCartFor(context, { cart, lines, subCarts, variants, units, calendars, profile, flags });
}

/** The cart the context's target names (the open cart is created when there is none), computed. */
export async function computeTargetCart(db: Db, context: CartContext): Promise<CartComputation> {
  return computeCartOf(db, context, await context.target.find(db, context));
}
