import type {
  OrderGuideHeaderListResponse,
  OrderGuideImportListingResponse,
  OrderGuideListItem,
  OrderGuideListingResponse,
  OrderGuideWithSkus,
} from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { creatorOf, sharesByGuide, type GuideContext } from './guide-access.ts';
import { permissionsOf } from './guide-permissions.ts';
import {
  findGuidesSharedTo,
  findShares,
  findSkusInGuides,
  findVisibleGuides,
} from './guide-visibility.repository.ts';
import { ensurePurchaseHistory, PURCHASE_HISTORY_REFRESH_MS } from './purchase-history.ts';

// The lists of guides: the list screen, the listing, the header menu, the import listing, and the guides
// that hold given products.

function byDefaultFirst(a: OrderGuideListItem, b: OrderGuideListItem): number {
  return Number(b.isDefault) - Number(a.isDefault);
}

/** `POST /web-api/order-guide/list`: every guide of the organization and those shared to it, default first. */
export async function listGuides(db: Db, context: GuideContext): Promise<OrderGuideListItem[]> {
  await ensurePurchaseHistory(db, context.viewer, context.now, PURCHASE_HISTORY_REFRESH_MS);
  const rows = await findVisibleGuides(db, context.viewer);
  const shares = sharesByGuide(
    await findShares(
      db,
      rows
        .filter((row) => row.guide.organizationId === context.viewer.organizationId)
        .map((row) => row.guide.id),
    ),
  );
  return rows
    .map((row) => ({
      id: row.guide.id,
      name: row.guide.name,
      kind: row.guide.kind,
      itemCount: row.itemCount,
      organizationId: row.guide.organizationId,
      organizationName: row.organizationName,
      isSharedWithMe: row.guide.organizationId !== context.viewer.organizationId,
      sharedWith: shares.get(row.guide.id) ?? [],
      createdBy: creatorOf(row),
      isCreatedByMe: row.guide.createdByUserId === context.viewer.userId,
      isDefault: row.isDefault,
      isHidden: row.isHidden,
      lastViewedDate: row.lastViewedAt?.toISOString() ?? null,
      updatedAt: row.guide.updatedAt.toISOString(),
      permissions: permissionsOf({
        guideOrganizationId: row.guide.organizationId,
        createdByUserId: row.guide.createdByUserId,
        kind: row.guide.kind,
        viewerUserId: context.viewer.userId,
        viewerOrganizationId: context.viewer.organizationId,
        viewerRole: row.viewerRole,
      }),
    }))
    .sort(byDefaultFirst);
}

/** `GET /web-api/order-guide/listing`: the visible (not hidden) guides, default first. */
export async function listingOf(db: Db, context: GuideContext): Promise<OrderGuideListingResponse> {
  const guides = (await listGuides(db, context)).filter((guide) => !guide.isHidden);
  return {
    guides: guides.map((guide) => ({
      id: guide.id,
      name: guide.name,
      kind: guide.kind,
      itemCount: guide.itemCount,
      isDefault: guide.isDefault,
      isSharedWithMe: guide.isSharedWithMe,
      lastViewedDate: guide.lastViewedDate,
      canEdit: guide.permissions.canEdit,
    })),
  };
}

const HEADER_LIST_LIMIT = 10;

/** `GET /web-api/order-guide/header-list`: the header menu's guides: default first, then the last viewed. */
export async function headerListOf(db: Db, context: GuideContext): Promise<OrderGuideHeaderListResponse> {
  const rows = (await findVisibleGuides(db, context.viewer)).filter((row) => !row.isHidden);
  const lastViewed = (row: (typeof rows)[number]) => row.lastViewedAt?.getTime() ?? 0;
  rows.sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || lastViewed(b) - lastViewed(a));
  return {
    guides: rows.slice(0, HEADER_LIST_LIMIT).map((row) => ({
      id: row.guide.id,
      name: row.guide.name,
      isDefault: row.isDefault,
      url: `/order-guides/detail/?id=${row.guide.id}`,
    })),
    totalCount: rows.length,
  };
}

/** `GET /web-api/order-guide/import-listing`: guides other organizations shared to this one. */
export async function importListingOf(
  db: Db,
  context: GuideContext,
): Promise<OrderGuideImportListingResponse> {
  const rows = await findGuidesSharedTo(db, context.viewer.organizationId);
  return {
    guides: rows.map((row) => ({ ...row, sharedAt: row.sharedAt.toISOString() })),
  };
}

/** Guides of the list with the asked skus each holds, and in which units (one query for all of them). */
async function withSkus(
  db: Db,
  guides: readonly { id: number; name: string; itemCount: number }[],
  skus: readonly string[],
): Promise<OrderGuideWithSkus[]> {
  const rows = await findSkusInGuides(
    db,
    guides.map((guide) => guide.id),
    skus,
  );
  return guides.map((guide) => {
    const held = rows.filter((row) => row.guideId === guide.id);
    return {
      id: guide.id,
      name: guide.name,
      itemCount: guide.itemCount,
      containedSkus: [...new Set(held.map((row) => row.productSku))],
      containedItems: held.map((row) => ({ productSku: row.productSku, unitOfMeasure: row.unitOfMeasure })),
    };
  });
}

/** `POST /web-api/order-guide/created-by-me-list`: the user's own editable guides and which asked skus each holds. */
export async function createdByMeList(
  db: Db,
  context: GuideContext,
  skuList: readonly string[],
): Promise<OrderGuideWithSkus[]> {
  const guides = (await listGuides(db, context)).filter(
    (guide) => guide.isCreatedByMe && guide.permissions.canEdit,
  );
  return withSkus(db, guides, skuList);
}

/** `POST /web-api/order-guide/by-item-id-list`: visible guides that hold any of the items. */
export async function byItemIdList(
  db: Db,
  context: GuideContext,
  itemIdList: readonly string[],
): Promise<OrderGuideWithSkus[]> {
  const guides = await listGuides(db, context);
  return (await withSkus(db, guides, itemIdList)).filter((guide) => guide.containedSkus.length > 0);
}
