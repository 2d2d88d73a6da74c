import type {
  OrderGuide,
  OrderGuideCategoriesResponse,
  OrderGuideHeaderListResponse,
  OrderGuideImportListingResponse,
  OrderGuideListItem,
  OrderGuideListingResponse,
  OrderGuidePermissions,
  OrderGuideQuery,
  OrderGuideShare,
  OrderGuideWithSkus,
} from '@larder/contract';
import { todayIn, UNGROUPED } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionContext } from '../auth/auth.service.ts';
import { NEW_GUIDE_PERMISSIONS, permissionsOf } from './guide-permissions.ts';
import { arrange, itemsInWindow, LineItemBuilder, pageGroups, pageWindow } from './guide-view.ts';
import {
  findGroups,
  findGuidePricesAndStock,
  findGuidesSharedTo,
  findGuideUnits,
  findItems,
  findShares,
  findSkusInGuides,
  findSubstitutions,
  findVisibleGuide,
  findVisibleGuides,
  type GuideHeaderRow,
  type GuideViewer,
} from './order-guides.repository.ts';
import {
  cachedGuideRows,
  rememberGuideRows,
  type GuideRows,
  type GuideRowsStamps,
} from './guide-rows-cache.ts';
import { ensurePurchaseHistory, rebuildPurchaseHistory } from './purchase-history.ts';

/** Who asks: the viewer (user and organization), the organization's price group, and the user's today. */
export interface GuideContext {
  viewer: GuideViewer;
  customerGroupId: string;
  userName: string;
  now: Date;
  timeZone: string;
}

/** The guide context of a session; guides belong to organizations, so one must be chosen. */
export function guideContextOf(session: SessionContext, now: Date, timeZone: string): GuideContext {
  const organization = session.organization;
  if (!organization) throw new AppError('FORBIDDEN', 'Choose an organization to use order guides.');
  return {
    viewer: { userId: session.user.id, organizationId: organization.row.id },
    customerGroupId: organization.row.customerGroupId,
    userName: `${session.user.firstName} ${session.user.lastName}`.trim(),
    now,
    timeZone,
  };
}

/** A guide the viewer may see and what they may do with it. */
export interface VisibleGuide {
  header: GuideHeaderRow;
  permissions: OrderGuidePermissions;
}

/** The guide if the viewer may see it, else a 404 that does not say whether it exists. */
export async function visibleGuide(db: Db, context: GuideContext, guideId: number): Promise<VisibleGuide> {
  const header = await findVisibleGuide(db, context.viewer, guideId);
  if (!header) throw notFound('The order guide');
  const permissions = permissionsOf({
    guideOrganizationId: header.guide.organizationId,
    createdByUserId: header.guide.createdByUserId,
    kind: header.guide.kind,
    viewerUserId: context.viewer.userId,
    viewerOrganizationId: context.viewer.organizationId,
    viewerRole: header.viewerRole,
  });
  return { header, permissions };
}

/** The guide if the viewer may see it and holds the permission; visible without it is a 403. */
export async function guideWith(
  db: Db,
  context: GuideContext,
  guideId: number,
  permission: keyof OrderGuidePermissions,
): Promise<VisibleGuide> {
  const found = await visibleGuide(db, context, guideId);
  if (!found.permissions[permission]) {
    throw new AppError('FORBIDDEN', `You may not ${permissionVerb[permission]} this order guide.`);
  }
  return found;
}

const permissionVerb: Record<keyof OrderGuidePermissions, string> = {
  canEdit: 'change',
  canShare: 'share',
  canTransfer: 'transfer',
  canDelete: 'delete',
  canCopy: 'copy',
};

const PURCHASE_HISTORY_REFRESH_MS = 10 * 60_000;

function sharesByGuide(rows: Awaited<ReturnType<typeof findShares>>): Map<number, OrderGuideShare[]> {
  const map = new Map<number, OrderGuideShare[]>();
  for (const row of rows) {
    const list = map.get(row.guideId) ?? [];
    list.push({ organizationId: row.organizationId, organizationName: row.organizationName });
    map.set(row.guideId, list);
  }
  return map;
}

function creatorOf(header: GuideHeaderRow) {
  return {
    userId: header.guide.createdByUserId,
    name: `${header.creatorFirstName} ${header.creatorLastName}`.trim(),
  };
}

function emptyGroup() {
  return { name: UNGROUPED, lineItems: [], isSelected: false, isEditable: false, itemCount: 0 };
}

function newGuide(context: GuideContext, query: Required<Pick<OrderGuideQuery, 'type'>>): OrderGuide {
  return {
    id: -1,
    name: '',
    kind: 'standard',
    categoryType: query.type ?? 'customGroups',
    categories: [],
    ungroupedProducts: emptyGroup(),
    permissions: NEW_GUIDE_PERMISSIONS,
    noProductsMessage: null,
    pagination: { page: 1, pageSize: 0, totalItems: 0, totalPages: 1 },
    itemCount: 0,
    organizationId: context.viewer.organizationId,
    organizationName: '',
    isSharedWithMe: false,
    sharedWith: [],
    createdBy: { userId: context.viewer.userId, name: context.userName },
    isDefault: false,
    isHidden: false,
    lastViewedDate: null,
    updatedAt: context.now.toISOString(),
  };
}

