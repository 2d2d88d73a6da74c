/**
 * Variant choice rule (spec section 5): a product can list the same unit (variant text, such as "CS")
 * more than once, one per business unit that stocks it. The buyer sees each unit once.
 *
 * Precedence within one text, first difference wins:
 * 1. in stock before out of stock, because a unit the buyer can receive beats a nearer warehouse;
 * 2. then business unit type: primary (0), secondary (1 or 2), other (3), unknown types last;
 * 3. then the order given, so the choice is stable.
 * Texts are compared trimmed and case-insensitively, as the cart matches a unit. The result keeps the
 * order in which each text first appears.
 */

/** Rank of a business unit type: primary 0, secondary 1, other 2, anything unknown 3. */
export function businessUnitTypeRank(businessUnitType: number): number {
  if (businessUnitType === 0) return 0;
  if (businessUnitType === 1 || businessUnitType === 2) return 1;
  if (businessUnitType === 3) return 2;
  return 3;
}

function isPreferred(
  candidate: { inStock: boolean; businessUnitType: number },
  held: { inStock: boolean; businessUnitType: number },
): boolean {
  if (candidate.inStock !== held.inStock) return candidate.inStock;
  return businessUnitTypeRank(candidate.businessUnitType) < businessUnitTypeRank(held.businessUnitType);
}

/** One variant per text: in stock first, then primary, secondary, other unit; in order of first appearance. */
export function chooseVariantsByText<T extends { text: string; inStock: boolean; businessUnitType: number }>(
  variants: readonly T[],
): T[] {
  const chosen = new Map<string, T>();
  for (const variant of variants) {
    const key = variant.text.trim().toLowerCase();
    const held = chosen.get(key);
    // Map keeps the insertion order of the key, so replacing a value keeps the text's first position.
    if (!held || isPreferred(variant, held)) chosen.set(key, variant);
  }
  return [...chosen.values()];
}
