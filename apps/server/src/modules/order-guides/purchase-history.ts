import { ORDER_GUIDE_MAX_ITEMS } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import {
  deleteAllItems,
  insertItems,
  lockGuide,
  updateGuide,
  type GuideViewer,
} from './order-guides.repository.ts';
import {
  findOrInsertPurchaseHistoryGuide,
  findPurchaseHistoryGuide,
  findRecentPurchases,
} from './purchase-history.repository.ts';

/** How far back the purchase-history guide looks. */
export const PURCHASE_HISTORY_DAYS = 90;

/** How old a purchase-history guide may be before reading it rebuilds it first. */
export const PURCHASE_HISTORY_REFRESH_MS = 10 * 60_000;

/** The purchase-history guide's name. */
export const PURCHASE_HISTORY_NAME = 'Purchase history';

/** What the purchase-history guide says when nothing was ordered lately. */
export const PURCHASE_HISTORY_EMPTY_MESSAGE = `Nothing was ordered in the last ${PURCHASE_HISTORY_DAYS} days. Items you order appear here.`;

/** Rebuilds a purchase-history guide's items from the organization's orders of the last 90 days. */
export async function rebuildPurchaseHistory(db: Db, guideId: number, organizationId: string, now: Date) {
  const since = new Date(now.getTime() - PURCHASE_HISTORY_DAYS * 86_400_000);
  const purchases = await findRecentPurchases(db, organizationId, since, ORDER_GUIDE_MAX_ITEMS);
  await db.transaction(async (tx) => {
    await lockGuide(tx, guideId);
    await deleteAllItems(tx, guideId);
    await insertItems(
      tx,
      purchases.map((purchase, index) => ({
        guideId,
        groupId: null,
        productSku: purchase.productSku,
        unitOfMeasure: purchase.unitOfMeasure,
        itemSequence: index + 1,
        displayOrder: index + 1,
      })),
    );
    await updateGuide(tx, guideId, { refreshedAt: now });
  });
}

/**
 * Makes sure the organization's purchase-history guide exists once it has ordered in the last 90 days, and
 * rebuilds it when it is older than `maxAgeMs`.
 */
export async function ensurePurchaseHistory(db: Db, viewer: GuideViewer, now: Date, maxAgeMs: number) {
  let guide = await findPurchaseHistoryGuide(db, viewer.organizationId);
  if (!guide) {
    const since = new Date(now.getTime() - PURCHASE_HISTORY_DAYS * 86_400_000);
    if ((await findRecentPurchases(db, viewer.organizationId, since, 1)).length === 0) return;
    guide = await findOrInsertPurchaseHistoryGuide(db, {
      organizationId: viewer.organizationId,
      createdByUserId: viewer.userId,
      name: PURCHASE_HISTORY_NAME,
      noProductsMessage: PURCHASE_HISTORY_EMPTY_MESSAGE,
    });
  }
  const age = guide.refreshedAt ? now.getTime() - guide.refreshedAt.getTime() : Infinity;
  if (age > maxAgeMs) await rebuildPurchaseHistory(db, guide.id, viewer.organizationId, now);
}
