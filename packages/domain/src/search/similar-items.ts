/**
 * Similar items (spec section 2, see-similar-items modal): in-stock products of the same subcategory,
 * the closest first: same brand, then same pack size, then same sub-subcategory, then by name.
 */

/** What similarity is judged on. */
export interface SimilarityFields {
  sku: string;
  name: string;
  brand: string;
  packSize: string;
  subcategory: string;
  subsubcategory: string;
  inStock: boolean;
}

/** How close a candidate is to the product: higher is closer; brand weighs most, then pack, then leaf. */
export function similarityScore(product: SimilarityFields, candidate: SimilarityFields): number {
  return (
    (candidate.brand === product.brand ? 4 : 0) +
    (candidate.packSize === product.packSize ? 2 : 0) +
    (candidate.subsubcategory === product.subsubcategory ? 1 : 0)
  );
}

/** The in-stock candidates of the product's subcategory other than itself, closest first, at most `limit`. */
export function rankSimilarItems<T extends SimilarityFields>(
  product: SimilarityFields,
  candidates: readonly T[],
  limit = 8,
): T[] {
  return candidates
    .filter((c) => c.sku !== product.sku && c.inStock && c.subcategory === product.subcategory)
    .map((c) => ({ c, score: similarityScore(product, c) }))
    .sort((a, b) => b.score - a.score || a.c.name.localeCompare(b.c.name))
    .slice(0, limit)
    .map(({ c }) => c);
}
