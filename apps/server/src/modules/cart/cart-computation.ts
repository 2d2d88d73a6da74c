import { US_STATE_CODES, type Cart, type SubCart, type ValidationMessage } from '@larder/contract';
import {
  customerStatusOf,
  isStockLimited,
  onHoldMessage,
  subCartKeyOf,
  subCartKindOf,
  subCartOrder,
  subCartSchedule,
} from '@larder/domain';
import type { OrderableVariant } from '../catalog/catalog.service.ts';
import type { BusinessUnit } from '../organizations/organizations.service.ts';
import type { CartComputation, CartComputationInput, PlannedSubCart } from './cart-computation-input.ts';
import { lineView, money, stockAt } from './cart-line-computation.ts';
import { subCartDelivery } from './delivery-dates.ts';
import { dropShipAddressOf, dropShipMessages, hasDropShipFields } from './drop-ship-checks.ts';
import { shippingItemOf } from './shipping.ts';

/** Computes the cart of spec section 3 from its rows: sub-carts, prices, stock, dates and validation. */
export function computeCart(input: CartComputationInput): CartComputation {
  const variantsById = new Map(input.variants.map((variant) => [variant.id, variant]));
  const siblingsBySku = new Map<string, OrderableVariant[]>();
  for (const variant of input.variants) {
    const list = siblingsBySku.get(variant.productSku) ?? [];
    list.push(variant);
    siblingsBySku.set(variant.productSku, list);
  }
  const choicesByKey = new Map(input.subCarts.map((row) => [row.key, row]));
  const messages: ValidationMessage[] = [];
  const discontinuedLines: Cart['discontinuedLines'] = [];
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
    if (variant.isDiscontinued && !input.orderNumber) {
      // ADR 039: shown and warned about, never ordered; the buyer removes it or picks a substitute. A placed
      // order being edited keeps its lines as they were placed.
      discontinuedLines.push({
        id: row.id,
        productSku: row.productSku,
        productTitle: variant.productName,
        unitOfMeasure: variant.text,
        quantity: row.quantity,
        imageUrl: variant.imageUrl,
        substituteSkus: variant.substituteSkus,
      });
      messages.push({
        type: 'warning',
        text: `${variant.productName} has been discontinued and will not be ordered. Please remove it.`,
        lineId: row.id,
      });
      continue;
    }
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
        calendar: input.calendars.get(draft.unit.id),
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
        timeZone: draft.unit.timezone,
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

  const ownUnit = input.organization.businessUnitId;
  plan.sort(subCartOrder(ownUnit));
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
    .filter(
      (line) =>
        isStockLimited(line.variant) && line.row.quantity > stockAt(line.variant, line.row.businessUnitId),
    )
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
    discontinuedLines,
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
