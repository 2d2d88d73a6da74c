import type { StaffOrderSummary } from '@larder/contract';
import {
  DEFAULT_TIME_ZONE,
  ORDER_STATUS_FRIENDLY,
  formatPrice,
  zonedDayEnd,
  zonedDayStart,
  type OrderStatus,
} from '@larder/domain';
import { and, count, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { containsPattern, users, userSearchText } from '../auth/users.read-model.ts';
import { organizations } from '../organizations/organizations.read-model.ts';
import type { OrderRow } from './orders.repository.ts';
import { orderStatusCounts } from './order-counts.table.ts';
import { orders } from './orders.table.ts';

const buyer = alias(users, 'buyer');
const placedByStaff = alias(users, 'placed_by_staff');
const editedByStaff = alias(users, 'edited_by_staff');

/** What a staff order search filters by; `salesRepId` narrows a rep to their own organizations. */
export interface StaffOrderFilter {
  salesRepId: string | null;
  q?: string | undefined;
  status?: OrderStatus | undefined;
  organizationId?: string | undefined;
  dates: 'placed' | 'delivery';
  from?: string | undefined;
  to?: string | undefined;
  /** The zone whose midnights bound placed days (default: the store's). */
  timeZone?: string | undefined;
}

/** A LIKE pattern that matches `text` literally. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The shortest search that also matches buyers and PO numbers anywhere (pg_trgm needs three characters). */
const MIN_CONTAINS_SEARCH = 3;

/** The organizations and buyers a search names, looked up first in their small tables. */
interface Named {
  organizationIds: string[];
  userIds: string[];
}

/**
 * The organizations a search names (by id, or anywhere in the name) and the customers it names (e-mail or
 * name anywhere): looked up first, through their indexes, so the orders are then filtered by id rather
 * than joined and matched row by row.
 */
async function namedBy(db: Db, q: string): Promise<Named> {
  const [orgs, buyers] = await Promise.all([
    db
      .select({ id: organizations.id })
      .from(organizations)
      .where(or(eq(organizations.id, q), ilike(organizations.name, `%${literal(q)}%`))),
    q.length >= MIN_CONTAINS_SEARCH
      ? db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.isStaff, false), sql`${userSearchText} like ${containsPattern(q)}`))
          .limit(200)
      : Promise.resolve([]),
  ]);
  return { organizationIds: orgs.map((row) => row.id), userIds: buyers.map((row) => row.id) };
}

/** The orders' conditions of a filter, given what its search names. */
export function conditionsOf(filter: StaffOrderFilter, named: Named): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.salesRepId) conditions.push(eq(organizations.salesRepId, filter.salesRepId));
  if (filter.q) {
    const q = filter.q;
    // Order numbers match from their start (staff type 'W50001' or the ERP prefix); names, e-mails and
    // PO numbers anywhere.
    const { organizationIds, userIds } = named;
    conditions.push(
      or(
        // upper(...) like 'PREFIX%' is served by the text_pattern_ops indexes (ADR 044), so every branch of
        // this OR is an index scan and PostgreSQL combines them (BitmapOr) instead of walking every order.
        sql`upper(${orders.webOrderNumber}) like ${`${literal(q.toUpperCase())}%`}`,
        sql`upper(${orders.erpOrderNumber}) like ${`${literal(q.toUpperCase())}%`}`,
        q.length >= MIN_CONTAINS_SEARCH
          ? sql`lower(${orders.purchaseOrderNumber}) like ${containsPattern(q)}`
          : undefined,
        // One array parameter however many organizations or buyers match.
        organizationIds.length > 0
          ? sql`${orders.organizationId} = any(${sql.param(organizationIds)}::text[])`
          : undefined,
        userIds.length > 0 ? sql`${orders.userId} = any(${sql.param(userIds)}::text[])` : undefined,
      ),
    );
  }
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.organizationId) conditions.push(eq(orders.organizationId, filter.organizationId));
  if (filter.dates === 'placed') {
    // Placed days are the staff member's: their midnight, not UTC's, starts and ends a day.
    const zone = filter.timeZone ?? DEFAULT_TIME_ZONE;
    if (filter.from) conditions.push(gte(orders.placedAt, zonedDayStart(filter.from, zone)));
    if (filter.to) conditions.push(lt(orders.placedAt, zonedDayEnd(filter.to, zone)));
  } else {
    if (filter.from) conditions.push(gte(orders.deliveryDate, filter.from));
    if (filter.to) conditions.push(lte(orders.deliveryDate, filter.to));
  }
  return and(...conditions);
}