/** The query after defaults. */
export interface ResolvedGuideQuery {
  id: number;
  type: 'cwCategories' | 'customGroups';
  page: number;
  pageSize: number;
  searchTerm?: string | undefined;
}

function byKey<K, T>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(keyOf(row));
    if (list) list.push(row);
    else map.set(keyOf(row), [row]);
  }
  return map;
}

/** All of a guide but prices and stock, from the cache when it has it at these stamps. */
async function guideRows(db: Db, guideId: number, stamps: GuideRowsStamps, now: number): Promise<GuideRows> {
  const cached = cachedGuideRows(db, guideId, stamps, now);
  if (cached) return cached;
  const [groups, items, substitutions, units] = await Promise.all([
    findGroups(db, guideId),
    findItems(db, guideId),
    findSubstitutions(db, guideId),
    findGuideUnits(db, guideId),
  ]);
  const rows = {
    groups,
    items,
    substitutionsByItem: byKey(substitutions, (row) => row.itemId),
    unitsBySku: byKey(units, (row) => row.productSku),
  };
  rememberGuideRows(db, guideId, stamps, rows, now);
  return rows;
}

/**
 * One page of a guide's groups, priced and stocked for the organization: all items (cached per guide and
 * catalog stamp, both read with the header) are arranged, searched and counted; prices and stock are read
 * for the page's own items only.
 */
async function pageOf(db: Db, context: GuideContext, header: GuideHeaderRow, query: ResolvedGuideQuery) {
  const guideId = header.guide.id;
  const stamps = { guide: header.changeStamp, catalog: header.catalogStamp };
  const rows = await guideRows(db, guideId, stamps, context.now.getTime());
  const arrangement = arrange(query.type, rows.groups, rows.items, query.searchTerm);
  const window = pageWindow(arrangement, query.page, query.pageSize);
  const onPage = itemsInWindow(arrangement, window);
  const wholeGuide = onPage.length === rows.items.length;
  const stock =
    onPage.length === 0
      ? []
      : await findGuidePricesAndStock(
          db,
          guideId,
          wholeGuide ? null : onPage.map((item) => item.id),
          context.customerGroupId,
        );
  const builder = new LineItemBuilder(rows, stock, todayIn(context.timeZone, context.now));
  return {
    ...pageGroups(arrangement, window, builder),
    pagination: {
      page: query.page,
      pageSize: query.pageSize,
      totalItems: window.totalItems,
      totalPages: window.totalPages,
    },
    itemCount: rows.items.length,
  };
}

/** Checks the guide, rebuilds it first if it is a stale purchase history, and reads its page. */
async function visiblePage(db: Db, context: GuideContext, query: ResolvedGuideQuery) {
  let found = await visibleGuide(db, context, query.id);
  if (await refreshedIfHistory(db, context, found)) found = await visibleGuide(db, context, query.id);
  return { found, page: await pageOf(db, context, found.header, query) };
}

/** Rebuilds a stale purchase-history guide; true when it did. */
async function refreshedIfHistory(db: Db, context: GuideContext, found: VisibleGuide): Promise<boolean> {
  const guide = found.header.guide;
  if (guide.kind !== 'purchaseHistory') return false;
  const age = guide.refreshedAt ? context.now.getTime() - guide.refreshedAt.getTime() : Infinity;
  if (age <= PURCHASE_HISTORY_REFRESH_MS) return false;
  await rebuildPurchaseHistory(db, guide.id, guide.organizationId, context.now);
  return true;
}

/** `POST /web-api/order-guide`: a guide with one page of its items (id -1: a new, empty guide). */
export async function getGuide(
  db: Db,
  context: GuideContext,
  query: ResolvedGuideQuery,
): Promise<OrderGuide> {
  if (query.id === -1) return newGuide(context, query);
  const sharing = findShares(db, [query.id]);
  sharing.catch(() => undefined);
  const { found, page } = await visiblePage(db, context, query);
  const shares = found.permissions.canShare ? await sharing : [];
  const { header } = found;
  return {
    id: header.guide.id,
    name: header.guide.name,
    kind: header.guide.kind,
    categoryType: query.type,
    categories: page.categories,
    ungroupedProducts: page.ungroupedProducts,
    permissions: found.permissions,
    noProductsMessage: header.guide.noProductsMessage,
    pagination: page.pagination,
    itemCount: page.itemCount,
    organizationId: header.guide.organizationId,
    organizationName: header.organizationName,
    isSharedWithMe: header.guide.organizationId !== context.viewer.organizationId,
    sharedWith: sharesByGuide(shares).get(query.id) ?? [],
    createdBy: creatorOf(header),
    isDefault: header.isDefault,
    isHidden: header.isHidden,
    lastViewedDate: header.lastViewedAt?.toISOString() ?? null,
    updatedAt: header.guide.updatedAt.toISOString(),
  };
}

/** `POST /web-api/order-guide/categories`: one page of groups, for edit mode's page-by-page load. */
export async function getCategories(
  db: Db,
  context: GuideContext,
  query: ResolvedGuideQuery,
): Promise<OrderGuideCategoriesResponse> {
  if (query.id === -1) {
    return {
      categories: [],
      ungroupedProducts: emptyGroup(),
      pagination: newGuide(context, query).pagination,
    };
  }
  const { page } = await visiblePage(db, context, query);
  return {
    categories: page.categories,
    ungroupedProducts: page.ungroupedProducts,
    pagination: page.pagination,
  };
}

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
