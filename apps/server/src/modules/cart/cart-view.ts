import {
  DROP_SHIP_STATE_RESTRICTION_FLAG,
  JIT_LINE_TYPE_FLAG,
  US_STATE_CODES,
  type Cart,
  type CartLine,
  type DropShipDeliveryAddress,
  type SubCart,
  type ValidationMessage,
} from '@larder/contract';
import {
  availableStock,
  catchWeightPriceText,
  customerStatusOf,
  formatPrice,
  isMinMaxActive,
  isVariantOrderable,
  lineTotal,
  maximumReachedMessage,
  minimumQuantityMessage,
  onHoldMessage,
  PRICE_PENDING,
  subCartKeyOf,
  subCartKindOf,
  subCartSchedule,
  type SubCartKind,
} from '@larder/domain';
import type { OrderableVariant } from '../catalog/catalog.service.ts';
import type { BusinessUnit } from '../organizations/organizations.service.ts';
import type { SessionOrganizationRow } from '../auth/auth.service.ts';
import type { CartLineRow, CartRow, SubCartRow } from './cart.repository.ts';
import { subCartDelivery, type SubCartDelivery } from './delivery-dates.ts';
import { shippingItemOf } from './shipping.ts';
import { lineViewOf, type ComputedLineView } from './line-view-cache.ts';

