import { JIT_LINE_TYPE_FLAG, type CartLine, type ValidationMessage } from '@larder/contract';
import {
  availableStock,
  catchWeightPriceText,
  formatPrice,
  isMinMaxActive,
  isStockLimited,
  isVariantOrderable,
  lineFieldsAllowedFor,
  lineTotal,
  maximumAdjustedMessage,
  maximumReachedMessage,
  minimumQuantityMessage,
  OUT_OF_STOCK_MESSAGE,
  PRICE_PENDING,
  type SubCartKind,
} from '@larder/domain';
import { variantSpecFieldsOf, type OrderableVariant } from '../catalog/catalog.service.ts';
import type { SessionOrganizationRow } from '../auth/auth.service.ts';
import type { CartLineRow } from './cart.repository.ts';
import type { CartComputationInput, PlannedLine } from './cart-computation-input.ts';
import { lineViewOf, type ComputedLineView } from './line-view-cache.ts';

/** Cents as the buyer reads them. */
export const money = (cents: number) => formatPrice(cents / 100);

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

/**
 * The organization-type fields of a line (spec section 6): only those of the organization's types, so a
 * field stored for another type is neither shown nor, through the view, sent with the order.
 */
function organizationFields(
  organization: SessionOrganizationRow,
  variant: OrderableVariant,
  row: CartLineRow,
  kind: SubCartKind,
): Pick<CartLine, 'cutInstructions1' | 'cutInstructions2'> & Partial<CartLine> {
  const allowed = lineFieldsAllowedFor(organization, kind);
  const fields: Pick<CartLine, 'cutInstructions1' | 'cutInstructions2'> & Partial<CartLine> = {
    cutInstructions1: allowed.cutInstructions1 ? (row.cutInstructions1 ?? variant.cutInstructions1) : null,
    cutInstructions2: allowed.cutInstructions2 ? (row.cutInstructions2 ?? variant.cutInstructions2) : null,
  };
  if (allowed.productClassificationCode) fields.productClassificationCode = variant.productClassificationCode;
  if (allowed.bto) fields.bto = variant.bto;
  if (allowed.supermarket) fields.supermarket = variant.supermarket;
  if (allowed.chefItemFlag) fields.chefItemFlag = variant.chefItemFlag;
  if (allowed.isDropShip) fields.isDropShip = kind === 'dropShip';
  if (allowed.customerNotes) fields.customerNotes = row.customerNotes ?? '';
  return fields;
}

/** A line's view as the buyer's cart shows it, and the messages it adds to the cart. */
function computeLineView(
  input: CartComputationInput,
  row: CartLineRow,
  variant: OrderableVariant,
  siblings: readonly OrderableVariant[],
  kind: SubCartKind,
): ComputedLineView<{ unitPrice: number | null; totalCents: number }> {
  const messages: ValidationMessage[] = [];
  const stock = stockAt(variant, row.businessUnitId);
  const limited = isStockLimited(variant);
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
  } else if (limited && row.quantity > stock) {
    // ADR 020: stocked items cannot be ordered past stock, so the buyer is told before submitting. An edit
    // cart's order still holds its own units, which the edit gets back: the submit decides, so a warning.
    quantityWarningMessage = stock > 0 ? maximumAdjustedMessage(stock) : OUT_OF_STOCK_MESSAGE;
    messages.push({
      type: input.orderNumber ? 'warning' : 'error',
      text: `${variant.productName}: ${quantityWarningMessage}`,
      lineId: row.id,
    });
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
    variants: siblings.map((sibling) => ({
      id: sibling.id,
      code: sibling.code,
      text: sibling.text,
      weight: sibling.weight,
      price: priceDisplay(sibling),
      inStock: sibling.primaryStock > 0 || (sibling.secondaryStock ?? 0) > 0,
      ...variantSpecFieldsOf(sibling),
    })),
    inStock: stock > 0,
    availableStock: availableStock({
      stock,
      cartQuantity: row.quantity,
      sellByMultiple: variant.sellByMultiple,
      rules,
      today: input.today,
    }),
    boughtToOrder: !limited,
    minQuantity: active ? variant.minQuantity : null,
    maxQuantity: active ? variant.maxQuantity : null,
    sellByMultiple: variant.sellByMultiple,
    ...organizationFields(input.organization, variant, row, kind),
  };
  return { view, messages, extra: { unitPrice: variant.price, totalCents } };
}

/** A line's view (the kept one while nothing it is computed from changed), its messages added to the cart's. */
export function lineView(
  input: CartComputationInput,
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
