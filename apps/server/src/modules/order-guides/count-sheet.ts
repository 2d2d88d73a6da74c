import type { OrderGuideCountSheet, StorageArea } from '@larder/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { visibleGuide, type GuideContext } from './guide-access.ts';
import { orderGuideCounts, orderGuideStorageOrders } from './count-sheet.table.ts';

/** The guide, when it is the viewer's organization's own: storage order and counts are that kitchen's. */
async function ownGuide(db: Db, context: GuideContext, guideId: number): Promise<void> {
  const { header } = await visibleGuide(db, context, guideId);
  if (header.guide.organizationId !== context.viewer.organizationId) {
    throw new AppError('FORBIDDEN', 'Only the organization that owns this order guide can count with it.');
  }
}

/** `GET /web-api/order-guide/count-sheet`: the guide's storage order and the last count of each item. */
export async function countSheetOf(
  db: Db,
  context: GuideContext,
  guideId: number,
): Promise<OrderGuideCountSheet> {
  await ownGuide(db, context, guideId);
  const [order, counts] = await Promise.all([
    db.select().from(orderGuideStorageOrders).where(eq(orderGuideStorageOrders.guideId, guideId)),
    db.select().from(orderGuideCounts).where(eq(orderGuideCounts.guideId, guideId)),
  ]);
  return {
    orderGuideId: guideId,
    areas: order[0]?.areas ?? [],
    counts: counts.map((row) => ({
      productSku: row.productSku,
      unitOfMeasure: row.unitOfMeasure,
      onHand: row.onHand,
      countedAt: row.countedAt.toISOString(),
    })),
  };
}

/** `POST /web-api/order-guide/storage-order`: keeps the areas the buyer walks, each item in one area once. */
export async function setStorageOrder(
  db: Db,
  context: GuideContext,
  guideId: number,
  areas: readonly StorageArea[],
): Promise<OrderGuideCountSheet> {
  await ownGuide(db, context, guideId);
  const seen = new Set<string>();
  // An item placed in two areas is counted where it was put first: one count per item.
  const kept = areas.map((area) => ({
    name: area.name,
    items: area.items.filter((item) => {
      const key = `${item.productSku}|${item.unitOfMeasure.toLowerCase()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  }));
  await db
    .insert(orderGuideStorageOrders)
    .values({ guideId, areas: kept })
    .onConflictDoUpdate({
      target: orderGuideStorageOrders.guideId,
      set: { areas: kept, updatedAt: sql`now()` },
    });
  return countSheetOf(db, context, guideId);
}

/** `POST /web-api/order-guide/counts`: keeps on-hand counts taken now, replacing each item's previous one. */
export async function saveCounts(
  db: Db,
  context: GuideContext,
  guideId: number,
  counts: readonly { productSku: string; unitOfMeasure: string; onHand: number }[],
): Promise<OrderGuideCountSheet> {
  await ownGuide(db, context, guideId);
  const byItem = new Map(counts.map((count) => [`${count.productSku}|${count.unitOfMeasure}`, count]));
  await db
    .insert(orderGuideCounts)
    .values([...byItem.values()].map((count) => ({ guideId, ...count, countedAt: context.now })))
    .onConflictDoUpdate({
      target: [orderGuideCounts.guideId, orderGuideCounts.productSku, orderGuideCounts.unitOfMeasure],
      set: { onHand: sql`excluded.on_hand`, countedAt: sql`excluded.counted_at` },
    });
  return countSheetOf(db, context, guideId);
}
