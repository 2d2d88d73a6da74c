import { isVariantOrderable, upcomingDeliveries } from '@larder/domain';
import { demoCalendars } from './delivery-calendar.ts';
import { eq, inArray } from 'drizzle-orm';
import { prices, products, variants } from '../../modules/catalog/catalog.table.ts';
import { orderLines, orders } from '../../modules/orders/orders.table.ts';
import type { organizationMembers, organizations } from '../../modules/organizations/organizations.table.ts';
import type { Db } from '../client.ts';
import { bulkInsert } from './insert-batches.ts';
import { createRandom, type Random } from './random.ts';
import { BUSINESS_UNITS } from './reference-data.ts';

type OrganizationRow = typeof organizations.$inferInsert;
type MemberRow = typeof organizationMembers.$inferInsert;

/** What the order history is made from. */
export interface OrderHistoryInput {
  orgs: readonly OrganizationRow[];
  members: readonly MemberRow[];
  today: Date;
  skuCount: number;
}

interface SeedVariant {
  id: string;
  productSku: string;
  text: string;
  weight: string;
  catchWeightUom: string | null;
  businessUnitId: string;
  /** Sold online (the demo's JIT line-type flag leaves S2 lines out). */
  sellable: boolean;
  /** Sold online without min/max rules, so any multiple of its sell-by quantity goes in. */
  orderable: boolean;
  sellByMultiple: number;
  name: string;
  brand: string;
  imageUrl: string;
  url: string;
}

const DAY_MS = 86_400_000;
// Web order numbers of demo history sit below the live sequence (which starts at 5,000,001).
const FIRST_DEMO_ORDER_NUMBER = 1_000_001;
const VARIANTS_PER_UNIT = 150;

/** Orders per organization over the year: one a week for a full catalog, fewer for small test catalogs. */
export function ordersPerOrganization(skuCount: number): number {
  return skuCount >= 2000 ? 52 : 24;
}

async function orderableVariants(db: Db): Promise<Map<string, SeedVariant[]>> {
  const rows = await db
    .select({
      id: variants.id,
      productSku: variants.productSku,
      text: variants.text,
      weight: variants.weight,
      catchWeightUom: variants.catchWeightUom,
      businessUnitId: variants.businessUnitId,
      stockingType: variants.stockingType,
      lineType: variants.lineType,
      minMaxFlag: variants.minMaxFlag,
      vendorId: variants.vendorId,
      sellByMultiple: variants.sellByMultiple,
      name: products.name,
      brand: products.brand,
      imageUrl: products.imageUrl,
      url: products.url,
    })
    .from(variants)
    .innerJoin(products, eq(products.sku, variants.productSku))
    .where(eq(variants.specialOrderFlag, false))
    .orderBy(variants.id);
  const byUnit = new Map<string, SeedVariant[]>();
  for (const { stockingType, lineType, minMaxFlag, vendorId, ...row } of rows) {
    const list = byUnit.get(row.businessUnitId) ?? [];
    // The demo turns the JIT line-type flag on, which leaves S2 lines out of online ordering.
    if (list.length < VARIANTS_PER_UNIT)
      list.push({
        ...row,
        // Orders went in through the quantity rules: min/max items are left out, multiples respected below.
        sellable: isVariantOrderable({ stockingType, lineType }, true),
        // Demo orders are regular deliveries from the warehouse: no just-in-time or drop-ship lines.
        orderable:
          isVariantOrderable({ stockingType, lineType }, true) &&
          !minMaxFlag &&
          stockingType !== 'J' &&
          vendorId === null,
      });
    byUnit.set(row.businessUnitId, list);
  }
  return byUnit;
}

async function pricesOf(db: Db, variantIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ variantId: prices.variantId, group: prices.customerGroupId, price: prices.price })
    .from(prices)
    .where(inArray(prices.variantId, variantIds));
  return new Map(rows.map((row) => [`${row.variantId}|${row.group}`, Number(row.price)]));
}

function statusAt(random: Random, cutOffAt: Date, deliveryDate: string, now: Date) {
  if (cutOffAt.getTime() > now.getTime()) return { status: 'Submitted' as const, cancelledAt: null };
  const deliveryMs = Date.parse(`${deliveryDate}T12:00:00Z`);
  if (deliveryMs > now.getTime() + DAY_MS) return { status: 'Processing' as const, cancelledAt: null };
  if (deliveryMs > now.getTime() - DAY_MS) return { status: 'Shipped' as const, cancelledAt: null };
  if (random.chance(0.06)) {
    return { status: 'Cancelled' as const, cancelledAt: new Date(cutOffAt.getTime() - 3 * 3_600_000) };
  }
  return { status: 'Delivered' as const, cancelledAt: null };
}

/**
 * A year of order history per organization across every status (DESIGN.md section 6): orders placed by
 * the organization's buyers from its own warehouse, delivered on its route, the newest two still open
 * (Submitted, before their cut-off) so a demo can edit and cancel them. Deterministic for a given day.
 */
