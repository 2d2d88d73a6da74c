import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared-query.ts';
import { vendors } from '../catalog/catalog.table.ts';
import { businessUnits } from '../organizations/organizations.table.ts';
import {
  orderIssueReports,
  orderLines,
  orderNumberSequence,
  orders,
  type OrderStatus,
} from './orders.table.ts';

/** An order row. */
export type OrderRow = typeof orders.$inferSelect;
/** An order line row. */
export type OrderLineRow = typeof orderLines.$inferSelect;
/** A stored issue report. */
export type OrderIssueReportRow = typeof orderIssueReports.$inferSelect;

/** An order with the names its header shows. */
export type NamedOrderRow = OrderRow & { businessUnitName: string; vendorName: string | null };

/** An order line with the organization's previous purchase of the same product. */
export type OrderLineWithLastPurchase = OrderLineRow & {
  lastPurchase: { placedAt: Date; quantity: number; unitOfMeasure: string } | null;
};

/** The next `count` web order numbers from the shared sequence, in one statement. */
export async function nextOrderNumbers(tx: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await tx.execute<{ n: string }>(
    sql`select nextval(${orderNumberSequence.seqName}) as n from generate_series(1, ${count}::int)`,
  );
  const rows = (result as unknown as { rows: { n: string }[] }).rows;
  if (rows.length !== count) throw new Error('the order number sequence returned too few numbers');
  return rows.map((row) => Number(row.n));
}

/** A new order line as the service builds it; the order's id, organization and time are added here. */
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId' | 'organizationId' | 'placedAt'>;

/**
 * Stores orders with their lines in one statement, whatever their number: the orders and the lines each
 * travel as one JSON document (JSON.stringify is native and fast, where a multi-row insert is built value
 * by value, hundreds of parameters, and planned anew each time), and the lines take their order's
 * organization and time from the orders inserted beside them.
 */
export async function insertOrders(
  tx: Db,
  placed: readonly { order: typeof orders.$inferInsert; lines: readonly NewOrderLine[] }[],
): Promise<void> {
  if (placed.length === 0) return;
  const orderRows = placed.map(({ order }) => ({
    id: order.id,
    web_order_number: order.webOrderNumber,
    erp_order_number: order.erpOrderNumber,
    organization_id: order.organizationId,
    user_id: order.userId,
    placed_by_staff_user_id: order.placedByStaffUserId ?? null,
    cart_id: order.cartId,
    business_unit_id: order.businessUnitId,
    vendor_id: order.vendorId ?? null,
    is_jit: order.isJIT,
    is_drop_ship: order.isDropShip,
    is_pre_order: order.isPreOrder,
    delivery_date: order.deliveryDate,
    cut_off_at: order.cutOffAt.toISOString(),
    purchase_order_number: order.purchaseOrderNumber,
    note: order.note,
    drop_ship_notes: order.dropShipNotes ?? '',
    drop_ship_address: order.dropShipAddress ?? null,
    shipping_method: order.shippingMethod ?? null,
    shipping_cost: order.shippingCost ?? '0',
    item_count: order.itemCount,
    total: order.total,
    placed_at: (order.placedAt ?? new Date()).toISOString(),
  }));
  await tx.execute(sql`with placed as (
      insert into ${orders} (id, web_order_number, erp_order_number, organization_id, user_id,
        placed_by_staff_user_id, cart_id, business_unit_id, vendor_id, is_jit, is_drop_ship, is_pre_order,
        delivery_date, cut_off_at, purchase_order_number, note, drop_ship_notes, drop_ship_address,
        shipping_method, shipping_cost, item_count, total, placed_at)
      select * from json_to_recordset(${JSON.stringify(orderRows)}::json) as t(id text, web_order_number text,
        erp_order_number text, organization_id text, user_id text, placed_by_staff_user_id text, cart_id text,
        business_unit_id text, vendor_id text, is_jit boolean, is_drop_ship boolean, is_pre_order boolean,
        delivery_date date, cut_off_at timestamptz, purchase_order_number text, note text, drop_ship_notes text,
        drop_ship_address jsonb, shipping_method text, shipping_cost numeric, item_count int, total numeric,
        placed_at timestamptz)
      returning id, organization_id, placed_at
    )
    ${insertLinesOf(placed, sql`placed`)}`);
}

/**
 * The insert of orders' lines, one JSON document for all of them, each line taking its order's
 * organization and time from `orderSource` (the orders table, or orders inserted in the same statement:
 * the lines' foreign key is checked at the statement's end, when those exist).
 */
