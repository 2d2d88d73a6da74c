import {
  ORDER_GUIDE_MAX_ITEMS,
  type orderGuideUpdateBodySchema,
  type OrderGuideUpdateLineItem,
} from '@larder/contract';
import { SUBSTITUTIONS_GROUP, UNGROUPED } from '@larder/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { guideWith, type GuideContext } from './guide-access.ts';
import { findUnitsOf } from './guide-catalog.repository.ts';
import {
  deleteGroups,
  lockGuide,
  deleteItems,
  findGroups,
  findItems,
  insertGroups,
  insertGuide,
  insertItems,
  updateGroup,
  updateGuide,
  updateItemPlacements,
  type ItemPlacement,
} from './order-guides.repository.ts';

/** The key of an item in a guide: sku and unit, the unit compared without case. */
export function itemKey(item: { productSku: string; unitOfMeasure: string }): string {
  return `${item.productSku}\u0000${item.unitOfMeasure.toLowerCase()}`;
}

function rule(message: string, fields?: Record<string, string>): AppError {
  return new AppError('RULE_BROKEN', message, fields);
}

/** The update body as validated. */
type UpdateBody = z.output<typeof orderGuideUpdateBodySchema>;

/** The update body after the rules: named groups in order, Ungrouped's items, and the keys removed. */
interface Plan {
  groups: { name: string; items: OrderGuideUpdateLineItem[] }[];
  ungrouped: OrderGuideUpdateLineItem[];
  removed: Set<string>;
}

/** Checks the body's shape rules that the schema cannot: unique group names and items, nothing both kept and removed. */
function planOf(body: Pick<UpdateBody, 'categories' | 'removedLineItems'>): Plan {
  const groups: Plan['groups'] = [];
  const ungrouped: OrderGuideUpdateLineItem[] = [];
  const names = new Set<string>();
  const seen = new Set<string>();
  for (const category of body.categories) {
    const lower = category.name.trim().toLowerCase();
    if (lower === SUBSTITUTIONS_GROUP.toLowerCase()) continue;
    for (const item of category.lineItems) {
      const key = itemKey(item);
      if (seen.has(key)) {
        throw rule(`${item.productSku} (${item.unitOfMeasure}) is in the guide twice.`);
      }
      seen.add(key);
    }
    if (lower === UNGROUPED.toLowerCase()) {
      ungrouped.push(...category.lineItems);
      continue;
    }
    if (names.has(lower)) throw rule(`There are two groups named "${category.name.trim()}".`);
    names.add(lower);
    groups.push({ name: category.name.trim(), items: category.lineItems });
  }
  const removed = new Set((body.removedLineItems ?? []).map(itemKey));
  for (const key of removed) {
    if (seen.has(key)) {
      const [sku] = key.split('\u0000');
      throw rule(`${sku} cannot be both kept and removed.`);
    }
  }
  return { groups, ungrouped, removed };
}

/** Items new to the guide must be real products in a unit they are sold in. */
async function checkNewItems(db: Db, context: GuideContext, items: readonly OrderGuideUpdateLineItem[]) {
  if (items.length === 0) return new Map<string, string>();
  const variants = await findUnitsOf(
    db,
    items.map((item) => item.productSku),
  );
  const units = new Map(
    variants.map((variant) => [itemKey({ ...variant, unitOfMeasure: variant.text }), variant.text]),
  );
  const unknown = items.filter((item) => !units.has(itemKey(item)));
  if (unknown.length > 0) {
    const listed = unknown
      .slice(0, 5)
      .map((item) => `${item.productSku} (${item.unitOfMeasure})`)
      .join(', ');
    throw rule(
      `Unknown product or unit: ${listed}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}.`,
    );
  }
  return units;
}

/**
 * `POST /web-api/order-guide/update`: saves the new arrangement in one transaction. Groups are matched by
 * name (case-insensitive) so they keep their identity; groups not named are deleted and their items fall
 * to Ungrouped, as are items named nowhere; a non-editable group cannot be deleted. id -1 creates the guide.
 */