/** Everything a cart is computed from. */
export interface CartViewInput {
  cart: CartRow;
  lines: readonly CartLineRow[];
  subCarts: readonly SubCartRow[];
  /** Every variant of the products in the cart (for prices, stock and the unit pickers). */
  variants: readonly OrderableVariant[];
  units: ReadonlyMap<string, BusinessUnit>;
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

const KIND_ORDER: Record<SubCartKind, number> = { regular: 0, jit: 1, preOrder: 2, dropShip: 3 };

// One collator for the process: String.prototype.localeCompare builds one per call.
const byName = new Intl.Collator('en').compare;

const money = (cents: number) => formatPrice(cents / 100);

function priceDisplay(variant: OrderableVariant): string {
  if (variant.price === null) return PRICE_PENDING;
  const price = formatPrice(variant.price);
  return variant.catchWeightUom ? catchWeightPriceText(price, variant.catchWeightUom) : price;
}

/** How a variant is priced for the organization, with the text the buyer reads. */
export function priceInfoOf(variant: OrderableVariant): CartLine['priceInfo'] {
  return {
    unitPrice: variant.price,
    isPricePending: variant.price === null,
    catchWeightUnit: variant.catchWeightUom,
    averageWeight: variant.averageWeight,
    display: priceDisplay(variant),
  };
}

/** Stock at the business unit the line ships from. */
export function stockAt(variant: OrderableVariant, businessUnitId: string): number {
  if (businessUnitId === variant.businessUnitId) return variant.primaryStock;
  if (businessUnitId === variant.secondaryBusinessUnitId) return variant.secondaryStock ?? 0;
  return 0;
}

function rulesOf(variant: OrderableVariant) {
  return {
    minMaxFlag: variant.minMaxFlag,
    minQuantity: variant.minQuantity,
    maxQuantity: variant.maxQuantity,
    minMaxExpirationDate: variant.minMaxExpirationDate,
    sellByMultiple: variant.sellByMultiple,
  };
}

/** The quantity rules of a variant in the shape the domain rules take. */
export const quantityRulesOf = rulesOf;

function organizationFields(
  organization: SessionOrganizationRow,
  variant: OrderableVariant,
  row: CartLineRow,
  kind: SubCartKind,
): Partial<CartLine> {
  const fields: Partial<CartLine> = {};
  if (organization.isProtein) fields.productClassificationCode = variant.productClassificationCode;
  if (organization.isCme) {
    fields.bto = variant.bto;
    fields.supermarket = variant.supermarket;
  }
  if (organization.isPPro) fields.chefItemFlag = variant.chefItemFlag;
  if (organization.isCme || organization.isSpecialty) fields.isDropShip = kind === 'dropShip';
  if (organization.isSpecialty && kind === 'dropShip') fields.customerNotes = row.customerNotes ?? '';
  return fields;
}

/** A line's view as the buyer's cart shows it, and the messages it adds to the cart. */
function computeLineView(
  input: CartViewInput,
  row: CartLineRow,
  variant: OrderableVariant,
  siblings: readonly OrderableVariant[],
  kind: SubCartKind,
): ComputedLineView<{ unitPrice: number | null; totalCents: number }> {
  const messages: ValidationMessage[] = [];
  const stock = stockAt(variant, row.businessUnitId);
  const rules = rulesOf(variant);
  const active = isMinMaxActive(rules, input.today);
  const totalValue =
    variant.price === null
      ? 0
      : lineTotal(variant.price, row.quantity, variant.catchWeightUom ? variant.averageWeight : null);
  const totalCents = Math.round(totalValue * 100);

  let quantityWarningMessage: string | null = null;
  if (active && variant.minQuantity !== null && row.quantity < variant.minQuantity) {
    quantityWarningMessage = minimumQuantityMessage(variant.minQuantity);
    messages.push({
      type: 'error',
      text: `${variant.productName}: ${quantityWarningMessage}`,
      lineId: row.id,
    });
  } else if (active && variant.maxQuantity !== null && row.quantity > variant.maxQuantity) {
    quantityWarningMessage = maximumReachedMessage(variant.maxQuantity);
    messages.push({
      type: 'error',
      text: `${variant.productName}: ${quantityWarningMessage}`,
      lineId: row.id,
    });
  } else if (stock <= 0) {
    quantityWarningMessage = 'Out of stock. Your sales rep will confirm availability.';
  } else if (row.quantity > stock) {
    quantityWarningMessage = `Only ${stock} in stock. The rest may ship later.`;
  }
  if (
    variant.stockingType === 'J' &&
    !isVariantOrderable(variant, input.flags[JIT_LINE_TYPE_FLAG] === true)
  ) {
    messages.push({
      type: 'error',
      text: `${variant.productName} can no longer be ordered online. Please remove it.`,
      lineId: row.id,
    });
  }

  const view: CartLine = {
    id: row.id,
    productSku: row.productSku,
    variantId: variant.id,
    quantity: row.quantity,
    quantityWarningMessage,
    totalPrice: variant.price === null ? PRICE_PENDING : money(totalCents),
    unitPrice: variant.price === null ? PRICE_PENDING : formatPrice(variant.price),
    unitOfMeasure: variant.text,
    packSize: variant.weight,
    message: variant.price === null ? 'Your sales rep will confirm the price of this item.' : null,
    productTitle: variant.productName,
    brandName: variant.brand,
    category: variant.category,
    subcategory: variant.subcategory,
    subsubcategory: variant.subsubcategory,
    priceInfo: priceInfoOf(variant),
    productUrl: variant.url,
    imageUrl: variant.imageUrl,
    code: variant.code,
    cutInstructions1:
      row.cutInstructions1 ?? (input.organization.isProtein ? variant.cutInstructions1 : null),
    cutInstructions2:
      row.cutInstructions2 ?? (input.organization.isProtein ? variant.cutInstructions2 : null),
    variants: siblings.map((sibling) => ({
      id: sibling.id,
      code: sibling.code,
      text: sibling.text,
      weight: sibling.weight,
      price: priceDisplay(sibling),
      inStock: sibling.primaryStock > 0 || (sibling.secondaryStock ?? 0) > 0,
    })),
    inStock: stock > 0,
    availableStock: availableStock({
      stock,
      cartQuantity: row.quantity,
      sellByMultiple: variant.sellByMultiple,
      rules,
      today: input.today,
    }),
    minQuantity: active ? variant.minQuantity : null,
    maxQuantity: active ? variant.maxQuantity : null,
    sellByMultiple: variant.sellByMultiple,
    ...organizationFields(input.organization, variant, row, kind),
  };
  return { view, messages, extra: { unitPrice: variant.price, totalCents } };
}

function lineView(
  input: CartViewInput,
  row: CartLineRow,
  variant: OrderableVariant,
  siblings: readonly OrderableVariant[],
  kind: SubCartKind,
  messages: ValidationMessage[],
): PlannedLine {
  const organization = input.organization;
  const computed = lineViewOf(
    row,
    variant,
    siblings,
    {
      today: input.today,
      jitFlag: input.flags[JIT_LINE_TYPE_FLAG] === true,
      isProtein: organization.isProtein,
      isCme: organization.isCme,
      isPPro: organization.isPPro,
      isSpecialty: organization.isSpecialty,
    },
    () => computeLineView(input, row, variant, siblings, kind),
  );
  messages.push(...computed.messages);
  return { row, variant, view: computed.view, ...computed.extra };
}

function dropShipAddressOf(
  choices: SubCartRow | null,
  unitId: string,
  vendorId: string,
): DropShipDeliveryAddress {
  const stored = (choices?.dropShipAddress ?? null) as DropShipDeliveryAddress | null;
  return (
    stored ?? {
      businessUnitId: unitId,
      vendorId,
      useAlternativeDeliveryAddress: false,
      alternativeDeliveryFirstName: '',
      alternativeDeliveryLastName: '',
      alternativeDeliveryAddress: '',
      alternativeDeliveryCity: '',
      alternativeDeliveryState: '',
      alternativeDeliveryZipCode: '',
      defaultDeliveryPhoneNumber: '',
      alternativeDeliveryPhoneNumber: '',
    }
  );
}

/** Drop-ship delivery fields are offered to brands 0 (specialty) and 2 (produce), per spec section 6. */
export function hasDropShipFields(brand: number): boolean {
  return brand === 0 || brand === 2;
}

const ADDRESS_FIELDS: [keyof DropShipDeliveryAddress, string][] = [
  ['alternativeDeliveryFirstName', 'first name'],
  ['alternativeDeliveryLastName', 'last name'],
  ['alternativeDeliveryAddress', 'street address'],
  ['alternativeDeliveryCity', 'city'],
  ['alternativeDeliveryState', 'state'],
  ['alternativeDeliveryZipCode', 'ZIP code'],
];

function dropShipMessages(
  input: CartViewInput,
  subCart: Pick<PlannedSubCart, 'key' | 'vendorName' | 'lines'>,
  address: DropShipDeliveryAddress,
  messages: ValidationMessage[],
) {
  const vendor = subCart.vendorName ?? 'the vendor';
  if (hasDropShipFields(input.organization.brand) && address.useAlternativeDeliveryAddress) {
    const missing = ADDRESS_FIELDS.filter(([field]) => !String(address[field] ?? '').trim()).map(
      ([, name]) => name,
    );
    if (missing.length > 0) {
      messages.push({
        type: 'error',
        text: `Enter the delivery ${missing.join(', ')} for the ${vendor} drop-ship order.`,
        subCartKey: subCart.key,
      });
    }
  }
  const deliveryState = address.useAlternativeDeliveryAddress
    ? address.alternativeDeliveryState
    : input.profile.state;
  if (
    input.flags[DROP_SHIP_STATE_RESTRICTION_FLAG] === true &&
    deliveryState &&
    deliveryState !== input.profile.state
  ) {
    for (const line of subCart.lines.filter((l) => l.variant.isDropShipRestricted)) {
      messages.push({
        type: 'error',
        text: `${line.variant.productName} cannot be drop-shipped to ${deliveryState}.`,
        lineId: line.row.id,
        subCartKey: subCart.key,
      });
    }
  }
}

/** Computes the cart of spec section 3 from its rows: sub-carts, prices, stock, dates and validation. */
export function computeCart(input: CartViewInput): CartComputation {
  const variantsById = new Map(input.variants.map((variant) => [variant.id, variant]));
  const siblingsBySku = new Map<string, OrderableVariant[]>();
  for (const variant of input.variants) {
    const list = siblingsBySku.get(variant.productSku) ?? [];
    list.push(variant);
    siblingsBySku.set(variant.productSku, list);
  }
  const choicesByKey = new Map(input.subCarts.map((row) => [row.key, row]));
  const messages: ValidationMessage[] = [];
  const status = customerStatusOf(input.organization);
  if (!status.canOrder) messages.push({ type: 'error', text: onHoldMessage(status) });

  // Group lines into sub-carts.
  const drafts = new Map<
    string,
    Omit<PlannedSubCart, 'view' | 'subtotalCents' | 'shippingCents' | 'delivery' | 'choices'>
  >();
  for (const row of input.lines) {
    const variant = variantsById.get(row.variantId);
    const unit = input.units.get(row.businessUnitId);
    if (!variant || !unit) continue; // a deleted product: nothing to show or order
    const kind = subCartKindOf(variant);
    const vendorId = kind === 'dropShip' ? variant.vendorId : null;
    const key = subCartKeyOf(unit.id, kind, vendorId);
    let draft = drafts.get(key);
    if (!draft) {
      draft = {
        key,
        kind,
        unit,
        vendorId,
        vendorName: kind === 'dropShip' ? variant.vendorName : null,
        lines: [],
      };
      drafts.set(key, draft);
    }
    draft.lines.push(
      lineView(input, row, variant, siblingsBySku.get(variant.productSku) ?? [], kind, messages),
    );
  }

  const movedDates = new Map<string, string>();
  const plan: PlannedSubCart[] = [];
  for (const draft of drafts.values()) {
    const choices = choicesByKey.get(draft.key) ?? null;
    const schedule = subCartSchedule(
      {
        timeZone: draft.unit.timezone,
        deliveryWeekdays: draft.unit.deliveryWeekdays,
        cutoffTime: draft.unit.cutoffTime,
        leadDays: draft.unit.leadDays,
      },
      input.profile.routeWeekdays,
      draft.kind,
    );
    const delivery = subCartDelivery(input.now, schedule, choices?.deliveryDate ?? null);
    const name = draft.vendorName ? `${draft.unit.name} (${draft.vendorName})` : draft.unit.name;
    if (!delivery.selected) {
      messages.push({
        type: 'error',
        text: `${name} has no delivery date available. Please contact your Sales Rep.`,
        subCartKey: draft.key,
      });
    } else if (delivery.movedFrom) {
      movedDates.set(draft.key, delivery.selected.date);
      messages.push({
        type: 'warning',
        text: `The cut-off for ${name} on ${delivery.movedFrom} has passed. Delivery moved to ${delivery.selected.name}.`,
        subCartKey: draft.key,
      });
    }
    const subtotalCents = draft.lines.reduce((sum, line) => sum + line.totalCents, 0);
    const shipping =
      draft.kind === 'dropShip'
        ? shippingItemOf(draft.vendorId ?? '', choices?.shippingMethod, subtotalCents)
        : null;
    const shippingCents = shipping?.costCents ?? 0;
    const address =
      draft.kind === 'dropShip' ? dropShipAddressOf(choices, draft.unit.id, draft.vendorId ?? '') : null;
    if (address) dropShipMessages(input, draft, address, messages);
    const view: SubCart = {
      key: draft.key,
      businessUnitId: draft.unit.id,
      businessUnitName: draft.unit.name,
      vendorId: draft.vendorId,
      vendorName: draft.vendorName,
      isPreOrder: draft.kind === 'preOrder',
      isJIT: draft.kind === 'jit',
      isDropShip: draft.kind === 'dropShip',
      lines: draft.lines.map((line) => line.view),
      shippingItem: shipping?.item ?? null,
      deliveryInformation: {
        availableDates: delivery.availableDates,
        expectedDeliveryDate: delivery.availableDates[0] ?? null,
        selectedDeliveryDate: delivery.selected?.date ?? null,
        erpDeliveryDate: delivery.selected?.date ?? null,
        cutOff: delivery.selected?.cutOff ?? null,
        movedFrom: delivery.movedFrom,
      },
      dropShipNotes: { value: choices?.dropShipNotes ?? '' },
      dropShipDeliveryAddress: address && hasDropShipFields(input.organization.brand) ? address : null,
      poNumber: { value: choices?.poNumber ?? '' },
      totals: {
        subtotal: money(subtotalCents),
        shipping: money(shippingCents),
        total: money(subtotalCents + shippingCents),
      },
    };
    plan.push({ ...draft, delivery, choices, subtotalCents, shippingCents, view });
  }

  // The organization's own business unit first, then by name; within a unit regular, JIT, pre-order, drop-ship.
  const ownUnit = input.organization.businessUnitId;
  plan.sort(
    (a, b) =>
      Number(b.unit.id === ownUnit) - Number(a.unit.id === ownUnit) ||
      byName(a.unit.name, b.unit.name) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      byName(a.vendorName ?? '', b.vendorName ?? ''),
  );
  const groups: Cart['cartGroups'] = [];
  for (const subCart of plan) {
    const last = groups.at(-1);
    if (last?.businessUnitId === subCart.unit.id) last.subCarts.push(subCart.view);
    else groups.push({ businessUnitId: subCart.unit.id, name: subCart.unit.name, subCarts: [subCart.view] });
  }

  const lines = plan.flatMap((subCart) => subCart.lines);
  const subtotalCents = plan.reduce((sum, s) => sum + s.subtotalCents, 0);
  const shippingCents = plan.reduce((sum, s) => sum + s.shippingCents, 0);
  const hasPricePending = lines.some((line) => line.unitPrice === null);
  const first = plan[0]?.delivery.selected ?? null;
  const firstError =
    messages.find((m) => m.type === 'error') ?? messages.find((m) => m.type === 'warning') ?? null;
  const oosLines = lines
    .filter((line) => line.row.quantity > stockAt(line.variant, line.row.businessUnitId))
    .map((line) => ({
      id: line.row.id,
      productSku: line.row.productSku,
      productTitle: line.variant.productName,
      unitOfMeasure: line.variant.text,
      quantity: line.row.quantity,
      availableStock: Math.max(0, stockAt(line.variant, line.row.businessUnitId)),
    }));
  const usedUnits = [...new Set([ownUnit, ...plan.map((s) => s.unit.id)])]
    .map((id) => input.units.get(id))
    .filter((unit): unit is BusinessUnit => unit !== undefined);

  const cart: Cart = {
    id: input.cart.id,
    cartGroups: groups,
    summary: {
      itemCount: lines.length,
      poNumber: { value: input.cart.poNumber },
      note: { value: input.cart.note },
      totals: {
        subtotal: money(subtotalCents),
        shipping: money(shippingCents),
        total: money(subtotalCents + shippingCents),
        totalValue: (subtotalCents + shippingCents) / 100,
        hasPricePending,
      },
      deliveryInformation: {
        expectedDeliveryDate: plan[0]?.delivery.availableDates[0] ?? null,
        selectedDeliveryDate: first?.date ?? null,
        erpDeliveryDate: first?.date ?? null,
        poNumber: { businessUnitId: ownUnit },
      },
      validationMessage: firstError,
      infoMessage: hasPricePending
        ? 'Items marked Price Pending are priced by your sales rep when the order is confirmed.'
        : null,
    },
    orderNumber: input.orderNumber,
    warnings: messages.filter((m) => m.type === 'warning').map((m) => m.text),
    errors: messages.filter((m) => m.type === 'error').map((m) => m.text),
    cartUrl: '/cart/',
    isCrossDockAllowed: plan.some((s) => s.unit.id !== ownUnit),
    cartBusinessUnitId: ownUnit,
    oosLines,
    usStateCodes: [...US_STATE_CODES],
    warehouseInformation: usedUnits.map((unit) => ({
      businessUnitId: unit.id,
      name: unit.name,
      city: unit.city,
      state: unit.state,
      timeZone: unit.timezone,
      cutoffTime: unit.cutoffTime,
    })),
    hasChanges: input.cart.hasChanges,
    cartCounter: lines.length,
    validationMessages: messages,
  };
  return { cart, plan, movedDates };
}