function insertLinesOf(
  placed: readonly { order: Pick<typeof orders.$inferInsert, 'id'>; lines: readonly NewOrderLine[] }[],
  orderSource: SQL,
): SQL {
  const rows = placed.flatMap(({ order, lines }) =>
    lines.map((line) => ({
      order_id: order.id,
      line_number: line.lineNumber,
      product_sku: line.productSku,
      variant_id: line.variantId,
      product_title: line.productTitle,
      brand_name: line.brandName,
      pack_size: line.packSize,
      unit_of_measure: line.unitOfMeasure,
      quantity: line.quantity,
      unit_price: line.unitPrice ?? null,
      total_price: line.totalPrice,
      catch_weight_unit: line.catchWeightUnit ?? null,
      image_url: line.imageUrl,
      product_url: line.productUrl,
      erp_fields: line.erpFields ?? {},
    })),
  );
  return sql`insert into ${orderLines} (order_id, organization_id, placed_at, line_number, product_sku,
      variant_id, product_title, brand_name, pack_size, unit_of_measure, quantity, unit_price, total_price,
      catch_weight_unit, image_url, product_url, erp_fields)
    select l.order_id, o.organization_id, o.placed_at, l.line_number, l.product_sku, l.variant_id,
      l.product_title, l.brand_name, l.pack_size, l.unit_of_measure, l.quantity, l.unit_price, l.total_price,
      l.catch_weight_unit, l.image_url, l.product_url, l.erp_fields
    from json_to_recordset(${JSON.stringify(rows)}::json) as l(order_id text, line_number int,
      product_sku text, variant_id text, product_title text, brand_name text, pack_size text,
      unit_of_measure text, quantity int, unit_price numeric, total_price numeric, catch_weight_unit text,
      image_url text, product_url text, erp_fields jsonb)
    join ${orderSource} o on o.id = l.order_id`;
}

/** The orders one cart became, oldest first. */
export async function findOrdersOfCart(db: Db, organizationId: string, cartId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.organizationId, organizationId), eq(orders.cartId, cartId)))
    .orderBy(asc(orders.webOrderNumber));
}

const namedColumns = {
  businessUnitName: sql<string>`coalesce(${businessUnits.name}, ${orders.businessUnitId})`,
  vendorName: vendors.name,
};

/** How an order is looked up: by web number, else ERP number. */
export interface OrderLookup {
  webOrderNumber?: string | undefined;
  erpOrderNumber?: string | undefined;
}

/** An organization's order by its web or ERP number, with names; null when it is not that organization's. */
export async function findOrderOfOrganization(
  db: Db,
  organizationId: string,
  lookup: OrderLookup,
): Promise<NamedOrderRow | null> {
  const key = lookup.webOrderNumber
    ? eq(orders.webOrderNumber, lookup.webOrderNumber)
    : lookup.erpOrderNumber
      ? eq(orders.erpOrderNumber, lookup.erpOrderNumber)
      : null;
  if (!key) return null;
  const [row] = await db
    .select({ order: orders, ...namedColumns })
    .from(orders)
    .leftJoin(businessUnits, eq(businessUnits.id, orders.businessUnitId))
    .leftJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(and(eq(orders.organizationId, organizationId), key));
  return row ? { ...row.order, businessUnitName: row.businessUnitName, vendorName: row.vendorName } : null;
}

function namedOrderQuery(db: Db, by: 'web' | 'erp') {
  return db
    .select({ order: orders, ...namedColumns })
    .from(orders)
    .leftJoin(businessUnits, eq(businessUnits.id, orders.businessUnitId))
    .leftJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(
      and(
        eq(orders.organizationId, sql.placeholder('organizationId')),
        eq(by === 'web' ? orders.webOrderNumber : orders.erpOrderNumber, sql.placeholder('number')),
      ),
    )
    .prepare(`named_order_by_${by}`);
}

const namedOrderQueries = preparedPerHandle((db) => ({
  web: namedOrderQuery(db, 'web'),
  erp: namedOrderQuery(db, 'erp'),
}));

/** Like findOrderOfOrganization, as a prepared statement for reads outside a transaction (details, history). */
export async function readOrderOfOrganization(
  db: Db,
  organizationId: string,
  lookup: OrderLookup,
): Promise<NamedOrderRow | null> {
  const by = lookup.webOrderNumber ? 'web' : lookup.erpOrderNumber ? 'erp' : null;
  if (!by) return null;
  const [row] = await namedOrderQueries(db)[by].execute({
    organizationId,
    number: by === 'web' ? lookup.webOrderNumber : lookup.erpOrderNumber,
  });
  return row ? { ...row.order, businessUnitName: row.businessUnitName, vendorName: row.vendorName } : null;
}

