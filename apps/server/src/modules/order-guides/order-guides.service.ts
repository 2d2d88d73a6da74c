import type { OrderGuide, OrderGuideCategoriesResponse, OrderGuideQuery } from '@larder/contract';
import { todayIn, UNGROUPED } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import {
  creatorOf,
  sharesByGuide,
  visibleGuide,
  type GuideContext,
  type VisibleGuide,
} from './guide-access.ts';
import { findGuidePricesAndStock, findGuideUnits } from './guide-catalog.repository.ts';
import { NEW_GUIDE_PERMISSIONS } from './guide-permissions.ts';
import {
  cachedGuideRows,
  rememberGuideRows,
  type GuideRows,
  type GuideRowsStamps,
} from './guide-rows-cache.ts';
import { arrange, itemsInWindow, LineItemBuilder, pageGroups, pageWindow } from './guide-view.ts';
import { findShares, type GuideHeaderRow } from './guide-visibility.repository.ts';
import {
  findDiscontinuedSubstitutes,
  findGroups,
  findItems,
  findSubstitutions,
} from './order-guides.repository.ts';
import { PURCHASE_HISTORY_REFRESH_MS, rebuildPurchaseHistory } from './purchase-history.ts';

// Reading one guide: a page of its groups and items, priced and stocked for the organization.

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
  const [groups, items, substitutions, units, substitutes] = await Promise.all([
    findGroups(db, guideId),
    findItems(db, guideId),
    findSubstitutions(db, guideId),
    findGuideUnits(db, guideId),
    findDiscontinuedSubstitutes(db, guideId),
  ]);
  const rows = {
    groups,
    items,
    substitutionsByItem: byKey(substitutions, (row) => row.itemId),
    substituteProducts: new Map(substitutes.map((row) => [row.sku, row])),
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

/** The bounded CSV and XLSX readers of guide imports (ADR 011), for the catalog's spreadsheet imports. */
export { readSpreadsheetRows } from './guide-file.ts';
export type { WorkbookLimits } from './workbook-zip.ts';