export async function updateGuideArrangement(
  db: Db,
  context: GuideContext,
  body: UpdateBody,
): Promise<{ id: number }> {
  const plan = planOf(body);
  const existing = body.id === -1 ? null : await guideWith(db, context, body.id, 'canEdit');
  return db.transaction(async (tx) => {
    const guideId =
      existing?.header.guide.id ??
      (
        await insertGuide(tx, {
          organizationId: context.viewer.organizationId,
          createdByUserId: context.viewer.userId,
          name: body.name,
          categoryType: body.categoryType ?? 'customGroups',
        })
      ).id;
    await lockGuide(tx, guideId);
    const [groups, items] = await Promise.all([findGroups(tx, guideId), findItems(tx, guideId)]);
    const itemsByKey = new Map(items.map((item) => [itemKey(item), item]));
    const listed = [...plan.groups.flatMap((group) => group.items), ...plan.ungrouped];
    const fresh = listed.filter((item) => !itemsByKey.has(itemKey(item)));
    const units = await checkNewItems(tx, context, fresh);
    const keptCount = items.filter((item) => !plan.removed.has(itemKey(item))).length + fresh.length;
    if (keptCount > ORDER_GUIDE_MAX_ITEMS) {
      throw rule(`A guide holds at most ${ORDER_GUIDE_MAX_ITEMS.toLocaleString('en-US')} items.`);
    }

    const groupsByName = new Map(groups.map((group) => [group.name.toLowerCase(), group]));
    const keptGroupIds = new Set<number>();
    const groupIdOf = new Map<string, number>();
    const toInsert: { name: string; position: number }[] = [];
    for (const [position, group] of plan.groups.entries()) {
      const current = groupsByName.get(group.name.toLowerCase());
      if (current) {
        keptGroupIds.add(current.id);
        groupIdOf.set(group.name, current.id);
        if (current.name !== group.name || current.position !== position) {
          if (!current.isEditable && current.name !== group.name) {
            throw rule(`The group "${current.name}" cannot be renamed.`);
          }
          await updateGroup(tx, current.id, { name: group.name, position });
        }
      } else toInsert.push({ name: group.name, position });
    }
    const dropped = groups.filter((group) => !keptGroupIds.has(group.id));
    const locked = dropped.find((group) => !group.isEditable);
    if (locked) throw rule(`The group "${locked.name}" cannot be deleted.`);
    await deleteGroups(
      tx,
      dropped.map((group) => group.id),
    );
    for (const inserted of await insertGroups(
      tx,
      toInsert.map((group) => ({ guideId, ...group })),
    )) {
      groupIdOf.set(inserted.name, inserted.id);
    }

    const named = new Set(listed.map(itemKey));
    const leftOver = items
      .filter((item) => !named.has(itemKey(item)) && !plan.removed.has(itemKey(item)))
      .map((item) => ({
        productSku: item.productSku,
        unitOfMeasure: item.unitOfMeasure,
        expiryDate: item.expiryDate,
        effectiveDate: item.effectiveDate,
        parLevel: item.parLevel,
      }));
    const placements: ItemPlacement[] = [];
    const inserts: Parameters<typeof insertItems>[1] = [];
    let sequence = 0;
    const place = (groupId: number | null, list: readonly OrderGuideUpdateLineItem[]) => {
      for (const [index, item] of list.entries()) {
        const current = itemsByKey.get(itemKey(item));
        const fields = {
          groupId,
          itemSequence: ++sequence,
          displayOrder: index + 1,
          effectiveDate:
            item.effectiveDate === undefined ? (current?.effectiveDate ?? null) : item.effectiveDate,
          expiryDate: item.expiryDate === undefined ? (current?.expiryDate ?? null) : item.expiryDate,
          parLevel: item.parLevel === undefined ? (current?.parLevel ?? null) : item.parLevel,
        };
        if (current) placements.push({ id: current.id, ...fields });
        else {
          const unit = units.get(itemKey(item)) ?? item.unitOfMeasure;
          inserts.push({ guideId, productSku: item.productSku, unitOfMeasure: unit, ...fields });
        }
      }
    };
    for (const group of plan.groups) place(groupIdOf.get(group.name)!, group.items);
    place(null, [...plan.ungrouped, ...leftOver]);

    await deleteItems(
      tx,
      items.filter((item) => plan.removed.has(itemKey(item))).map((item) => item.id),
    );
    await updateItemPlacements(tx, placements);
    await insertItems(tx, inserts);
    await updateGuide(tx, guideId, {
      name: body.name,
      ...(body.categoryType ? { categoryType: body.categoryType } : {}),
    });
    return { id: guideId };
  });
}
