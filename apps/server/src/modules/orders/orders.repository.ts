import { DEFAULT_TIME_ZONE } from '@larder/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared-query.ts';
import { vendors } from '../catalog/catalog.read-model.ts';
import { businessUnits, organizations } from '../organizations/organizations.read-model.ts';
import { orderStatusHistory } from './order-workflow.table.ts';
import { orderLines, orderNumberSequence, orders, type orderIssueReports } from './orders.table.ts';
import { queryRows } from '../../db/query-rows.ts';

/** An order row. */
export type OrderRow = typeof orders.$inferSelect;
/** An order line row. */
export type OrderLineRow = typeof orderLines.$inferSelect;
/** A stored issue report. */
export type OrderIssueReportRow = typeof orderIssueReports.$inferSelect;

/** An order with the names its header shows. */
export type NamedOrderRow = OrderRow & {
  businessUnitName: string;
  vendorName: string | null;
  timeZone: string;
};

/** The next `count` web order numbers from the shared sequence, in one statement. */
export async function nextOrderNumbers(tx: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ n: string }>(
    tx,
    sql`select nextval(${orderNumberSequence.seqName}) as n from generate_series(1, ${count}::int)`,
  );
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
    punchout_system: order.punchoutSystem ?? null,
  }));
  await tx.execute(sql`with placed as (
      insert into ${orders} (id, web_order_number, erp_order_number, organization_id, user_id,
        placed_by_staff_user_id, cart_id, business_unit_id, vendor_id, is_jit, is_drop_ship, is_pre_order,
        delivery_date, cut_off_at, purchase_order_number, note, drop_ship_notes, drop_ship_address,
        shipping_method, shipping_cost, item_count, total, placed_at, punchout_system)
      select * from json_to_recordset(${JSON.stringify(orderRows)}::json) as t(id text, web_order_number text,
        erp_order_number text, organization_id text, user_id text, placed_by_staff_user_id text, cart_id text,
        business_unit_id text, vendor_id text, is_jit boolean, is_drop_ship boolean, is_pre_order boolean,
        delivery_date date, cut_off_at timestamptz, purchase_order_number text, note text, drop_ship_notes text,
        drop_ship_address jsonb, shipping_method text, shipping_cost numeric, item_count int, total numeric,
        placed_at timestamptz, punchout_system text)
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

/** The names an order's header shows, for a query joining business units and vendors. */
export const namedColumns = {
  businessUnitName: sql<string>`coalesce(${businessUnits.name}, ${orders.businessUnitId})`,
  vendorName: vendors.name,
  /** The business unit's time zone, the clock the order's times are read on. */
  timeZone: sql<string>`coalesce(${businessUnits.timezone}, ${DEFAULT_TIME_ZONE})`,
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
  return row
    ? {
        ...row.order,
        businessUnitName: row.businessUnitName,
        vendorName: row.vendorName,
        timeZone: row.timeZone,
      }
    : null;
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
  return row
    ? {
        ...row.order,
        businessUnitName: row.businessUnitName,
        vendorName: row.vendorName,
        timeZone: row.timeZone,
      }
    : null;
}

const restaurantQuery = preparedPerHandle((db: Db) =>
  db
    .select({
      name: organizations.name,
      address1: organizations.address1,
      city: organizations.city,
      state: organizations.state,
      zip: organizations.zip,
    })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('organizationId')))
    .prepare('order_restaurant'),
);

/** The restaurant an organization's orders are delivered to: its name and address. */
export type RestaurantRow = Awaited<ReturnType<ReturnType<typeof restaurantQuery>['execute']>>[number];

/** The restaurant (name and delivery address) of an organization, or null when there is no such one. */
export async function readRestaurant(db: Db, organizationId: string): Promise<RestaurantRow | null> {
  const [row] = await restaurantQuery(db).execute({ organizationId });
  return row ?? null;
}

/** Locks an order row until the transaction ends and returns it fresh. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
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
      | 'status'
      | 'cancelledAt'
      | 'purchaseOrderNumber'
      | 'note'
      | 'itemCount'
      | 'total'
      | 'shippingCost'
      | 'editedByStaffUserId'
      | 'carrier'
      | 'trackingNumber'
      | 'cancellationReason'
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

/** Records that the ERP answered for an order (its first status call); a later one keeps the first instant. */
export async function markErpAcknowledged(tx: Db, orderId: string, at: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ erpAcknowledgedAt: sql`coalesce(${orders.erpAcknowledgedAt}, ${at})` })
    .where(eq(orders.id, orderId));
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

/**
 * Moves every Submitted order whose cut-off has come to Processing and writes each one's history row, in
 * one statement; returns how many moved.
 */
export async function moveOrdersPastCutOff(db: Db, now: Date): Promise<number> {
  const rows = await queryRows(
    db,
    sql`
    with moved as (
      update ${orders} set status = 'Processing', version = version + 1, updated_at = ${now}
      where status = 'Submitted' and cut_off_at <= ${now}
      returning id
    )
    insert into ${orderStatusHistory} (order_id, from_status, to_status, source, at)
    select id, 'Submitted', 'Processing', 'system', ${now} from moved
    returning 1`,
  );
  return rows.length;
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

/** An order by id. */
export async function findOrderById(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}
