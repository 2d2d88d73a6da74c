import { JIT_LINE_TYPE_FLAG, PROTEIN_SPECIAL_ORDERS_FLAG } from '@larder/contract';
import {
  checkAddToCart,
  checkSellByMultiple,
  NO_VARIANT_MESSAGE,
  notOrderableReason,
  quantityModeOf,
  todayIn,
  type QuantityMode,
} from '@larder/domain';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionOrganizationRow } from '../auth/auth.service.ts';
import type { OrderableVariant } from '../catalog/catalog.service.ts';
import type { CartContext } from './cart-context.ts';
import { quantityRulesOf } from './cart-line-computation.ts';

/** One sku, unit and quantity to add. */
export interface AddRequest {
  productSku: string;
  unitOfMeasure: string;
  quantity: number;
}

/** A broken quantity rule: the spec's sentence and the quantity the rules would accept (ADR 006). */
export function quantityRuleBroken(message: string, adjustedQuantity: number): AppError {
  return new AppError('RULE_BROKEN', message, { adjustedQuantity: String(adjustedQuantity) });
}

/** What a buyer adding a discontinued item is told (ADR 039). */
export const DISCONTINUED_MESSAGE = 'This item has been discontinued and can no longer be ordered.';

/** Why the organization may not order a variant, with the site's feature flags, or null when it may. */
export function variantRefusal(
  variant: OrderableVariant,
  organization: SessionOrganizationRow,
  flags: Record<string, boolean>,
): string | null {
  if (variant.isDiscontinued) return DISCONTINUED_MESSAGE;
  return notOrderableReason(variant, organization, {
    jitLineType: flags[JIT_LINE_TYPE_FLAG] === true,
    proteinSpecialOrders: flags[PROTEIN_SPECIAL_ORDERS_FLAG] === true,
  });
}

/** The cart quantity a new quantity for a line leads to under the add-to-cart rules and the sell-by multiple; throws when a rule is broken. */
export function checkQuantity(
  variant: OrderableVariant,
  cartQuantity: number,
  quantity: number,
  mode: QuantityMode,
  today: string,
): number {
  const check = checkAddToCart({ rules: quantityRulesOf(variant), cartQuantity, quantity, today, mode });
  if (!check.ok) throw quantityRuleBroken(check.message, check.adjustedQuantity);
  const sellBy = checkSellByMultiple({
    sellByMultiple: variant.sellByMultiple,
    cartQuantity,
    quantity,
    mode,
  });
  if (!sellBy.ok) throw quantityRuleBroken(sellBy.message, sellBy.adjustedQuantity);
  return sellBy.cartQuantity;
}

/** The variant of a sku with this unit (units compare case-blind), if the product has it. */
export function unitOf(variants: readonly OrderableVariant[], sku: string, unit: string) {
  const wanted = unit.toLowerCase();
  return variants.find((v) => v.productSku === sku && v.text.toLowerCase() === wanted);
}

/** The new cart quantity an add leads to, or the error that refuses it (nothing changes then). */
export function decideAdd(
  variant: OrderableVariant | undefined,
  request: AddRequest,
  cartQuantity: number,
  context: CartContext,
  flags: Record<string, boolean>,
): { total: number } | { error: AppError } {
  const organization = context.organization.row;
  const mode = quantityModeOf(organization);
  const today = todayIn(context.timeZone, context.now);
  if (!variant) return { error: quantityRuleBroken(NO_VARIANT_MESSAGE, 0) };
  const reason = variantRefusal(variant, organization, flags);
  if (reason) return { error: new AppError('RULE_BROKEN', reason) };
  if (mode === 'add' && request.quantity === 0) {
    const message = 'Enter a quantity of at least 1.';
    return { error: new AppError('VALIDATION_FAILED', message, { quantity: message }) };
  }
  try {
    return { total: checkQuantity(variant, cartQuantity, request.quantity, mode, today) };
  } catch (error) {
    if (error instanceof AppError) return { error };
    throw error;
  }
}
