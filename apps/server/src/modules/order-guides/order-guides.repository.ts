import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../catalog/catalog.read-model.ts';
import {
  orderGuideGroups,
  orderGuideItems,
  orderGuideSubstitutions,
  orderGuides,
} from './order-guides.table.ts';
import { queryRows } from '../../db/query-rows.ts';

// A guide's own rows: the guide, its groups, items and substitutions, read and written.

/** Who looks at guides: the user and the organization they act for. */
export interface GuideViewer {
  userId: string;
  organizationId: string;
}

/** A pending upload of the viewer, or null. */
export async function findPendingUpload(db: Db, viewer: GuideViewer, guideId: number) {
  const [row] = await db
    .select()
    .from(orderGuides)
    .where(
      and(
        eq(orderGuides.id, guideId),
        eq(orderGuides.status, 'pending'),
        eq(orderGuides.organizationId, viewer.organizationId),
        eq(orderGuides.createdByUserId, viewer.userId),
      ),
    );
  return row ?? null;
}

/** The custom groups of a guide, in display order. */
export async function findGroups(db: Db, guideId: number) {
  return db
    .select()
    .from(orderGuideGroups)
    .where(eq(orderGuideGroups.guideId, guideId))
    .orderBy(asc(orderGuideGroups.position), asc(orderGuideGroups.id));
}

/** A guide group row. */
export type GroupRow = Awaited<ReturnType<typeof findGroups>>[number];

const itemColumns = {
  id: orderGuideItems.id,
  groupId: orderGuideItems.groupId,
  productSku: orderGuideItems.productSku,
  unitOfMeasure: orderGuideItems.unitOfMeasure,
  itemSequence: orderGuideItems.itemSequence,
  displayOrder: orderGuideItems.displayOrder,
  effectiveDate: orderGuideItems.effectiveDate,
  expiryDate: orderGuideItems.expiryDate,
  parLevel: orderGuideItems.parLevel,
  name: products.name,
  brandName: products.brand,
  imageUrl: products.imageUrl,
  gtin: products.gtin,
  category: products.category,
  subcategory: products.subcategory,
  isDiscontinued: sql<boolean>`${products.discontinuedAt} is not null`,
  substituteSkus: products.substituteSkus,
};

/** The items of a guide with their product, in guide order. */
export async function findItems(db: Db, guideId: number) {
  return db
    .select(itemColumns)
    .from(orderGuideItems)
    .innerJoin(products, eq(products.sku, orderGuideItems.productSku))
    .where(eq(orderGuideItems.guideId, guideId))
    .orderBy(asc(orderGuideItems.itemSequence), asc(orderGuideItems.id));
}

/** A guide item with its product. */
export type ItemRow = Awaited<ReturnType<typeof findItems>>[number];

/** What arranging, searching and paging a guide read of an item: its placement and its product's name, brand and category. */
export type ItemKeyRow = Pick<
  ItemRow,
  'id' | 'groupId' | 'productSku' | 'itemSequence' | 'displayOrder' | 'name' | 'brandName' | 'category'
>;

/** The substitutions of a guide's items, with their product, in order. */
export async function findSubstitutions(db: Db, guideId: number) {
  return db
    .select({
      itemId: orderGuideSubstitutions.itemId,
      productSku: orderGuideSubstitutions.productSku,
      unitOfMeasure: orderGuideSubstitutions.unitOfMeasure,
      name: products.name,
      brandName: products.brand,
      imageUrl: products.imageUrl,
      gtin: products.gtin,
      category: products.category,
      subcategory: products.subcategory,
    })
    .from(orderGuideSubstitutions)
    .innerJoin(orderGuideItems, eq(orderGuideItems.id, orderGuideSubstitutions.itemId))
    .innerJoin(products, eq(products.sku, orderGuideSubstitutions.productSku))
    .where(eq(orderGuideItems.guideId, guideId))
    .orderBy(asc(orderGuideSubstitutions.itemId), asc(orderGuideSubstitutions.position));
}

