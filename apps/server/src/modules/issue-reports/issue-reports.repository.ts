import type { StaffProductIssue, StaffWebIssue } from '@larder/contract';
import { and, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.read-model.ts';
import { cartLines, carts } from '../cart/cart.read-model.ts';
import { products } from '../catalog/catalog.read-model.ts';
import { orderLines, orders } from '../orders/orders.read-model.ts';
import { organizations } from '../organizations/organizations.read-model.ts';
import { productIssueReports, webIssueReports } from './issue-reports.table.ts';

/** A stored product issue report, without the photo's bytes (read only when the photo is asked for). */
export type ProductIssueRow = Omit<typeof productIssueReports.$inferSelect, 'photoBase64'>;

// Every column but the photo itself: a page of 25 reports must not pull up to 125 MB of photos.
const { photoBase64: _photo, ...listedColumns } = getTableColumns(productIssueReports);

/** A stored web issue report. */
export type WebIssueRow = typeof webIssueReports.$inferSelect;

const reporter = alias(users, 'reporter');
const reportedByStaff = alias(users, 'reported_by_staff');

/** A catalog product's title by SKU, or null when there is none. */
export async function findProductTitle(db: Db, sku: string): Promise<string | null> {
  const [row] = await db.select({ title: products.name }).from(products).where(eq(products.sku, sku));
  return row?.title ?? null;
}

/** The SKU of a line of the user's own open or edit cart in the organization, or null when it is not theirs. */
export async function findOwnCartLineSku(
  db: Db,
  owner: { organizationId: string; userId: string },
  cartLineId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ sku: cartLines.productSku })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(
      and(
        eq(cartLines.id, cartLineId),
        eq(carts.organizationId, owner.organizationId),
        eq(carts.userId, owner.userId),
      ),
    );
  return row?.sku ?? null;
}

/** The SKU and title of a line of the organization's order, or null when the order or line is not theirs. */
export async function findOrganizationOrderLine(
  db: Db,
  organizationId: string,
  webOrderNumber: string,
  lineNumber: number,
): Promise<{ sku: string; title: string } | null> {
  const [row] = await db
    .select({ sku: orderLines.productSku, title: orderLines.productTitle })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.organizationId, organizationId),
        eq(orders.webOrderNumber, webOrderNumber),
        eq(orderLines.lineNumber, lineNumber),
      ),
    );
  return row ? { sku: row.sku, title: row.title } : null;
}

/** Stores a product issue report. */
export async function insertProductIssue(tx: Db, row: typeof productIssueReports.$inferInsert) {
  await tx.insert(productIssueReports).values(row);
}

/** Stores a web issue report. */
export async function insertWebIssue(tx: Db, row: typeof webIssueReports.$inferInsert) {
  await tx.insert(webIssueReports).values(row);
}

/** A product issue report by id. */
export async function findProductIssue(db: Db, id: string): Promise<ProductIssueRow | null> {
  const [row] = await db
    .select(listedColumns)
    .from(productIssueReports)
    .where(eq(productIssueReports.id, id));
  return row ?? null;
}

/** A web issue report by id, with the reporter's address when signed in. */
export async function findWebIssue(
  db: Db,
  id: string,
): Promise<{ report: WebIssueRow; userEmail: string | null } | null> {
  const [row] = await db
    .select({ report: webIssueReports, userEmail: reporter.email })
    .from(webIssueReports)
    .leftJoin(reporter, eq(reporter.id, webIssueReports.userId))
    .where(eq(webIssueReports.id, id));
  return row ?? null;
}

/** A product issue's photo, when the report is in scope (a rep: one of their organizations'). */
export async function findProductIssuePhoto(
  db: Db,
  id: string,
  salesRepId: string | null,
): Promise<{ base64: string; type: string } | null> {
  const [row] = await db
    .select({ base64: productIssueReports.photoBase64, type: productIssueReports.photoType })
    .from(productIssueReports)
    .innerJoin(organizations, eq(organizations.id, productIssueReports.organizationId))
    .where(and(eq(productIssueReports.id, id), repScope(salesRepId)));
  return row?.base64 && row.type ? { base64: row.base64, type: row.type } : null;
}

function repScope(salesRepId: string | null): SQL | undefined {
  return salesRepId ? eq(organizations.salesRepId, salesRepId) : undefined;
}

/** A page of product issue reports, newest first; a rep sees only their organizations'. */
export async function findProductIssuePage(
  db: Db,
  salesRepId: string | null,
  paging: { limit: number; offset: number },
): Promise<{ items: StaffProductIssue[]; total: number }> {
  const where = repScope(salesRepId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        report: listedColumns,
        organizationName: organizations.name,
        reportedBy: reporter.email,
        reportedByStaff: reportedByStaff.email,
      })
      .from(productIssueReports)
      .innerJoin(organizations, eq(organizations.id, productIssueReports.organizationId))
      .leftJoin(reporter, eq(reporter.id, productIssueReports.userId))
      .leftJoin(reportedByStaff, eq(reportedByStaff.id, productIssueReports.reportedByStaffUserId))
      .where(where)
      .orderBy(desc(productIssueReports.createdAt), desc(productIssueReports.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ total: count() })
      .from(productIssueReports)
      .innerJoin(organizations, eq(organizations.id, productIssueReports.organizationId))
      .where(where),
  ]);
  const items = rows.map(({ report, organizationName, reportedBy, reportedByStaff: staff }) => ({
    id: report.id,
    createdAt: report.createdAt.toISOString(),
    organizationId: report.organizationId,
    organizationName,
    reportedBy: reportedBy ?? '',
    reportedByStaff: staff ?? null,
    source: report.source,
    productSku: report.productSku,
    productTitle: report.productTitle,
    webOrderNumber: report.webOrderNumber,
    lineNumber: report.lineNumber,
    reason: report.reason,
    comment: report.comment,
    photoUrl: report.photoType ? `/web-api/staff/product-issues/${report.id}/photo` : null,
    sentTo: report.sentTo,
  }));
  return { items, total: totals?.total ?? 0 };
}

/** A page of web issue reports, newest first; a rep sees only those sent from their organizations. */
export async function findWebIssuePage(
  db: Db,
  salesRepId: string | null,
  paging: { limit: number; offset: number },
): Promise<{ items: StaffWebIssue[]; total: number }> {
  // A rep's scope (a left-joined organization's rep) leaves out visitors' reports, which have none.
  const where = repScope(salesRepId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ report: webIssueReports, organizationName: organizations.name, userEmail: reporter.email })
      .from(webIssueReports)
      .leftJoin(organizations, eq(organizations.id, webIssueReports.organizationId))
      .leftJoin(reporter, eq(reporter.id, webIssueReports.userId))
      .where(where)
      .orderBy(desc(webIssueReports.createdAt), desc(webIssueReports.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ total: count() })
      .from(webIssueReports)
      .leftJoin(organizations, eq(organizations.id, webIssueReports.organizationId))
      .where(where),
  ]);
  const items = rows.map(({ report, organizationName, userEmail }) => ({
    id: report.id,
    createdAt: report.createdAt.toISOString(),
    description: report.description,
    pageUrl: report.pageUrl,
    userAgent: report.userAgent,
    viewport: report.viewport,
    reportedBy: userEmail ?? (report.contactEmail || null),
    organizationName: organizationName ?? null,
  }));
  return { items, total: totals?.total ?? 0 };
}
