import type { CategoryView, MenuItem } from '@larder/contract';
import type { CategoryRow } from './catalog-lookup.repository.ts';

/** The category tree as a menu: top categories with their subcategories, nested all the way down. */
export function categoryMenuOf(rows: readonly CategoryRow[]): MenuItem[] {
  const childrenOf = new Map<string | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const build = (parentId: string | null, depth: number): MenuItem[] =>
    (childrenOf.get(parentId) ?? []).map((row) => {
      // The depth cap only guards against a cycle in bad data; the catalog is three levels deep.
      const children = depth < 5 ? build(row.id, depth + 1) : [];
      return children.length > 0
        ? { name: row.name, url: row.url, children }
        : { name: row.name, url: row.url };
    });
  return build(null, 0);
}

/** A category with its breadcrumbs (top category first) and its direct subcategories. */
export function categoryViewOf(rows: readonly CategoryRow[], category: CategoryRow): CategoryView {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const breadcrumbs: { name: string; url: string }[] = [];
  const seen = new Set([category.id]);
  for (let up = byId.get(category.parentId ?? ''); up && !seen.has(up.id); up = byId.get(up.parentId ?? '')) {
    seen.add(up.id);
    breadcrumbs.unshift({ name: up.name, url: up.url });
  }
  return {
    id: category.id,
    name: category.name,
    url: category.url,
    level: category.level,
    breadcrumbs,
    children: rows.filter((row) => row.parentId === category.id).map(({ name, url }) => ({ name, url })),
  };
}