/** Any organization's order by its web number (staff use). */
export async function findOrderByNumber(db: Db, webOrderNumber: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.webOrderNumber, webOrderNumber));
  return row ?? null;
}

/** Locks an order row until the transaction ends and returns it fresh. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/** What the order history filters by; dates are whole days in `timeZone`. */
export interface OrderFilters {
  search?: string | undefined;
  status?: OrderStatus | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  poNumber?: string | undefined;
  orderNumber?: string | undefined;
  timeZone: string;
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The filters a page query can carry; each combination is its own prepared statement.
const FILTER_NAMES = ['status', 'fromDate', 'toDate', 'poNumber', 'orderNumber', 'search'] as const;
type FilterName = (typeof FILTER_NAMES)[number];

function filterConditions(present: ReadonlySet<FilterName>): SQL[] {
  const p = (name: string) => sql.placeholder(name);
  const conditions: SQL[] = [eq(orders.organizationId, p('organizationId'))];
  if (present.has('status')) conditions.push(eq(orders.status, p('status')));
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

/** The lines of an order in line order. */
export async function findOrderLines(db: Db, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNumber));
}

/** Changes an order's header fields and bumps its version; returns the row. */
export async function updateOrder(
  tx: Db,
  orderId: string,
  changes: Partial<
    Pick<
      OrderRow,
      'status' | 'cancelledAt' | 'purchaseOrderNumber' | 'note' | 'itemCount' | 'total' | 'shippingCost'
    >
  >,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error(`order ${orderId} vanished while locked`);
  return row;
}

/** Replaces an order's lines (an edit submitted). */
export async function replaceOrderLines(
  tx: Db,
  order: OrderRow,
  lines: readonly NewOrderLine[],
): Promise<void> {
  await tx.delete(orderLines).where(eq(orderLines.orderId, order.id));
  if (lines.length > 0) await tx.execute(insertLinesOf([{ order, lines }], sql`${orders}`));
}

/** Moves every Submitted order whose cut-off has come to Processing; returns how many moved. */
export async function moveOrdersPastCutOff(db: Db, now: Date): Promise<number> {
  const moved = await db
    .update(orders)
    .set({ status: 'Processing', version: sql`${orders.version} + 1`, updatedAt: now })
    .where(and(eq(orders.status, 'Submitted'), sql`${orders.cutOffAt} <= ${now}`))
    .returning({ id: orders.id });
  return moved.length;
}

/** The distinct future cut-offs of Submitted orders, so a starting process can schedule them. */
export async function findOpenCutOffs(db: Db, now: Date): Promise<Date[]> {
  const rows = await db
    .selectDistinct({ cutOffAt: orders.cutOffAt })
    .from(orders)
    .where(and(eq(orders.status, 'Submitted'), sql`${orders.cutOffAt} > ${now}`))
    .orderBy(asc(orders.cutOffAt))
    .limit(1000);
  return rows.map((row) => row.cutOffAt);
}

/** Stores an issue report. */
export async function insertIssueReport(
  tx: Db,
  report: typeof orderIssueReports.$inferInsert,
): Promise<void> {
  await tx.insert(orderIssueReports).values(report);
}

/** The issue reports of an order, oldest first. */
export async function findIssueReports(db: Db, orderId: string): Promise<OrderIssueReportRow[]> {
  return db
    .select()
    .from(orderIssueReports)
    .where(eq(orderIssueReports.orderId, orderId))
    .orderBy(asc(orderIssueReports.createdAt));
}

/** The issue reports of an organization's order by web number, oldest first. */
export async function findIssueReportsByNumber(
  db: Db,
  organizationId: string,
  webOrderNumber: string,
): Promise<OrderIssueReportRow[]> {
  const rows = await db
    .select({ report: orderIssueReports })
    .from(orderIssueReports)
    .innerJoin(orders, eq(orders.id, orderIssueReports.orderId))
    .where(and(eq(orders.organizationId, organizationId), eq(orders.webOrderNumber, webOrderNumber)))
    .orderBy(asc(orderIssueReports.createdAt));
  return rows.map((row) => row.report);
}

/** An issue report by id. */
export async function findIssueReport(db: Db, id: string): Promise<OrderIssueReportRow | null> {
  const [row] = await db.select().from(orderIssueReports).where(eq(orderIssueReports.id, id));
  return row ?? null;
}

/** An order by id. */
export async function findOrderById(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}
