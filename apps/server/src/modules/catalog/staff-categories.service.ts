import type { StaffCategoryEdit, StaffCategoryTree } from '@larder/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { lockCatalogWrites, listCategoryNodes, type CategoryNode } from './catalog-feed.repository.ts';
import { categories } from './catalog.table.ts';
import { listCategoriesWithCounts, refreshProductCategoryTexts } from './staff-catalog.repository.ts';

/** The tree is three levels deep (category, subcategory, sub-subcategory): the product's three texts. */
const MAX_DEPTH = 3;

/** `GET /web-api/staff/catalog/categories`: the whole tree with the items filed under each node. */
export async function staffCategoryTree(db: Db): Promise<StaffCategoryTree> {
  return { categories: await listCategoriesWithCounts(db) };
}

function refuse(field: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** The node and every node below it. */
function subtreeOf(tree: readonly CategoryNode[], id: string): CategoryNode[] {
  const found = tree.filter((node) => node.id === id);
  for (let i = 0; i < found.length; i++) {
    found.push(...tree.filter((node) => node.parentId === found[i]!.id));
  }
  return found;
}

/**
 * `PATCH /web-api/staff/catalog/categories/:id`: renames a category, moves it (with what is below it) under
 * another parent, or puts it at another place among its siblings; audited. Its items' category texts follow
 * at once (search, menus and pages read them); a moved category's pages move with it.
 */
export async function editStaffCategory(
  db: Db,
  staff: SessionUser,
  id: string,
  edit: StaffCategoryEdit,
): Promise<StaffCategoryTree> {
  await db.transaction(async (tx) => {
    await lockCatalogWrites(tx);
    const tree = await listCategoryNodes(tx);
    const node = tree.find((candidate) => candidate.id === id);
    if (!node) throw notFound('The category');
    const subtree = subtreeOf(tree, id);
    const parentId = edit.parentId === undefined ? node.parentId : edit.parentId;
    const parent = parentId === null ? null : tree.find((candidate) => candidate.id === parentId);
    if (parent === undefined) refuse('parentId', `No category ${parentId}.`);
    if (parent && subtree.some((below) => below.id === parent.id))
      refuse('parentId', 'A category cannot move under itself or one of its own subcategories.');
    const level = (parent?.level ?? 0) + 1;
    const depthBelow = Math.max(...subtree.map((below) => below.level)) - node.level;
    if (level + depthBelow > MAX_DEPTH)
      refuse('parentId', 'Categories go three levels deep at most: this move would make a fourth.');
    const name = edit.name ?? node.name;
    const siblings = tree
      .filter((candidate) => candidate.parentId === (parent?.id ?? null) && candidate.id !== id)
      .sort((a, b) => a.position - b.position);
    if (siblings.some((sibling) => sibling.name.toLowerCase() === name.toLowerCase()))
      refuse(edit.name ? 'name' : 'parentId', `There is a category ${name} there already.`);
    const moved = parent?.id !== node.parentId && edit.parentId !== undefined;
    const place = Math.min(edit.position ?? (moved ? siblings.length : node.position), siblings.length);
    siblings.splice(place, 0, node);
    for (const [position, sibling] of siblings.entries()) {
      if (sibling.id !== id && sibling.position !== position)
        await tx.update(categories).set({ position }).where(eq(categories.id, sibling.id));
    }
    const base = parent ? parent.url : '/products/';
    const url = moved ? `${base}${node.url.split('/').filter(Boolean).at(-1)}/` : node.url;
    await tx
      .update(categories)
      .set({ name, parentId: parent?.id ?? null, level, position: place, url })
      .where(eq(categories.id, id));
    if (moved) {
      // Everything below follows: its level and its page address under the new one.
      await tx.execute(sql`
        with recursive below as (
          select c.id, ${url}::text as url, ${level}::int as level from ${categories} c where c.id = ${id}
          union all
          select c.id, below.url || split_part(rtrim(c.url, '/'), '/', -1) || '/', below.level + 1
          from below join ${categories} c on c.parent_id = below.id
        )
        update ${categories} c set url = below.url, level = below.level from below
        where c.id = below.id and c.id <> ${id}`);
    }
    if (moved || name !== node.name)
      await refreshProductCategoryTexts(
        tx,
        subtree.map((below) => below.id),
      );
    await recordStaffChange(tx, staff, {
      action: 'category.edit',
      subjectType: 'category',
      subjectId: id,
      before: { name: node.name, parentId: node.parentId, position: node.position, url: node.url },
      after: { name, parentId: parent?.id ?? null, position: place, url },
    });
  });
  return staffCategoryTree(db);
}