const summaryColumns = {
  webOrderNumber: orders.webOrderNumber,
  erpOrderNumber: orders.erpOrderNumber,
  organizationId: orders.organizationId,
  organizationName: organizations.name,
  status: orders.status,
  placedAt: orders.placedAt,
  deliveryDate: orders.deliveryDate,
  itemCount: orders.itemCount,
  total: orders.total,
  placedBy: buyer.email,
  placedByStaff: placedByStaff.email,
  editedByStaff: editedByStaff.email,
  purchaseOrderNumber: orders.purchaseOrderNumber,
  punchoutSystem: orders.punchoutSystem,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null;
};

function summaryOf(row: SummaryRow): StaffOrderSummary {
  const status = row.status as OrderStatus;
  return {
    webOrderNumber: row.webOrderNumber!,
    erpOrderNumber: row.erpOrderNumber!,
    organizationId: row.organizationId!,
    organizationName: row.organizationName ?? row.organizationId!,
    status,
    statusFriendly: ORDER_STATUS_FRIENDLY[status],
    placedAt: row.placedAt!.toISOString(),
    deliveryDate: row.deliveryDate!,
    itemCount: row.itemCount!,
    total: formatPrice(Number(row.total)),
    placedBy: row.placedBy ?? '',
    placedByStaff: row.placedByStaff ?? null,
    editedByStaff: row.editedByStaff ?? null,
    purchaseOrderNumber: row.purchaseOrderNumber ?? '',
    punchoutSystem: row.punchoutSystem ?? null,
  };
}

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .leftJoin(buyer, eq(buyer.id, orders.userId))
    .leftJoin(placedByStaff, eq(placedByStaff.id, orders.placedByStaffUserId))
    .leftJoin(editedByStaff, eq(editedByStaff.id, orders.editedByStaffUserId));
}

/**
 * How many orders match. Without a search or dates the total is a sum of order_status_counts (orders per
 * organization and status, kept by triggers: ADR 050), not a count of every order; otherwise the matching
 * orders are counted, the organizations joined only when a condition reads them.
 */
function countOrders(db: Db, filter: StaffOrderFilter, where: SQL | undefined) {
  // Only the filters the counts are kept by; any other (a search, dates, a filter added later) counts orders.
  const {
    salesRepId: _rep,
    status: _status,
    organizationId: _organization,
    dates: _dates,
    ...others
  } = filter;
  if (Object.values(others).every((value) => value === undefined || value === '')) {
    const c = orderStatusCounts;
    const base = db.select({ total: sql<number>`coalesce(sum(${c.orders}), 0)::int` }).from(c);
    const byCount = and(
      filter.status ? eq(c.status, filter.status) : undefined,
      filter.organizationId ? eq(c.organizationId, filter.organizationId) : undefined,
      filter.salesRepId ? eq(organizations.salesRepId, filter.salesRepId) : undefined,
    );
    return filter.salesRepId
      ? base.innerJoin(organizations, eq(organizations.id, c.organizationId)).where(byCount)
      : base.where(byCount);
  }
  const base = db.select({ total: count() }).from(orders);
  return filter.salesRepId
    ? base.innerJoin(organizations, eq(organizations.id, orders.organizationId)).where(where)
    : base.where(where);
}

