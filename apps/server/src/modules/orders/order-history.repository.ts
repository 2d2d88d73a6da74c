import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared-query.ts';
import { vendors } from '../catalog/catalog.read-model.ts';
import { businessUnits } from '../organizations/organizations.read-model.ts';
import { namedColumns, type NamedOrderRow, type OrderLineRow, type OrderRow } from './orders.repository.ts';
import { orderLines, orders, type OrderStatus } from './orders.table.ts';

// The order history's reads: pages of orders by filter, and lines with the previous purchase of each product.

/** An order line with the organization's previous purchase of the same product. */
export type OrderLineWithLastPurchase = OrderLineRow & {
  lastPurchase: { placedAt: Date; quantity: number; unitOfMeasure: string } | null;
};

/** What the order history filters by; dates are whole days in `timeZone`. */
export interface OrderFilters {
  search?: string | undefined;
  status?: OrderStatus | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  poNumber?: string | undefined;
  orderNumber?: string | undefined;
  /** Only orders placed through this punchout system (a punchout session's history). */
  punchoutSystem?: string | undefined;
  timeZone: string;
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The filters a page query can carry; each combination is its own prepared statement.
const FILTER_NAMES = [
  'status',
  'fromDate',
  'toDate',
  'poNumber',
  'orderNumber',
  'search',
  'punchoutSystem',
] as const;
type FilterName = (typeof FILTER_NAMES)[number];

function filterConditions(present: ReadonlySet<FilterName>): SQL[] {
  const p = (name: string) => sql.placeholder(name);
  const conditions: SQL[] = [eq(orders.organizationId, p('organizationId'))];
  if (present.has('status')) conditions.push(eq(orders.status, p('status')));
  if (present.has('punchoutSystem')) conditions.push(eq(orders.punchoutSystem, p('punchoutSystem')));
  if (present.has('fromDate')) {
    conditions.push(
      gte(orders.placedAt, sql`(${p('fromDate')}::date::timestamp at time zone ${p('timeZone')})`),
    );
  }
  if (present.has('toDate')) {
    conditions.push(
      lt(orders.placedAt, sql`((${p('toDate')}::date + 1)::timestamp at time zone ${p('timeZone')})`),
    );
  }
  if (present.has('poNumber')) conditions.push(ilike(orders.purchaseOrderNumber, p('poNumber')));
  if (present.has('orderNumber')) {
    conditions.push(
      or(ilike(orders.webOrderNumber, p('orderNumber')), ilike(orders.erpOrderNumber, p('orderNumber')))!,
    );
  }
  if (present.has('search')) {
    conditions.push(
      or(
        ilike(orders.webOrderNumber, p('search')),
        ilike(orders.erpOrderNumber, p('search')),
        ilike(orders.purchaseOrderNumber, p('search')),
      )!,
    );
  }
  return conditions;
}

function pageQueries(db: Db, present: ReadonlySet<FilterName>, name: string) {
  const where = and(...filterConditions(present));
  return {
    rows: db
      .select({ order: orders, ...namedColumns })
      .from(orders)
      .leftJoin(businessUnits, eq(businessUnits.id, orders.businessUnitId))
      .leftJoin(vendors, eq(vendors.id, orders.vendorId))
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.webOrderNumber))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`order_page_${name}`),
    count: db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(where)
      .prepare(`order_count_${name}`),
  };
}

const pageQueriesByDb = new WeakMap<Db, Map<string, ReturnType<typeof pageQueries>>>();

/**
 * One page of an organization's orders, newest first, and how many match in all. The history is read
 * often and its queries differ only by which filters are set, so each shape is a prepared statement.
 */