/**
 * The products the distributor offers instead of the guide's discontinued items (ADR 039), those still
 * sold: what the guide shows beside each discontinued item.
 */
export async function findDiscontinuedSubstitutes(db: Db, guideId: number) {
  return queryRows<{ sku: string; name: string; imageUrl: string }>(
    db,
    sql`
    select distinct sub.sku, sub.name, sub.image_url as "imageUrl"
    from ${orderGuideItems} gi
    join ${products} p on p.sku = gi.product_sku and p.discontinued_at is not null
    cross join unnest(p.substitute_skus) as s(sku)
    join ${products} sub on sub.sku = s.sku and sub.discontinued_at is null
    where gi.guide_id = ${guideId}`,
  );
}

/** A substitution with its product. */
export type SubstitutionRow = Awaited<ReturnType<typeof findSubstitutions>>[number];

/** Inserts a guide and returns it. */
export async function insertGuide(db: Db, values: typeof orderGuides.$inferInsert) {
  const [row] = await db.insert(orderGuides).values(values).returning();
  return row!;
}

/** Locks a guide's row until the transaction ends, so concurrent changes to one guide take turns. */
export async function lockGuide(db: Db, guideId: number) {
  await db.execute(sql`select id from ${orderGuides} where id = ${guideId} for update`);
}

/** Changes a guide's own fields and bumps its update time. */
export async function updateGuide(db: Db, guideId: number, values: Partial<typeof orderGuides.$inferInsert>) {
  await db
    .update(orderGuides)
    // The wall clock, not the transaction's start: every change gets its own stamp, even under contention.
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(eq(orderGuides.id, guideId));
}

/** Deletes a guide with everything it holds. */
export async function deleteGuide(db: Db, guideId: number) {
  await db.delete(orderGuides).where(eq(orderGuides.id, guideId));
}

/** Inserts groups, returning their ids in order. */
export async function insertGroups(db: Db, values: (typeof orderGuideGroups.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db
    .insert(orderGuideGroups)
    .values(values)
    .returning({ id: orderGuideGroups.id, name: orderGuideGroups.name });
}

/** Updates one group's name and position. */
export async function updateGroup(db: Db, groupId: number, values: { name: string; position: number }) {
  await db.update(orderGuideGroups).set(values).where(eq(orderGuideGroups.id, groupId));
}

/** Deletes groups (their items fall to Ungrouped). */
export async function deleteGroups(db: Db, groupIds: readonly number[]) {
  if (groupIds.length === 0) return;
  await db.delete(orderGuideGroups).where(inArray(orderGuideGroups.id, [...groupIds]));
}

const CHUNK = 1000;

/** Inserts items in chunks, returning their ids with their key. */
export async function insertItems(db: Db, values: (typeof orderGuideItems.$inferInsert)[]) {
  const ids: { id: number; productSku: string; unitOfMeasure: string }[] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    ids.push(
      ...(await db
        .insert(orderGuideItems)
        .values(values.slice(start, start + CHUNK))
        .returning({
          id: orderGuideItems.id,
          productSku: orderGuideItems.productSku,
          unitOfMeasure: orderGuideItems.unitOfMeasure,
        })),
    );
  }
  return ids;
}

/** The placement and fields of an existing item, as an update sets them. */
export interface ItemPlacement {
  id: number;
  groupId: number | null;
  itemSequence: number;
  displayOrder: number;
  effectiveDate: string | null;
  expiryDate: string | null;
  parLevel: number | null;
}

