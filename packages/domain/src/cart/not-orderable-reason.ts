import { isVariantOrderable } from './stocking-types.ts';

/**
 * Orderability rule (spec sections 5 and 6): a variant whose stocking or line type the storefront does
 * not take is ordered through the sales rep, and so are special orders of protein organizations unless
 * the protein special-order feature flag opens them.
 */

/** Why an item whose stocking or line type is not taken online cannot be added. */
export const NOT_ORDERABLE_ONLINE_MESSAGE =
  'This item cannot be ordered online. Please contact your Sales Rep.';
/** Why a protein organization cannot add a special order without the feature flag. */
export const SPECIAL_ORDER_MESSAGE = 'Special-order items are ordered through your Sales Rep.';

/** The feature flags the rule reads. */
export interface OrderabilityFlags {
  jitLineType: boolean;
  proteinSpecialOrders: boolean;
}

/** Why the organization may not order a variant, in the buyer's words, or null when it may. */
export function notOrderableReason(
  variant: { stockingType: string; lineType: string; specialOrderFlag: boolean },
  organization: { isProtein: boolean },
  flags: OrderabilityFlags,
): string | null {
  if (!isVariantOrderable(variant, flags.jitLineType)) return NOT_ORDERABLE_ONLINE_MESSAGE;
  if (variant.specialOrderFlag && organization.isProtein && !flags.proteinSpecialOrders) {
    return SPECIAL_ORDER_MESSAGE;
  }
  return null;
}
