/** The default variant rule (spec section 4): at most one variant of an item is the default. */

/** Makes the variant with `code` the item's only default; an unknown code leaves the variants as they are. */
export function setDefaultVariant<V extends { code: string; isDefault: boolean }>(
  variants: readonly V[],
  code: string,
): V[] {
  if (!variants.some((v) => v.code === code)) return [...variants];
  return variants.map((v) => (v.isDefault === (v.code === code) ? v : { ...v, isDefault: v.code === code }));
}