export async function seedOrderHistory(db: Db, input: OrderHistoryInput): Promise<number> {
  const random = createRandom('order-history');
  const byUnit = await orderableVariants(db);
  const allVariants = [...byUnit.values()].flat();
  const priceOf = await pricesOf(
    db,
    allVariants.map((v) => v.id),
  );
  const perOrg = ordersPerOrganization(input.skuCount);
  const buyersOf = new Map<string, string[]>();
  for (const member of input.members) {
    buyersOf.set(member.organizationId, [...(buyersOf.get(member.organizationId) ?? []), member.userId]);
  }
  const now = input.today;
  const calendars = demoCalendars(now);
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderLines.$inferInsert)[] = [];
  let number = FIRST_DEMO_ORDER_NUMBER;
  for (const org of input.orgs) {
    const buyers = buyersOf.get(org.id) ?? [];
    const unit = BUSINESS_UNITS.find((u) => u.id === org.businessUnitId);
    const pool = byUnit.get(org.businessUnitId) ?? [];
    if (buyers.length === 0 || !unit || pool.length === 0) continue;
    const schedule = {
      timeZone: unit.timezone,
      deliveryWeekdays: unit.deliveryWeekdays,
      cutoffTime: unit.cutoffTime,
      leadDays: unit.leadDays,
      routeWeekdays: org.routeWeekdays ?? [1, 2, 3, 4, 5],
      // The seeded holidays: no order of the history is due on a day the warehouse is closed.
      calendar: calendars.get(unit.id),
    };
    // The organization's usual items: restaurants reorder much the same things. One item it used to
    // order is no longer sold online, so reordering that order shows a line that cannot be added.
    const orderable = pool.filter((variant) => variant.orderable);
    const usual = random.sample(orderable, Math.min(orderable.length, 40));
    const retired = pool.find(
      (variant) => !variant.sellable && !usual.some((other) => other.productSku === variant.productSku),
    );
    for (let i = 0; i < perOrg; i++) {
      // Spread over the past year, oldest first; the last four are recent: two past their cut-off
      // (Shipped, then Processing) and two placed in the last hours, still open.
      const recent = i - (perOrg - 4);
      let placedAt = new Date(now.getTime() - ((perOrg - 2 - i) * 365 * DAY_MS) / perOrg);
      if (recent >= 2) placedAt = new Date(now.getTime() - random.int(1, 5) * 3_600_000);
      let delivery = upcomingDeliveries(recent >= 2 ? now : placedAt, schedule, 1)[0];
      // The two just past their cut-off: the latest placement whose cut-off has passed.
      for (let days = 1; recent >= 0 && recent < 2 && days < 15; days++) {
        placedAt = new Date(now.getTime() - (days + 1 - recent) * DAY_MS);
        delivery = upcomingDeliveries(placedAt, schedule, 1)[0];
        if (delivery && delivery.cutOff.getTime() <= now.getTime()) break;
      }
      if (!delivery) continue;
      const decided = statusAt(random, delivery.cutOff, delivery.deliveryDate, now);
      // Still on its way (delivery today or later): shipped, or still being prepared.
      const onItsWay =
        decided.status !== 'Submitted' && delivery.deliveryDate >= now.toISOString().slice(0, 10);
      const { status, cancelledAt } =
        onItsWay && recent === 0
          ? { status: 'Shipped' as const, cancelledAt: null }
          : onItsWay && recent === 1
            ? { status: 'Processing' as const, cancelledAt: null }
            : decided;
      const id = `demo-order-${number}`;
      const lines = random.sample(usual, random.int(3, 12));
      if (recent === -1 && retired) lines.push(retired);
      let totalCents = 0;
      lines.forEach((variant, index) => {
        const price = priceOf.get(`${variant.id}|${org.customerGroupId}`) ?? null;
        const quantity = random.int(1, 4) * Math.max(1, variant.sellByMultiple);
        const lineCents = price === null ? 0 : Math.round(price * 100) * quantity;
        totalCents += lineCents;
        lineRows.push({
          orderId: id,
          organizationId: org.id,
          placedAt,
          lineNumber: index + 1,
          productSku: variant.productSku,
          variantId: variant.id,
          productTitle: variant.name,
          brandName: variant.brand,
          packSize: variant.weight,
          unitOfMeasure: variant.text,
          quantity,
          unitPrice: price === null ? null : price.toFixed(2),
          totalPrice: (lineCents / 100).toFixed(2),
          catchWeightUnit: variant.catchWeightUom,
          imageUrl: variant.imageUrl,
          productUrl: variant.url,
          erpFields: {},
        });
      });
      orderRows.push({
        id,
        webOrderNumber: `W${number}`,
        erpOrderNumber: `${unit.id}-${String(number).padStart(8, '0')}`,
        organizationId: org.id,
        userId: random.pick(buyers),
        placedByStaffUserId: null,
        cartId: `demo-cart-${number}`,
        businessUnitId: unit.id,
        vendorId: null,
        isJIT: false,
        isDropShip: false,
        isPreOrder: false,
        status,
        deliveryDate: delivery.deliveryDate,
        cutOffAt: delivery.cutOff,
        purchaseOrderNumber: random.chance(0.6) ? `PO-${random.int(10000, 99999)}` : '',
        note: random.chance(0.2)
          ? random.pick(['Back door, please.', 'Call on arrival.', 'Before 7 am.'])
          : '',
        dropShipNotes: '',
        dropShipAddress: null,
        shippingMethod: null,
        shippingCost: '0.00',
        itemCount: lines.length,
        total: (totalCents / 100).toFixed(2),
        placedAt,
        cancelledAt,
        updatedAt: cancelledAt ?? placedAt,
      });
      number++;
    }
  }
  await bulkInsert(db, orders, orderRows);
  await bulkInsert(db, orderLines, lineRows);
  return orderRows.length;
}
