/**
 * Stocking type rule (spec sections 3, 5 and 6): a variant's stocking type says how the distributor
 * holds it: P, U and Z are carried in the warehouse, J is bought just in time from the supplier after
 * the order. J items are orderable online only where the JIT line-type feature flag is on, and with that
 * flag the S2 line type (a line the ERP cannot take just in time) is excluded.
 *
 * ERP codes can arrive space-padded or in lower case, so codes are compared trimmed and upper-cased.
 */

/** Every stocking type a variant can carry. */
export const STOCKING_TYPES = ['P', 'U', 'J', 'Z'] as const;

/** One stocking type code. */
export type StockingType = (typeof STOCKING_TYPES)[number];

/** The stocking type of just-in-time variants. */
export const JIT_STOCKING_TYPE: StockingType = 'J';

/** The line type the JIT line-type flag excludes. */
export const EXCLUDED_JIT_LINE_TYPE = 'S2';

const code = (value: string) => value.trim().toUpperCase();

/** The stocking types considered orderable: P, U, Z, and J only with the JIT line-type flag. */
export function consideredStockingTypes(jitLineTypeFlag: boolean): string[] {
  return jitLineTypeFlag ? ['P', 'U', 'Z', JIT_STOCKING_TYPE] : ['P', 'U', 'Z'];
}

/** Whether a variant may be ordered online: its stocking type is considered and, with the flag, its line type is not S2. */
export function isVariantOrderable(
  variant: { stockingType: string; lineType: string },
  jitLineTypeFlag: boolean,
): boolean {
  if (!consideredStockingTypes(jitLineTypeFlag).includes(code(variant.stockingType))) return false;
  return !(jitLineTypeFlag && code(variant.lineType) === EXCLUDED_JIT_LINE_TYPE);
}

/** Whether a variant is bought just in time (stocking type J). */
export function isJitVariant(variant: { stockingType: string }): boolean {
  return code(variant.stockingType) === JIT_STOCKING_TYPE;
}

/**
 * Whether orders of a variant are limited to its stock (ADR 020): P, U and Z are carried in the warehouse,
 * so a submit can take only what is on hand less what open orders hold; J is bought from the supplier
 * after the order, so any quantity can be ordered and nothing is allocated.
 */
export function isStockLimited(variant: { stockingType: string }): boolean {
  return !isJitVariant(variant);
}

/** Why a stock-limited line cannot be ordered at all: nothing of it is left. */
export const OUT_OF_STOCK_MESSAGE = 'Out of stock. Remove it to submit, or ask to be told when it is back.';
