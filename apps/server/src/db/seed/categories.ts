import type { categories } from '../../modules/catalog/catalog.table.ts';
import { CATEGORY_TREE, type LeafSpec, type SubcategorySpec, type TopCategorySpec } from './category-tree.ts';
import { slugify } from './names.ts';

type CategoryRow = typeof categories.$inferInsert;

/** A sub-subcategory with its ancestors: where a product is filed and what it is made of. */
export interface CatalogLeaf {
  id: string;
  top: TopCategorySpec;
  subcategory: SubcategorySpec;
  spec: LeafSpec;
  /** The subcategory's slug, which names the product image. */
  subcategorySlug: string;
  /** A stable ERP-style class code, e.g. '10102' (brand, subcategory, leaf). */
  classificationCode: string;
}

/** The category rows (three levels) and the leaves products are filed under. */
export function buildCategories(): { rows: CategoryRow[]; leaves: CatalogLeaf[] } {
  const rows: CategoryRow[] = [];
  const leaves: CatalogLeaf[] = [];
  CATEGORY_TREE.forEach((top, topIndex) => {
    const topSlug = slugify(top.name);
    rows.push({
      id: topSlug,
      name: top.name,
      parentId: null,
      level: 1,
      position: topIndex,
      url: `/products/${topSlug}/`,
    });
    top.subcategories.forEach((subcategory, subIndex) => {
      const subSlug = slugify(subcategory.name);
      const subId = `${topSlug}-${subSlug}`;
      rows.push({
        id: subId,
        name: subcategory.name,
        parentId: topSlug,
        level: 2,
        position: subIndex,
        url: `/products/${topSlug}/${subSlug}/`,
      });
      subcategory.leaves.forEach((spec, leafIndex) => {
        const leafSlug = slugify(spec.name);
        const id = `${subId}-${leafSlug}`;
        const url = `/products/${topSlug}/${subSlug}/${leafSlug}/`;
        rows.push({ id, name: spec.name, parentId: subId, level: 3, position: leafIndex, url });
        leaves.push({
          id,
          top,
          subcategory,
          spec,
          subcategorySlug: subSlug,
          classificationCode: `${top.brand}${String(subIndex + 1).padStart(2, '0')}${String(leafIndex + 1).padStart(2, '0')}`,
        });
      });
    });
  });
  return { rows, leaves };
}

/**
 * Hands out leaves in proportion to their top category's share by smooth weighted round-robin, so even a
 * 300-product catalog touches every leaf and the mix never depends on how many products are asked for.
 */
export function leafSequence(leaves: readonly CatalogLeaf[]): () => CatalogLeaf {
  const leavesPerTop = new Map<TopCategorySpec, number>();
  for (const leaf of leaves) leavesPerTop.set(leaf.top, (leavesPerTop.get(leaf.top) ?? 0) + 1);
  const weights = leaves.map((leaf) => leaf.top.share / leavesPerTop.get(leaf.top)!);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const current = weights.map(() => 0);
  return () => {
    let best = 0;
    for (let i = 0; i < weights.length; i++) {
      current[i]! += weights[i]!;
      if (current[i]! > current[best]!) best = i;
    }
    current[best]! -= total;
    return leaves[best]!;
  };
}