export async function findOrderPage(
  db: Db,
  organizationId: string,
  filters: OrderFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: NamedOrderRow[]; total: number }> {
  const present = new Set(FILTER_NAMES.filter((name) => filters[name]));
  const name = FILTER_NAMES.map((filter) => (present.has(filter) ? '1' : '0')).join('');
  let byShape = pageQueriesByDb.get(db);
  if (!byShape) pageQueriesByDb.set(db, (byShape = new Map()));
  let queries = byShape.get(name);
  if (!queries) byShape.set(name, (queries = pageQueries(db, present, name)));
  const values: Record<string, unknown> = { organizationId, timeZone: filters.timeZone, ...page };
  if (filters.status) values.status = filters.status;
  if (filters.punchoutSystem) values.punchoutSystem = filters.punchoutSystem;
  if (filters.fromDate) values.fromDate = filters.fromDate;
  if (filters.toDate) values.toDate = filters.toDate;
  for (const key of ['poNumber', 'orderNumber', 'search'] as const) {
    if (filters[key]) values[key] = escapeLike(filters[key]);
  }
  const [rows, [count]] = await Promise.all([queries.rows.execute(values), queries.count.execute(values)]);
  return {
    rows: rows.map((row) => ({
      ...row.order,
      businessUnitName: row.businessUnitName,
      vendorName: row.vendorName,
    })),
    total: count?.n ?? 0,
  };
}

const currentOrder = alias(orders, 'cur');

/** Lines by order id, or (with `byNumber`) by the organization's web order number, so they load beside the order. */
function linesQuery(db: Db, byNumber: boolean) {
  const lastPurchase = (placedBefore: SQL | typeof currentOrder.placedAt) =>
    sql`lateral (
        select prev.placed_at, prev.quantity, prev.unit_of_measure
        from ${orderLines} prev
        join ${orders} o on o.id = prev.order_id and o.status <> 'Cancelled'
        where prev.organization_id = ${sql.placeholder('organizationId')}
          and prev.product_sku = ${orderLines.productSku}
          and prev.placed_at < ${placedBefore}
        order by prev.placed_at desc
        limit 1
      ) last`;
  const columns = {
    line: orderLines,
    lastPlacedAt: sql<string | null>`last.placed_at`,
    lastQuantity: sql<number | null>`last.quantity`,
    lastUnit: sql<string | null>`last.unit_of_measure`,
  };
  if (!byNumber) {
    return db
      .select(columns)
      .from(orderLines)
      .leftJoin(lastPurchase(sql`${sql.placeholder('placedAt')}::timestamptz`), sql`true`)
      .where(eq(orderLines.orderId, sql.placeholder('orderId')))
      .orderBy(asc(orderLines.lineNumber))
      .prepare('order_lines_last_purchase');
  }
  return db
    .select(columns)
    .from(orderLines)
    .innerJoin(
      currentOrder,
      and(
        eq(currentOrder.id, orderLines.orderId),
        eq(currentOrder.organizationId, sql.placeholder('organizationId')),
        eq(currentOrder.webOrderNumber, sql.placeholder('webOrderNumber')),
      ),
    )
    .leftJoin(lastPurchase(currentOrder.placedAt), sql`true`)
    .orderBy(asc(orderLines.lineNumber))
    .prepare('order_lines_last_purchase_by_number');
}

const linesOfOrderQuery = preparedPerHandle((db) => linesQuery(db, false));
const linesByNumberQuery = preparedPerHandle((db) => linesQuery(db, true));

function toLineWithLastPurchase(row: {
  line: OrderLineRow;
  lastPlacedAt: string | null;
  lastQuantity: number | null;
  lastUnit: string | null;
}): OrderLineWithLastPurchase {
  return {
    ...row.line,
    lastPurchase:
      row.lastPlacedAt === null
        ? null
        : {
            placedAt: new Date(row.lastPlacedAt),
            quantity: Number(row.lastQuantity),
            unitOfMeasure: row.lastUnit ?? '',
          },
  };
}

/**
 * The lines of an organization's order by web number, with last purchases (not in a transaction): needs
 * no order row first, so order details read the order, its lines and its reports at once.
 */
export async function findOrderLinesByNumber(
  db: Db,
  organizationId: string,
  webOrderNumber: string,
): Promise<OrderLineWithLastPurchase[]> {
  const rows = await linesByNumberQuery(db).execute({ organizationId, webOrderNumber });
  return rows.map(toLineWithLastPurchase);
}

/** The lines of an order in line order, each with the organization's latest earlier purchase of that sku (not in a transaction). */
export async function findOrderLinesWithLastPurchase(
  db: Db,
  order: Pick<OrderRow, 'id' | 'organizationId' | 'placedAt'>,
): Promise<OrderLineWithLastPurchase[]> {
  const lines = await linesOfOrderQuery(db).execute({
    orderId: order.id,
    organizationId: order.organizationId,
    placedAt: order.placedAt.toISOString(),
  });
  return lines.map(toLineWithLastPurchase);
}