/** The conditions of a staff order search, its names looked up first. */
export async function whereOf(db: Db, filter: StaffOrderFilter): Promise<SQL | undefined> {
  const none: Named = { organizationIds: [], userIds: [] };
  return conditionsOf(filter, filter.q ? await namedBy(db, filter.q) : none);
}

/** A page of every organization's orders (a rep's own), newest first. */
export async function findStaffOrderPage(
  db: Db,
  filter: StaffOrderFilter,
  paging: { limit: number; offset: number },
): Promise<{ items: StaffOrderSummary[]; total: number }> {
  const where = await whereOf(db, filter);
  const [rows, [totals]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      // placed_at leads so the orders_placed_figures_idx and orders_status_placed_idx indexes serve the sort.
      .orderBy(desc(orders.placedAt), desc(orders.webOrderNumber))
      .limit(paging.limit)
      .offset(paging.offset),
    countOrders(db, filter, where),
  ]);
  return { items: rows.map(summaryOf), total: totals?.total ?? 0 };
}

function byNumber(orderNumber: string, salesRepId: string | null): SQL | undefined {
  return and(
    or(eq(orders.webOrderNumber, orderNumber), eq(orders.erpOrderNumber, orderNumber)),
    salesRepId ? eq(organizations.salesRepId, salesRepId) : undefined,
  );
}

/** An order by its web or ERP number with the names staff read, or null (also outside a rep's scope). */
export async function findStaffOrder(
  db: Db,
  orderNumber: string,
  salesRepId: string | null,
): Promise<{ summary: StaffOrderSummary; order: OrderRow } | null> {
  const [row] = await db
    .select({ ...summaryColumns, order: orders })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .leftJoin(buyer, eq(buyer.id, orders.userId))
    .leftJoin(placedByStaff, eq(placedByStaff.id, orders.placedByStaffUserId))
    .leftJoin(editedByStaff, eq(editedByStaff.id, orders.editedByStaffUserId))
    .where(byNumber(orderNumber, salesRepId));
  return row ? { summary: summaryOf(row), order: row.order } : null;
}

/** The id of an order by its web or ERP number, or null (also outside a rep's scope). */
export async function findStaffOrderId(
  db: Db,
  orderNumber: string,
  salesRepId: string | null,
): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .where(byNumber(orderNumber, salesRepId));
  return row?.id ?? null;
}

/**
 * The orders a staff search gives, newest first, a batch at a time by keyset (placed_at, web number): each
 * batch is one indexed query after the last row of the one before, so an export of 100,000 orders never
 * holds more than a batch (ADR 044). The placed_at cursor travels as text to keep its microseconds.
 */
export async function* streamStaffOrders(
  db: Db,
  filter: StaffOrderFilter,
  batchSize: number,
): AsyncGenerator<StaffOrderSummary[]> {
  const where = await whereOf(db, filter);
  const batchAfter = (after: { at: string; number: string } | null) => {
    const keyset: SQL | undefined = after
      ? sql`(${orders.placedAt}, ${orders.webOrderNumber}) < (${after.at}::timestamptz, ${after.number})`
      : undefined;
    return db
      .select({ ...summaryColumns, cursor: sql<string>`${orders.placedAt}::text` })
      .from(orders)
      .innerJoin(organizations, eq(organizations.id, orders.organizationId))
      .leftJoin(buyer, eq(buyer.id, orders.userId))
      .leftJoin(placedByStaff, eq(placedByStaff.id, orders.placedByStaffUserId))
      .leftJoin(editedByStaff, eq(editedByStaff.id, orders.editedByStaffUserId))
      .where(and(where, keyset))
      .orderBy(desc(orders.placedAt), desc(orders.webOrderNumber))
      .limit(batchSize);
  };
  let after: { at: string; number: string } | null = null;
  for (;;) {
    const rows = await batchAfter(after);
    if (rows.length === 0) return;
    yield rows.map(summaryOf);
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { at: last.cursor, number: last.webOrderNumber! };
  }
}
