import type { Cart, CartLine, SubCart } from '@larder/contract';
import type { DeliveryCalendar, SubCartKind } from '@larder/domain';
import type { OrderableVariant } from '../catalog/catalog.service.ts';
import type { BusinessUnit } from '../organizations/organizations.service.ts';
import type { SessionOrganizationRow } from '../auth/auth.service.ts';
import type { CartLineRow, CartRow, SubCartRow } from './cart.repository.ts';
import type { SubCartDelivery } from './delivery-dates.ts';

/** Everything a cart is computed from. */
export interface CartComputationInput {
  cart: CartRow;
  lines: readonly CartLineRow[];
  subCarts: readonly SubCartRow[];
  /** Every variant of the products in the cart (for prices, stock and the unit pickers). */
  variants: readonly OrderableVariant[];
  units: ReadonlyMap<string, BusinessUnit>;
  /** Each business unit's delivery calendar (ADR 042); a unit without one follows its weekly pattern. */
  calendars: ReadonlyMap<string, DeliveryCalendar>;
  organization: SessionOrganizationRow;
  profile: { routeWeekdays: number[]; state: string };
  flags: Readonly<Record<string, boolean>>;
  now: Date;
  /** The user's today, YYYY-MM-DD, for min/max expiry. */
  today: string;
  orderNumber: string | null;
}

/** A priced line with what submit needs. */
export interface PlannedLine {
  row: CartLineRow;
  variant: OrderableVariant;
  view: CartLine;
  unitPrice: number | null;
  totalCents: number;
}

/** A sub-cart as submit turns it into an order. */
export interface PlannedSubCart {
  key: string;
  kind: SubCartKind;
  unit: BusinessUnit;
  vendorId: string | null;
  vendorName: string | null;
  lines: PlannedLine[];
  delivery: SubCartDelivery;
  choices: SubCartRow | null;
  subtotalCents: number;
  shippingCents: number;
  view: SubCart;
}

/** The cart view and the plan behind it. */
export interface CartComputation {
  cart: Cart;
  plan: PlannedSubCart[];
  /** Sub-carts whose chosen date moved because its cut-off passed: key -> new date. */
  movedDates: Map<string, string>;
}
