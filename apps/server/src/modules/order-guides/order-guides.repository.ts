import { and, asc, eq, exists, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared-query.ts';
import { users } from '../auth/auth.table.ts';
import { catalogStamp, inventory, prices, products, variants } from '../catalog/catalog.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { organizationMembers, organizations } from '../organizations/organizations.table.ts';
import {
  orderGuideGroups,
  orderGuideItems,
  orderGuidePreferences,
  orderGuideShares,
  orderGuideSubstitutions,
  orderGuides,
} from './order-guides.table.ts';

/** Who looks at guides: the user and the organization they act for. */
export interface GuideViewer {
  userId: string;
  organizationId: string;
}

const sharedToViewer = (organizationId: string) =>
  exists(
    sql`(select 1 from ${orderGuideShares} where ${orderGuideShares.guideId} = ${orderGuides.id} and ${orderGuideShares.organizationId} = ${organizationId})`,
  );

/** Guides the viewer's organization owns or was shared, active only. */
const visibleTo = (viewer: GuideViewer) =>
  and(
    eq(orderGuides.status, 'active'),
    or(eq(orderGuides.organizationId, viewer.organizationId), sharedToViewer(viewer.organizationId)),
  );

const guideHeaderColumns = {
  guide: orderGuides,
  organizationName: organizations.name,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  isHidden: sql<boolean>`coalesce(${orderGuidePreferences.isHidden}, false)`,
  isDefault: sql<boolean>`coalesce(${orderGuidePreferences.isDefault}, false)`,
  lastViewedAt: orderGuidePreferences.lastViewedAt,
  itemCount: sql<number>`(select count(*)::int from ${orderGuideItems} where ${orderGuideItems.guideId} = ${orderGuides.id})`,
  /** The update time to the microsecond: what the rows cache is keyed by. */
  changeStamp: sql<string>`(extract(epoch from ${orderGuides.updatedAt}) * 1000000)::bigint::text`,
  /**
   * The catalog's change stamp (ADR 010), the rows cache's other key. Read in the guide's own statement, as
   * the cart reads it with its lock, so a page costs no extra round trip; the rows read after it are at
   * least as new as it. PostgreSQL evaluates it once per statement, however many guides a list holds.
   */
  catalogStamp: sql<number | null>`(select ${catalogStamp.version} from ${catalogStamp})`.mapWith(Number),
};

function headerQuery(db: Db, viewer: GuideViewer) {
  return db
    .select({
      ...guideHeaderColumns,
      viewerRole: sql<
        string | null
      >`(select ${organizationMembers.role} from ${organizationMembers} where ${organizationMembers.organizationId} = ${viewer.organizationId} and ${organizationMembers.userId} = ${viewer.userId})`,
    })
    .from(orderGuides)
    .innerJoin(organizations, eq(organizations.id, orderGuides.organizationId))
    .innerJoin(users, eq(users.id, orderGuides.createdByUserId))
    .leftJoin(
      orderGuidePreferences,
      and(eq(orderGuidePreferences.guideId, orderGuides.id), eq(orderGuidePreferences.userId, viewer.userId)),
    );
}

/** A guide with what the screens show about it beside its items. */
export type GuideHeaderRow = Awaited<ReturnType<ReturnType<typeof headerQuery>['execute']>>[number];

/** One guide the viewer may see, or null (missing, pending, or another organization's and not shared). */
export async function findVisibleGuide(db: Db, viewer: GuideViewer, guideId: number) {
  const [row] = await headerQuery(db, viewer).where(and(eq(orderGuides.id, guideId), visibleTo(viewer)));
  return row ?? null;
}

/** Every guide the viewer may see, with its header fields. */
export async function findVisibleGuides(db: Db, viewer: GuideViewer) {
  return headerQuery(db, viewer)
    .where(visibleTo(viewer))
    .orderBy(asc(sql`lower(${orderGuides.name})`), asc(orderGuides.id));
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

/** Organizations the guides are shared to, with names. */
export async function findShares(db: Db, guideIds: readonly number[]) {
  if (guideIds.length === 0) return [];
  return db
    .select({
      guideId: orderGuideShares.guideId,
      organizationId: orderGuideShares.organizationId,
      organizationName: organizations.name,
      sharedAt: orderGuideShares.sharedAt,
    })
    .from(orderGuideShares)
    .innerJoin(organizations, eq(organizations.id, orderGuideShares.organizationId))
    .where(inArray(orderGuideShares.guideId, [...guideIds]))
    .orderBy(asc(organizations.name));
}

/** Guides shared to an organization (for its import listing). */
export async function findGuidesSharedTo(db: Db, organizationId: string) {
  return db
    .select({
      id: orderGuides.id,
      name: orderGuides.name,
      organizationId: orderGuides.organizationId,
      organizationName: organizations.name,
      sharedAt: orderGuideShares.sharedAt,
      itemCount: sql<number>`(select count(*)::int from ${orderGuideItems} where ${orderGuideItems.guideId} = ${orderGuides.id})`,
    })
    .from(orderGuideShares)
    .innerJoin(orderGuides, eq(orderGuides.id, orderGuideShares.guideId))
    .innerJoin(organizations, eq(organizations.id, orderGuides.organizationId))
    .where(and(eq(orderGuideShares.organizationId, organizationId), eq(orderGuides.status, 'active')))
    .orderBy(asc(orderGuideShares.sharedAt));
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
  category: products.category,
  subcategory: products.subcategory,
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
      category: products.category,
      subcategory: products.subcategory,
    })
    .from(orderGuideSubstitutions)
    .innerJoin(orderGuideItems, eq(orderGuideItems.id, orderGuideSubstitutions.itemId))
    .innerJoin(products, eq(products.sku, orderGuideSubstitutions.productSku))
    .where(eq(orderGuideItems.guideId, guideId))
    .orderBy(asc(orderGuideSubstitutions.itemId), asc(orderGuideSubstitutions.position));
}

