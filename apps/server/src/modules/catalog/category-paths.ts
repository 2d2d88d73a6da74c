import type { CategoryNode } from './catalog-feed.repository.ts';
import { slugify } from './catalog-slug.ts';

/** The names of a category path as they compare: case-blind, spaces trimmed. */
export function pathNames(path: readonly string[]): string[] {
  return path.map((name) => name.trim().toLowerCase());
}

/** The key of a category path (names compare case-blind, spaces trimmed). */
export function pathKey(path: readonly string[]): string {
  return pathNames(path).join('\u0000');
}

/**
 * Finds each path's deepest category in the tree, planning the categories that do not exist yet: a path
 * `Produce > Tomatoes` reuses Produce and adds Tomatoes under it, last among its siblings, with a page URL
 * made of the slugs (`/products/produce/tomatoes/`) and an id that is unique in the tree.
 */
export function resolveCategoryPaths(
  tree: readonly CategoryNode[],
  paths: readonly (readonly string[])[],
): { idOf: Map<string, string>; created: CategoryNode[] } {
  const byParentAndName = new Map<string, CategoryNode>();
  const nextPosition = new Map<string, number>();
  const ids = new Set<string>();
  const urls = new Set<string>();
  const remember = (node: CategoryNode) => {
    byParentAndName.set(`${node.parentId ?? ''}\u0000${node.name.trim().toLowerCase()}`, node);
    const parent = node.parentId ?? '';
    nextPosition.set(parent, Math.max(nextPosition.get(parent) ?? 0, node.position + 1));
    ids.add(node.id);
    urls.add(node.url.toLowerCase());
  };
  tree.forEach(remember);
  const created: CategoryNode[] = [];
  const idOf = new Map<string, string>();
  for (const path of paths) {
    const key = pathKey(path);
    if (idOf.has(key)) continue;
    let parent: CategoryNode | null = null;
    for (const [depth, name] of path.entries()) {
      const found = byParentAndName.get(`${parent?.id ?? ''}\u0000${name.trim().toLowerCase()}`);
      if (found) {
        parent = found;
        continue;
      }
      const slug = slugify(name) || 'category';
      const baseId = parent ? `${parent.id}-${slug}` : slug;
      const baseUrl = parent ? `${parent.url}${slug}/` : `/products/${slug}/`;
      let id = baseId;
      let url = baseUrl;
      for (let n = 2; ids.has(id) || urls.has(url.toLowerCase()); n++) {
        id = `${baseId}-${n}`;
        url = `${baseUrl.slice(0, -1)}-${n}/`;
      }
      const node: CategoryNode = {
        id,
        name: name.trim(),
        parentId: parent?.id ?? null,
        level: depth + 1,
        position: nextPosition.get(parent?.id ?? '') ?? 0,
        url,
      };
      remember(node);
      created.push(node);
      parent = node;
    }
    idOf.set(key, parent!.id);
  }
  return { idOf, created };
}
