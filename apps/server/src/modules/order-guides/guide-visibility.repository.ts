import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.read-model.ts';
import { currentCatalogContentStamp } from '../catalog/orderable-prices.read-model.ts';
import { organizationMembers, organizations } from '../organizations/organizations.read-model.ts';
import type { GuideViewer } from './order-guides.repository.ts';
import {
  orderGuideItems,
  orderGuidePreferences,
  orderGuideShares,
  orderGuides,
} from './order-guides.table.ts';

// Who sees which guide, with what the lists show of it: headers, shares and each user's preferences.

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
   * The stamp of the catalog's content (ADR 010), the rows cache's other key: the cached rows hold no price
   * and no stock, so the submits and feeds that change those keep them. Read in the guide's own statement, as
   * the cart reads it with its lock, so a page costs no extra round trip; the rows read after it are at
   * least as new as it. PostgreSQL evaluates it once per statement, however many guides a list holds.
   */
  catalogStamp: currentCatalogContentStamp(),
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

/** Shares a guide to an organization (again is a no-op); returns whether the share is new. */
export async function insertShare(db: Db, guideId: number, organizationId: string, userId: string) {
  const inserted = await db
    .insert(orderGuideShares)
    .values({ guideId, organizationId, sharedByUserId: userId })
    .onConflictDoNothing()
    .returning({ guideId: orderGuideShares.guideId });
  return inserted.length > 0;
}

/** Stops sharing a guide to an organization. */
export async function deleteShare(db: Db, guideId: number, organizationId: string) {
  await db
    .delete(orderGuideShares)
    .where(and(eq(orderGuideShares.guideId, guideId), eq(orderGuideShares.organizationId, organizationId)));
}
