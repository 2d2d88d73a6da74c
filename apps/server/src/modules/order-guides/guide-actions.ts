import {
  ORDER_GUIDE_MAX_ITEMS,
  ORGANIZATION_ID_REQUIRED_MESSAGE,
  type OrderGuideAddItemsBody,
  type OrderGuideShare,
} from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { guideShared } from '../../events/guide-shared.event.ts';
import { publish } from '../../events/publish.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { itemKey } from './guide-update.ts';
import { findUnitsOf } from './guide-catalog.repository.ts';
import {
  clearDefaultsOf,
  clearOtherDefaults,
  deleteShare,
  findMemberships,
  findShares,
  insertShare,
  upsertPreference,
} from './guide-visibility.repository.ts';
import {
  lockGuide,
  copyGuideContents,
  deleteGuide,
  findGroups,
  findItems,
  insertGroups,
  insertGuide,
  insertItems,
  updateGuide,
  updateParLevels,
} from './order-guides.repository.ts';
import { guideWith, visibleGuide, type GuideContext } from './guide-access.ts';

/** `set-preferences`, `hide`, `unhide`, `default`: the user's own marks; default is one per organization. */
export async function setPreferences(
  db: Db,
  context: GuideContext,
  guideId: number,
  preferences: { hide?: boolean; default?: boolean },
): Promise<void> {
  await visibleGuide(db, context, guideId);
  await db.transaction(async (tx) => {
    if (preferences.default) await clearOtherDefaults(tx, context.viewer, guideId);
    await upsertPreference(tx, context.viewer, guideId, {
      ...(preferences.hide === undefined ? {} : { isHidden: preferences.hide }),
      ...(preferences.default === undefined ? {} : { isDefault: preferences.default }),
    });
  });
}

/** `update-last-viewed-date/{id}`: stamps now as the user's last view of the guide. */
export async function markViewed(db: Db, context: GuideContext, guideId: number): Promise<string> {
  await visibleGuide(db, context, guideId);
  await upsertPreference(db, context.viewer, guideId, { lastViewedAt: context.now });
  return context.now.toISOString();
}

/** A copy's name: 'Copy of {name}', kept within the name limit. */
function copyName(name: string): string {
  return `Copy of ${name}`.slice(0, 100);
}

/** Copies a guide the viewer can see into the organization they act for, as their own. */
async function copyInto(db: Db, context: GuideContext, sourceId: number, name: string) {
  return db.transaction(async (tx) => {
    const guide = await insertGuide(tx, {
      organizationId: context.viewer.organizationId,
      createdByUserId: context.viewer.userId,
      name,
    });
    await copyGuideContents(tx, sourceId, guide.id);
    return { success: true as const, id: guide.id, name: guide.name };
  });
}

/** `copy/{id}`: duplicates a guide into the current organization. */
export async function copyGuide(db: Db, context: GuideContext, guideId: number) {
  const { header } = await guideWith(db, context, guideId, 'canCopy');
  return copyInto(db, context, guideId, copyName(header.guide.name));
}

/** `share-import`: copies a guide another organization shared to this one into it. */
export async function importSharedGuide(db: Db, context: GuideContext, guideId: number, name?: string) {
  const { header } = await visibleGuide(db, context, guideId);
  if (header.guide.organizationId === context.viewer.organizationId) {
    throw new AppError('RULE_BROKEN', 'This order guide already belongs to your organization.');
  }
  return copyInto(db, context, guideId, name ?? header.guide.name);
}

/** `DELETE /order-guide/{id}`. */
export async function removeGuide(db: Db, context: GuideContext, guideId: number): Promise<void> {
  await guideWith(db, context, guideId, 'canDelete');
  await deleteGuide(db, guideId);
}

/** Another organization of the user, or a 404 (never says whether it exists). */
async function otherOrganizationOfUser(db: Db, context: GuideContext, organizationId: string | undefined) {
  const id = organizationId?.trim();
  if (!id) {
    throw new AppError('VALIDATION_FAILED', ORGANIZATION_ID_REQUIRED_MESSAGE, {
      organizationId: ORGANIZATION_ID_REQUIRED_MESSAGE,
    });
  }
  const membership = (await findMemberships(db, context.viewer.userId)).find((m) => m.organizationId === id);
  if (!membership) throw notFound('The organization');
  if (id === context.viewer.organizationId) {
    throw new AppError('RULE_BROKEN', 'The order guide already belongs to this organization.');
  }
  return membership;
}

/** `transfer-ownership`: moves the guide to another organization of the user; its share to that one and default marks lapse. */
export async function transferGuide(
  db: Db,
  context: GuideContext,
  guideId: number,
  newOrganizationId: string,
): Promise<void> {
  await guideWith(db, context, guideId, 'canTransfer');
  const target = await otherOrganizationOfUser(db, context, newOrganizationId);
  await db.transaction(async (tx) => {
    await deleteShare(tx, guideId, target.organizationId);
    await clearDefaultsOf(tx, guideId);
    await updateGuide(tx, guideId, { organizationId: target.organizationId });
  });
}

async function sharesOf(db: Db, guideId: number): Promise<OrderGuideShare[]> {
  return (await findShares(db, [guideId])).map((row) => ({
    organizationId: row.organizationId,
    organizationName: row.organizationName,
  }));
}