/** A substitution with its product. */
export type SubstitutionRow = Awaited<ReturnType<typeof findSubstitutions>>[number];

/** Which of the skus each of the guides holds, in which units (one row per item). */
export async function findSkusInGuides(db: Db, guideIds: readonly number[], skus: readonly string[]) {
  if (guideIds.length === 0 || skus.length === 0) return [];
  return db
    .select({
      guideId: orderGuideItems.guideId,
      productSku: orderGuideItems.productSku,
      unitOfMeasure: orderGuideItems.unitOfMeasure,
    })
    .from(orderGuideItems)
    .where(
      and(inArray(orderGuideItems.guideId, [...guideIds]), inArray(orderGuideItems.productSku, [...skus])),
    )
    .orderBy(
      asc(orderGuideItems.guideId),
      asc(orderGuideItems.productSku),
      asc(orderGuideItems.unitOfMeasure),
    );
}

/** The organizations a user belongs to, with the role held in each. */
export async function findMemberships(db: Db, userId: string) {
  return db
    .select({
      organizationId: organizationMembers.organizationId,
      role: organizationMembers.role,
      name: organizations.name,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId));
}

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
  const result = await db.execute(sql`
    update ${orderGuideItems} as i set par_level = v.par_level
    from (values ${rows}) as v(sku, unit, par_level)
    where i.guide_id = ${guideId} and i.product_sku = v.sku and lower(i.unit_of_measure) = v.unit
    returning i.id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
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

/** Sets a user's preference fields on a guide (creating the row). */
export async function upsertPreference(
  db: Db,
  viewer: GuideViewer,
  guideId: number,
  values: { isHidden?: boolean; isDefault?: boolean; lastViewedAt?: Date },
) {
  await db
    .insert(orderGuidePreferences)
    .values({ userId: viewer.userId, guideId, organizationId: viewer.organizationId, ...values })
    .onConflictDoUpdate({
      target: [orderGuidePreferences.userId, orderGuidePreferences.guideId],
      set: { ...values, organizationId: viewer.organizationId },
    });
}

/** Clears every user's default mark on a guide (it left the organization they set it in). */
export async function clearDefaultsOf(db: Db, guideId: number) {
  await db
    .update(orderGuidePreferences)
    .set({ isDefault: false })
    .where(eq(orderGuidePreferences.guideId, guideId));
}

/** Clears the user's default mark on every other guide of the organization they act for. */
export async function clearOtherDefaults(db: Db, viewer: GuideViewer, keepGuideId: number) {
  await db
    .update(orderGuidePreferences)
    .set({ isDefault: false })
    .where(
      and(
        eq(orderGuidePreferences.userId, viewer.userId),
        eq(orderGuidePreferences.organizationId, viewer.organizationId),
        sql`${orderGuidePreferences.guideId} <> ${keepGuideId}`,
      ),
    );
}

/** Shares a guide to an organization (again is a no-op). */
export async function insertShare(db: Db, guideId: number, organizationId: string, userId: string) {
  await db
    .insert(orderGuideShares)
    .values({ guideId, organizationId, sharedByUserId: userId })
    .onConflictDoNothing();
}

/** Stops sharing a guide to an organization. */
export async function deleteShare(db: Db, guideId: number, organizationId: string) {
  await db
    .delete(orderGuideShares)
    .where(and(eq(orderGuideShares.guideId, guideId), eq(orderGuideShares.organizationId, organizationId)));
}

/** Pending uploads older than the cut-off, dropped so abandoned uploads do not pile up. */
export async function deleteStalePendingUploads(db: Db, olderThan: Date) {
  await db
    .delete(orderGuides)
    .where(
      and(eq(orderGuides.status, 'pending'), sql`${orderGuides.createdAt} < ${olderThan.toISOString()}`),
    );
}

/** The purchase-history guide of an organization, or null. */
export async function findPurchaseHistoryGuide(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(orderGuides)
    .where(and(eq(orderGuides.organizationId, organizationId), eq(orderGuides.kind, 'purchaseHistory')));
  return row ?? null;
}

/** The purchase-history guide of an organization, created when missing (two racing requests make one). */
export async function findOrInsertPurchaseHistoryGuide(
  db: Db,
  values: { organizationId: string; createdByUserId: string; name: string; noProductsMessage: string },
) {
  await db
    .insert(orderGuides)
    .values({ ...values, kind: 'purchaseHistory' })
    .onConflictDoNothing();
  return (await findPurchaseHistoryGuide(db, values.organizationId))!;
}

/** What an organization ordered since a moment (cancelled orders aside): each sku and unit once, most ordered first. */
export async function findRecentPurchases(db: Db, organizationId: string, since: Date, limit: number) {
  return db
    .select({
      productSku: orderLines.productSku,
      unitOfMeasure: orderLines.unitOfMeasure,
      orderCount: sql<number>`count(*)::int`,
      lastOrderedAt: sql<string>`max(${orders.placedAt})`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.sku, orderLines.productSku))
    .where(
      and(
        eq(orders.organizationId, organizationId),
        sql`${orders.placedAt} >= ${since.toISOString()}`,
        sql`${orders.status} <> 'Cancelled'`,
      ),
    )
    .groupBy(orderLines.productSku, orderLines.unitOfMeasure)
    .orderBy(sql`count(*) desc`, sql`max(${orders.placedAt}) desc`, asc(orderLines.productSku))
    .limit(limit);
}

/** Removes every item of a guide. */
export async function deleteAllItems(db: Db, guideId: number) {
  await db.delete(orderGuideItems).where(eq(orderGuideItems.guideId, guideId));
}

/** The products of a guide's items and of their substitutions (of the items `onPage` keeps). */
const guideProductSkus = (guideId: SQLWrapper | number, onPage: SQL) => sql`(
  select gi.product_sku from ${orderGuideItems} gi where gi.guide_id = ${guideId} and ${onPage}
  union
  select su.product_sku from ${orderGuideSubstitutions} su
    join ${orderGuideItems} gi on gi.id = su.item_id
    where gi.guide_id = ${guideId} and ${onPage})`;

/**
 * The units (variants) of the products of a guide's items and their substitutions: all a guide shows of
 * them but price and stock. The products are picked by joining the guide's rows (a hash semi-join), not by
 * a list of skus: `sku = any(array)` over a 2,000-sku list makes PostgreSQL compare every variant with
 * every sku (measured at over 200 ms), while the join takes a few milliseconds.
 */
export async function findGuideUnits(db: Db, guideId: number) {
  return db
    .select({
      id: variants.id,
      productSku: variants.productSku,
      code: variants.code,
      text: variants.text,
      weight: variants.weight,
      catchWeightUom: variants.catchWeightUom,
      isDefault: variants.isDefault,
      minMaxFlag: variants.minMaxFlag,
      minQuantity: variants.minQuantity,
      maxQuantity: variants.maxQuantity,
      minMaxExpirationDate: variants.minMaxExpirationDate,
      sellByMultiple: variants.sellByMultiple,
      position: variants.position,
    })
    .from(variants)
    .where(sql`${variants.productSku} in ${guideProductSkus(guideId, sql`true`)}`)
    .orderBy(asc(variants.productSku), asc(variants.position));
}

/** A unit of a guide item's product, without its price and stock. */
export type GuideUnitRow = Awaited<ReturnType<typeof findGuideUnits>>[number];

const secondaryInventory = alias(inventory, 'secondary_inventory');

function pricesAndStockQuery(db: Db, onPage: SQL, name: string) {
  return db
    .select({
      variantId: variants.id,
      price: prices.price,
      primaryStock: inventory.quantity,
      secondaryStock: secondaryInventory.quantity,
    })
    .from(variants)
    .leftJoin(
      prices,
      and(eq(prices.variantId, variants.id), eq(prices.customerGroupId, sql.placeholder('customerGroupId'))),
    )
    .leftJoin(
      inventory,
      and(eq(inventory.variantId, variants.id), eq(inventory.businessUnitId, variants.businessUnitId)),
    )
    .leftJoin(
      secondaryInventory,
      and(
        eq(secondaryInventory.variantId, variants.id),
        eq(secondaryInventory.businessUnitId, variants.secondaryBusinessUnitId),
      ),
    )
    .where(sql`${variants.productSku} in ${guideProductSkus(sql.placeholder('guideId'), onPage)}`)
    .prepare(name);
}

// Named statements (parsed and planned once per connection): one for a whole guide, one for a page of it.
const pricesAndStockQueries = preparedPerHandle((db) => ({
  guide: pricesAndStockQuery(db, sql`true`, 'order_guide_prices_and_stock'),
  page: pricesAndStockQuery(
    db,
    sql`gi.id = any(${sql.placeholder('itemIds')}::int[])`,
    'order_guide_page_prices_and_stock',
  ),
}));

/**
 * The price (for a customer group) and stock of every unit of the products of a guide's items and their
 * substitutions, read on every call: only what changes by the minute, so the whole of a 2,000-item guide is
 * ~3,000 narrow rows. `itemIds` limits it to the items of one page.
 */
export async function findGuidePricesAndStock(
  db: Db,
  guideId: number,
  itemIds: readonly number[] | null,
  customerGroupId: string,
) {
  const queries = pricesAndStockQueries(db);
  return itemIds === null
    ? queries.guide.execute({ guideId, customerGroupId })
    : queries.page.execute({ guideId, customerGroupId, itemIds: [...itemIds] });
}

/** The price and stock of a unit. */
export type PriceAndStockRow = Awaited<ReturnType<typeof findGuidePricesAndStock>>[number];

/** The units products are sold in (for checking skus and units a client sends); products that do not exist are absent. */
export async function findUnitsOf(db: Db, skus: readonly string[]) {
  if (skus.length === 0) return [];
  return db
    .select({
      productSku: variants.productSku,
      text: variants.text,
      isDefault: variants.isDefault,
      position: variants.position,
    })
    .from(variants)
    .where(sql`${variants.productSku} in (select unnest(${sql.param([...new Set(skus)])}::text[]))`)
    .orderBy(asc(variants.productSku), asc(variants.position));
}
