/**
 * Stock selection rule (spec section 4): when a variant is stocked in more than one business unit, ship
 * from one that has it, preferring the organization's own (non-secondary) unit, which delivers on the
 * organization's route and schedule.
 */

/** The first in-stock variant not from a secondary business unit, else the first in-stock one, else null. */
export function selectStockVariant<T extends { inStock: boolean; isSecondaryBusinessUnit: boolean }>(
  variants: readonly T[],
): T | null {
  return (
    variants.find((v) => v.inStock && !v.isSecondaryBusinessUnit) ?? variants.find((v) => v.inStock) ?? null
  );
}