/** Rewrites the placement of many items with one statement per chunk. */
export async function updateItemPlacements(db: Db, placements: readonly ItemPlacement[]) {
  for (let start = 0; start < placements.length; start += CHUNK) {
    const chunk = placements.slice(start, start + CHUNK);
    const rows = sql.join(
      chunk.map(
        (p) =>
          sql`(${p.id}::int, ${p.groupId}::int, ${p.itemSequence}::int, ${p.displayOrder}::int, ${p.effectiveDate}::date, ${p.expiryDate}::date, ${p.parLevel}::int)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update ${orderGuideItems} as i set
        group_id = v.group_id, item_sequence = v.item_sequence, display_order = v.display_order,
        effective_date = v.effective_date, expiry_date = v.expiry_date, par_level = v.par_level
      from (values ${rows}) as v(id, group_id, item_sequence, display_order, effective_date, expiry_date, par_level)
      where i.id = v.id`);
  }
}

/** Sets par levels of items of a guide by key; returns how many items matched. */
export async function updateParLevels(
  db: Db,
  guideId: number,
  levels: readonly { productSku: string; unitOfMeasure: string; parLevel: number | null }[],
) {
  const rows = sql.join(
    levels.map((l) => sql`(${l.productSku}::text, lower(${l.unitOfMeasure}::text), ${l.parLevel}::int)`),
    sql`, `,
  );
  const matched = await queryRows(
    db,
    sql`
    update ${orderGuideItems} as i set par_level = v.par_level
    from (values ${rows}) as v(sku, unit, par_level)
    where i.guide_id = ${guideId} and i.product_sku = v.sku and lower(i.unit_of_measure) = v.unit
    returning i.id`,
  );
  return matched.length;
}

/** Deletes items by id. */
export async function deleteItems(db: Db, itemIds: readonly number[]) {
  for (let start = 0; start < itemIds.length; start += CHUNK) {
    await db.delete(orderGuideItems).where(inArray(orderGuideItems.id, itemIds.slice(start, start + CHUNK)));
  }
}

/** Copies every group, item and substitution of one guide into another (empty) guide, in SQL. */
export async function copyGuideContents(db: Db, fromGuideId: number, toGuideId: number) {
  await db.execute(sql`
    insert into ${orderGuideGroups} (guide_id, name, position, is_editable)
    select ${toGuideId}, name, position, is_editable from ${orderGuideGroups} where guide_id = ${fromGuideId}`);
  await db.execute(sql`
    insert into ${orderGuideItems}
      (guide_id, group_id, product_sku, unit_of_measure, item_sequence, display_order, effective_date, expiry_date, par_level)
    select ${toGuideId}, ng.id, i.product_sku, i.unit_of_measure, i.item_sequence, i.display_order,
           i.effective_date, i.expiry_date, i.par_level
    from ${orderGuideItems} i
    left join ${orderGuideGroups} og on og.id = i.group_id
    left join ${orderGuideGroups} ng on ng.guide_id = ${toGuideId} and ng.position = og.position and ng.name = og.name
    where i.guide_id = ${fromGuideId}`);
  await db.execute(sql`
    insert into ${orderGuideSubstitutions} (item_id, product_sku, unit_of_measure, position)
    select ni.id, s.product_sku, s.unit_of_measure, s.position
    from ${orderGuideSubstitutions} s
    join ${orderGuideItems} oi on oi.id = s.item_id and oi.guide_id = ${fromGuideId}
    join ${orderGuideItems} ni on ni.guide_id = ${toGuideId}
      and ni.product_sku = oi.product_sku and ni.unit_of_measure = oi.unit_of_measure`);
}

/** Pending uploads older than the cut-off, dropped so abandoned uploads do not pile up. */
export async function deleteStalePendingUploads(db: Db, olderThan: Date) {
  await db
    .delete(orderGuides)
    .where(
      and(eq(orderGuides.status, 'pending'), sql`${orderGuides.createdAt} < ${olderThan.toISOString()}`),
    );
}

/** Removes every item of a guide. */
export async function deleteAllItems(db: Db, guideId: number) {
  await db.delete(orderGuideItems).where(eq(orderGuideItems.guideId, guideId));
}
