import { randomUUID } from 'node:crypto';
import { orderLines, orders } from '../orders/orders.table.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import type { GuideWorld } from './order-guide-world.test-support.ts';

/** Writes an order of the world's home organization placed `daysAgo` days ago, one case of each sku. */
export async function placeTestOrder(
  t: TestApp,
  world: GuideWorld,
  skus: readonly string[],
  daysAgo: number,
) {
  const id = randomUUID();
  const placedAt = new Date(Date.now() - daysAgo * 86_400_000);
  const number = id.slice(0, 8);
  await t.database.db.insert(orders).values({
    id,
    webOrderNumber: `W${number}`,
    erpOrderNumber: `E${number}`,
    organizationId: world.home.id,
    userId: world.users.owner.id,
    cartId: randomUUID(),
    businessUnitId: world.home.businessUnitId,
    isJIT: false,
    isDropShip: false,
    isPreOrder: false,
    deliveryDate: placedAt.toISOString().slice(0, 10),
    cutOffAt: placedAt,
    purchaseOrderNumber: '',
    note: '',
    itemCount: skus.length,
    total: '10.00',
    placedAt,
  });
  await t.database.db.insert(orderLines).values(
    skus.map((sku, index) => ({
      orderId: id,
      lineNumber: index + 1,
      productSku: sku,
      variantId: `${sku}-CS`,
      productTitle: sku,
      brandName: 'Test Brand',
      packSize: '1/10 LB',
      unitOfMeasure: 'CS',
      quantity: 1,
      unitPrice: '10.00',
      totalPrice: '10.00',
      imageUrl: '/images/products/test.svg',
      productUrl: `/product/${sku}/test/`,
    })),
  );
}