/** `share`: shares the guide to another organization of the user ('Organization ID required' without one). */
export async function shareGuide(db: Db, context: GuideContext, guideId: number, organizationId?: string) {
  await guideWith(db, context, guideId, 'canShare');
  const target = await otherOrganizationOfUser(db, context, organizationId);
  const sharedByUserId = context.viewer.userId;
  await db.transaction(async (tx) => {
    if (await insertShare(tx, guideId, target.organizationId, sharedByUserId)) {
      await publish(tx, guideShared, { guideId, organizationId: target.organizationId, sharedByUserId });
    }
  });
  return { success: true as const, sharedWith: await sharesOf(db, guideId) };
}

/** `remove-share`: stops sharing the guide to an organization. */
export async function unshareGuide(db: Db, context: GuideContext, guideId: number, organizationId?: string) {
  await guideWith(db, context, guideId, 'canShare');
  const id = organizationId?.trim();
  if (!id) {
    throw new AppError('VALIDATION_FAILED', ORGANIZATION_ID_REQUIRED_MESSAGE, {
      organizationId: ORGANIZATION_ID_REQUIRED_MESSAGE,
    });
  }
  await deleteShare(db, guideId, id);
  return { success: true as const, sharedWith: await sharesOf(db, guideId) };
}

/** `par-levels`: sets par levels of items without an edit session. */
export async function setParLevels(
  db: Db,
  context: GuideContext,
  guideId: number,
  levels: readonly { productSku: string; unitOfMeasure: string; parLevel: number | null }[],
): Promise<void> {
  await guideWith(db, context, guideId, 'canEdit');
  await db.transaction(async (tx) => {
    const matched = await updateParLevels(tx, guideId, levels);
    if (matched < new Set(levels.map(itemKey)).size) {
      throw new AppError('RULE_BROKEN', 'Some of the items are not in this order guide.');
    }
    // A new change stamp: guide reads cached at the old one see the new par levels.
    await updateGuide(tx, guideId, {});
  });
}

/**
 * `add-items` (the order-guides widget): adds products to guides the user may edit, into a named group
 * (created when missing) or Ungrouped; items a guide already holds are left where they are.
 */
export async function addItemsToGuides(db: Db, context: GuideContext, body: OrderGuideAddItemsBody) {
  const variants = await findUnitsOf(
    db,
    body.items.map((item) => item.productSku),
  );
  const unitOf = new Map(
    variants.map((variant) => [itemKey({ ...variant, unitOfMeasure: variant.text }), variant.text]),
  );
  const unknown = body.items.find((item) => !unitOf.has(itemKey(item)));
  if (unknown) {
    throw new AppError(
      'RULE_BROKEN',
      `Unknown product or unit: ${unknown.productSku} (${unknown.unitOfMeasure}).`,
    );
  }
  const ids = [...new Set(body.orderGuideIds)];
  if (ids.includes(-1) && !body.newGuideName) {
    throw new AppError('VALIDATION_FAILED', 'Name the new order guide.', {
      newGuideName: 'Name the new order guide.',
    });
  }
  const targets = await Promise.all(
    ids.filter((id) => id !== -1).map((id) => guideWith(db, context, id, 'canEdit')),
  );
  return db.transaction(async (tx) => {
    const guides = targets.map((target) => ({ id: target.header.guide.id, name: target.header.guide.name }));
    if (ids.includes(-1)) {
      const created = await insertGuide(tx, {
        organizationId: context.viewer.organizationId,
        createdByUserId: context.viewer.userId,
        name: body.newGuideName!,
        categoryType: 'customGroups',
      });
      guides.push({ id: created.id, name: created.name });
    }
    const results = [];
    for (const guide of guides) {
      await lockGuide(tx, guide.id);
      const [groups, items] = await Promise.all([findGroups(tx, guide.id), findItems(tx, guide.id)]);
      const held = new Set(items.map(itemKey));
      const fresh = body.items.filter((item, index, all) => {
        const key = itemKey(item);
        return !held.has(key) && all.findIndex((other) => itemKey(other) === key) === index;
      });
      if (items.length + fresh.length > ORDER_GUIDE_MAX_ITEMS) {
        throw new AppError(
          'RULE_BROKEN',
          `"${guide.name}" would hold more than ${ORDER_GUIDE_MAX_ITEMS.toLocaleString('en-US')} items.`,
        );
      }
      let groupId: number | null = null;
      if (body.groupName && fresh.length > 0) {
        const wanted = body.groupName.toLowerCase();
        groupId =
          groups.find((group) => group.name.toLowerCase() === wanted)?.id ??
          (await insertGroups(tx, [{ guideId: guide.id, name: body.groupName, position: -1 }]))[0]!.id;
      }
      const lastSequence = items.reduce((max, item) => Math.max(max, item.itemSequence), 0);
      const lastInGroup = items
        .filter((item) => item.groupId === groupId)
        .reduce((max, item) => Math.max(max, item.displayOrder), 0);
      await insertItems(
        tx,
        fresh.map((item, index) => ({
          guideId: guide.id,
          groupId,
          productSku: item.productSku,
          unitOfMeasure: unitOf.get(itemKey(item))!,
          itemSequence: lastSequence + index + 1,
          displayOrder: lastInGroup + index + 1,
        })),
      );
      await updateGuide(tx, guide.id, {});
      results.push({ id: guide.id, name: guide.name, addedCount: fresh.length });
    }
    return { success: true as const, guides: results };
  });
}
