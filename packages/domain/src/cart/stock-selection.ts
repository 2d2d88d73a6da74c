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

/** Where a variant is stocked: its primary business unit and, for some, a secondary one. */
export interface StockedVariant {
  businessUnitId: string;
  primaryStock: number;
  secondaryBusinessUnitId: string | null;
  secondaryStock: number | null;
}

/** The business unit a new cart line ships from: the one with stock, preferring the primary; the primary when neither has any. */
export function shippingUnitOf(variant: StockedVariant): string {
  const options = [
    { unit: variant.businessUnitId, inStock: variant.primaryStock > 0, isSecondaryBusinessUnit: false },
    ...(variant.secondaryBusinessUnitId
      ? [
          {
            unit: variant.secondaryBusinessUnitId,
            inStock: (variant.secondaryStock ?? 0) > 0,
            isSecondaryBusinessUnit: true,
          },
        ]
      : []),
  ];
  return selectStockVariant(options)?.unit ?? variant.businessUnitId;
}
