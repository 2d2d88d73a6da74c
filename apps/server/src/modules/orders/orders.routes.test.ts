import {
  orderDetailsResponseSchema,
  orderHistoryResponseSchema,
  reorderResponseSchema,
  reportIssueResponseSchema,
  type OrderDetails,
} from '@larder/contract';
import { eq } from 'drizzle-orm';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../jobs/jobs.service.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { salesReps } from '../organizations/organizations.table.ts';
import { ORDER_CUT_OFF_JOB } from './order-cut-off.ts';
import { orderIssueReports } from './orders.table.ts';
import {
  add,
  cartOf,
  createCartWorld,
  linesOf,
  orderRow,
  passCutOff,
  placeOrder,
  waitForMail,
  type CartWorld,
} from '../../test-support/orders-world.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'larder-orders-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
});
afterAll(() => t.close());

const TIMESTAMP = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (am|pm)$/;

async function details(world: CartWorld, webOrderNumber: string, timeZone = 'America/Chicago') {
  return world.client.post(
    '/web-api/order-history/details',
    { webOrderNumber },
    { 'user-timezone': timeZone },
  );
}

async function detailsOf(world: CartWorld, webOrderNumber: string): Promise<OrderDetails> {
  const response = await details(world, webOrderNumber);
  expect(response.statusCode).toBe(200);
  return orderDetailsResponseSchema.parse(response.json());
}

async function list(world: CartWorld, body: object = {}) {
  const response = await world.client.post('/web-api/order-history/list', body, {
    'user-timezone': 'America/Chicago',
  });
  expect(response.statusCode).toBe(200);
  return orderHistoryResponseSchema.parse(response.json());
}

describe('order history list', () => {
  it("lists the organization's orders newest first with header fields, filters and pages", async () => {
    const world = await createCartWorld(t);
    const { plain, elsewhere } = world.products;
    await world.client.post('/web-api/cart/update/field', { name: 'poNumber', value: 'PO-ALPHA' });
    const [first] = await placeOrder(world, [[plain.sku, 'CS', 1]]);
    const [second] = await placeOrder(world, [[plain.sku, 'EA', 2]]);
    await world.client.post('/web-api/cart/update/field', { name: 'poNumber', value: 'PO-BETA' });
    const [third] = await placeOrder(world, [[elsewhere.sku, 'CS', 1]]);
    await world.client.post('/web-api/order-history/cancel', { webOrderNumber: second!.webOrderNumber });
    const stranger = await createCartWorld(t);
    await placeOrder(stranger, [[stranger.products.plain.sku, 'CS', 1]]);

    const all = await list(world);
    expect(all.totalCount).toBe(3);
    expect(all.orders.map((o) => o.orderNumber)).toEqual(
      [third, second, first].map((o) => o!.webOrderNumber),
    );
    const header = all.orders[2]!;
    expect(header).toMatchObject({
      orderNumber: first!.webOrderNumber,
      erpOrderNumber: first!.erpOrderNumber,
      purchaseOrderNumber: 'PO-ALPHA',
      isJIT: false,
      isDropShip: false,
      status: 'Submitted',
      statusFriendly: 'Order Received',
      linkToCartPage: `/cart/?orderNumber=${first!.webOrderNumber}`,
      expectedDeliveryDate: first!.deliveryDate,
      businessUnitName: 'Own Warehouse',
    });
    expect(header.orderPlacedDate).toMatch(TIMESTAMP);

    expect((await list(world, { status: 'Cancelled' })).orders.map((o) => o.orderNumber)).toEqual([
      second!.webOrderNumber,
    ]);
    expect(all.orders[1]!.linkToCartPage).toBeNull();
    expect((await list(world, { poNumber: 'beta' })).orders.map((o) => o.orderNumber)).toEqual([
      third!.webOrderNumber,
    ]);
    expect((await list(world, { orderNumber: first!.webOrderNumber })).totalCount).toBe(1);
    expect((await list(world, { search: first!.erpOrderNumber })).totalCount).toBe(1);
    expect((await list(world, { search: '100%_' })).totalCount).toBe(0);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    expect((await list(world, { fromDate: today, toDate: today })).totalCount).toBe(3);
    expect((await list(world, { toDate: '2020-01-01' })).totalCount).toBe(0);
    expect((await list(world, { fromDate: '2999-01-01' })).totalCount).toBe(0);

    const page2 = await list(world, { page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ page: 2, pageSize: 2, totalCount: 3, totalPages: 2 });
    expect(page2.orders.map((o) => o.orderNumber)).toEqual([first!.webOrderNumber]);
  });

  it('refuses bad filters with a 400 and needs a sign-in', async () => {
    const world = await createCartWorld(t);
    for (const body of [
      { pageSize: 500 },
      { status: 'Lost' },
      { fromDate: '2026-13-45x' },
      { fromDate: '2026-02-01', toDate: '2026-01-01' },
    ]) {
      const response = await world.client.post('/web-api/order-history/list', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const anonymous = new TestClient(t.app);
    expect((await anonymous.post('/web-api/order-history/list', {})).statusCode).toBe(401);
  });
});

describe('order details', () => {
  it('answers header, lines with last purchase and summary in the user time zone', async () => {
    const world = await createCartWorld(t);
    const { plain, catchWeight } = world.products;
    await placeOrder(world, [[plain.sku, 'CS', 3]]);
    const [order] = await placeOrder(world, [
      [plain.sku, 'CS', 2],
      [catchWeight.sku, 'LB', 1],
    ]);
    const body = await detailsOf(world, order!.webOrderNumber);
    expect(body.detailsHeader).toMatchObject({
      status: 'Submitted',
      statusFriendly: 'Order Received',
      statusError: null,
      isEditable: true,
      isCancelable: true,
      cancelledDate: null,
    });
    expect(body.order).toEqual({ orderId: order!.orderId, erpOrderNumber: order!.erpOrderNumber });
    expect(body.lines).toHaveLength(2);
    expect(body.lines[0]).toMatchObject({
      lineNumber: 1,
      productTitle: 'Plain Flour',
      productSku: plain.sku,
      quantity: 2,
      unitPrice: '$24.50',
      pricingUnitOfMeasure: 'CS',
      totalPrice: '$49.00',
      lastPurchaseInfo: { quantity: 3, uom: 'CS' },
    });
    expect(body.lines[0]!.lastPurchaseInfo!.orderDate).toMatch(TIMESTAMP);
    expect(body.lines[1]).toMatchObject({ pricingUnitOfMeasure: 'LB', lastPurchaseInfo: null });
    expect(body.summary).toMatchObject({ orderTotal: order!.total, note: { value: '' } });

    // The same instant in two zones reads differently.
    const placed = new Date(body.header.orderPlacedAt);
    const tokyo = orderDetailsResponseSchema.parse(
      (await details(world, order!.webOrderNumber, 'Asia/Tokyo')).json(),
    );
    const hourIn = (zone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', hour12: true }).format(placed);
    expect(body.header.orderPlacedDate.slice(11, 13)).toBe(hourIn('America/Chicago').slice(0, 2));
    expect(tokyo.header.orderPlacedDate.slice(11, 13)).toBe(hourIn('Asia/Tokyo').slice(0, 2));

    // Found by ERP number with company and order type as well; a mismatch is a 404.
    const byErp = await world.client.post('/web-api/order-history/details', {
      company: order!.businessUnitId,
      erpOrderNumber: order!.erpOrderNumber,
      orderType: 'Regular',
    });
    expect(byErp.statusCode).toBe(200);
    const wrongType = await world.client.post('/web-api/order-history/details', {
      webOrderNumber: order!.webOrderNumber,
      orderType: 'DropShip',
    });
    expect(wrongType.statusCode).toBe(404);
    expect((await world.client.post('/web-api/order-history/details', {})).statusCode).toBe(400);
  });

  it("names the restaurant and where it is delivered: its own address, or a drop-ship order's alternative one", async () => {
    const world = await createCartWorld(t);
    const [regular] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    expect((await detailsOf(world, regular!.webOrderNumber)).delivery).toEqual({
      restaurantName: world.org.name,
      recipient: null,
      address: world.org.address1,
      city: world.org.city,
      state: world.org.state,
      zipCode: world.org.zip,
      phoneNumber: null,
      isAlternativeAddress: false,
    });

    await add(world, world.products.dropShip.sku, 'CS', 1);
    const address = await world.client.post('/web-api/cart/update/dropShipDeliveryAddress', {
      businessUnitId: world.own.id,
      vendorId: world.vendor.id,
      useAlternativeDeliveryAddress: true,
      alternativeDeliveryFirstName: 'Ana',
      alternativeDeliveryLastName: 'Lopez',
      alternativeDeliveryAddress: '5 Dock St',
      alternativeDeliveryCity: 'Brooklyn',
      alternativeDeliveryState: 'NY',
      alternativeDeliveryZipCode: '11201',
      defaultDeliveryPhoneNumber: '2125550100',
      alternativeDeliveryPhoneNumber: '',
    });
    expect(address.statusCode, address.body).toBe(200);
    const [dropShip] = await placeOrder(world, []);
    const body = await detailsOf(world, dropShip!.webOrderNumber);
    expect(body.header.isDropShip).toBe(true);
    expect(body.delivery).toEqual({
      restaurantName: world.org.name,
      recipient: 'Ana Lopez',
      address: '5 Dock St',
      city: 'Brooklyn',
      state: 'NY',
      zipCode: '11201',
      phoneNumber: '2125550100',
      isAlternativeAddress: true,
    });
  });

  it("answers 404 for another organization's order on every order call", async () => {
    const owner = await createCartWorld(t);
    const stranger = await createCartWorld(t);
    const [order] = await placeOrder(owner, [[owner.products.plain.sku, 'CS', 1]]);
    const number = order!.webOrderNumber;
    const calls = [
      ['/web-api/order-history/details', { webOrderNumber: number }],
      ['/web-api/order-history/details', { erpOrderNumber: order!.erpOrderNumber }],
      ['/web-api/order-history/cancel', { webOrderNumber: number }],
      ['/web-api/order-history/reorder', { webOrderNumber: number }],
      [
        '/web-api/order-history/report-issue',
        { webOrderNumber: number, wholeOrder: true, message: 'x', lines: [] },
      ],
      ['/web-api/cart/edit', { orderNumber: number }],
      ['/web-api/cart/cancel-changes', { orderNumber: number }],
      ['/web-api/cart/delete-edit', { orderNumber: number }],
    ] as const;
    for (const [url, body] of calls) {
      const response = await stranger.client.post(url, body);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await list(stranger)).totalCount).toBe(0);
    expect((await orderRow(owner, number)).status).toBe('Submitted');
    expect(linesOf(await cartOf(stranger))).toHaveLength(0);
  });
});

describe('cancel and the cut-off', () => {
  it('cancels before the cut-off and sets the cancelled date; a second cancel is refused', async () => {
    const world = await createCartWorld(t);
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    const response = await world.client.post(
      '/web-api/order-history/cancel',
      { webOrderNumber: order!.webOrderNumber },
      { 'user-timezone': 'UTC' },
    );
    expect(response.statusCode).toBe(200);
    const body = orderDetailsResponseSchema.parse(response.json());
    expect(body.detailsHeader).toMatchObject({
      status: 'Cancelled',
      statusFriendly: 'Cancelled',
      isEditable: false,
      isCancelable: false,
    });
    expect(body.detailsHeader.cancelledDate).toMatch(TIMESTAMP);
    const again = await world.client.post('/web-api/order-history/cancel', {
      webOrderNumber: order!.webOrderNumber,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(
      `Order ${order!.webOrderNumber} was cancelled and cannot be cancelled.`,
    );
  });

  it('after the cut-off job runs, the order is Processing and cannot be edited or cancelled', async () => {
    const world = await createCartWorld(t);
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 2]]);
    const number = order!.webOrderNumber;
    await passCutOff(world, number);
    await enqueue(t.database.db, ORDER_CUT_OFF_JOB, {});
    for (let i = 0; i < 100 && (await orderRow(world, number)).status !== 'Processing'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const before = await orderRow(world, number);
    expect(before.status).toBe('Processing');

    const cancel = await world.client.post('/web-api/order-history/cancel', { webOrderNumber: number });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().error.message).toBe(
      `Order ${number} can no longer be cancelled: its cut-off has passed. Please contact your Sales Rep.`,
    );
    const edit = await world.client.post('/web-api/cart/edit', { orderNumber: number });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().error.message).toBe(
      `Order ${number} can no longer be changed: its cut-off has passed. Please contact your Sales Rep.`,
    );
    const after = await orderRow(world, number);
    expect(after).toEqual(before);
    const body = await detailsOf(world, number);
    expect(body.detailsHeader).toMatchObject({
      status: 'Processing',
      isEditable: false,
      isCancelable: false,
    });
    expect(body.header.linkToCartPage).toBeNull();
  });

  it('refuses to cancel once the cut-off passed even before the job ran', async () => {
    const world = await createCartWorld(t);
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    await passCutOff(world, order!.webOrderNumber);
    const response = await world.client.post('/web-api/order-history/cancel', {
      webOrderNumber: order!.webOrderNumber,
    });
    expect(response.statusCode).toBe(422);
    expect((await orderRow(world, order!.webOrderNumber)).cancelledAt).toBeNull();
    const body = await detailsOf(world, order!.webOrderNumber);
    expect(body.detailsHeader.statusError).toMatch(/cut-off/);
  });
});

describe('reorder', () => {
  it("adds the order's lines to the cart through the quantity rules and lists the ones refused", async () => {
    const world = await createCartWorld(t);
    const { plain, minMax } = world.products;
    const [order] = await placeOrder(world, [
      [plain.sku, 'CS', 2],
      [minMax.sku, 'EA', 5],
    ]);
    await add(world, minMax.sku, 'EA', 8);
    const response = await world.client.post('/web-api/order-history/reorder', {
      webOrderNumber: order!.webOrderNumber,
    });
    expect(response.statusCode).toBe(200);
    const body = reorderResponseSchema.parse(response.json());
    expect(body).toMatchObject({ success: false, addedCount: 1, cartCounter: 2 });
    expect(body.failedLines).toEqual([
      {
        productSku: minMax.sku,
        productTitle: 'Saffron',
        unitOfMeasure: 'EA',
        quantity: 5,
        reason: 'Adjusting quantity to maximum allowed (10).',
      },
    ]);
    const lines = linesOf(await cartOf(world));
    expect(lines.map((l) => [l.productSku, l.quantity]).sort()).toEqual(
      [
        [plain.sku, 2],
        [minMax.sku, 8],
      ].sort(),
    );
  });
});

describe('report an order issue', () => {
  it('stores only the checked lines with comments and e-mails them to the sales rep', async () => {
    const world = await createCartWorld(t);
    const { plain, catchWeight } = world.products;
    await world.db
      .update(salesReps)
      .set({ email: `rep-${world.org.id}@larder.test` })
      .where(eq(salesReps.id, world.org.salesRepId));
    const [order] = await placeOrder(world, [
      [plain.sku, 'CS', 2],
      [plain.sku, 'EA', 5],
      [catchWeight.sku, 'LB', 1],
    ]);
    const response = await world.client.post(
      '/web-api/order-history/report-issue',
      {
        webOrderNumber: order!.webOrderNumber,
        wholeOrder: false,
        message: 'not sent for line reports',
        lines: [
          { lineNumber: 1, checked: true, comment: 'Two bags torn' },
          { lineNumber: 2, checked: false, comment: 'unchecked comment' },
          { lineNumber: 3, checked: true, comment: 'Brisket arrived warm' },
        ],
      },
      { 'user-timezone': 'America/New_York' },
    );
    expect(response.statusCode).toBe(200);
    const body = reportIssueResponseSchema.parse(response.json());
    expect(body.report.reportedAt).toMatch(TIMESTAMP);
    expect(body.report).toMatchObject({
      wholeOrder: false,
      message: null,
      lines: [
        { lineNumber: 1, productSku: plain.sku, comment: 'Two bags torn' },
        { lineNumber: 3, productSku: catchWeight.sku, comment: 'Brisket arrived warm' },
      ],
    });
    const mail = await waitForMail(dataDir, `Order issue reported: ${order!.webOrderNumber}`);
    expect(mail).toContain(`To: rep-${world.org.id}@larder.test`);
    expect(mail).toContain(`on ${body.report.reportedAt}.`);
    const itemLines = mail.split('\n').filter((line) => line.startsWith('- '));
    expect(itemLines).toHaveLength(2);
    expect(itemLines[0]).toMatch(
      new RegExp(`^- Plain Flour \\(SKU ${plain.sku}, .+\\): 2 CS at \\$24\\.50 - Two bags torn$`),
    );
    expect(itemLines[1]).toContain('Brisket');
    expect(itemLines[1]).toContain('- Brisket arrived warm');
    expect(mail).not.toContain('unchecked comment');
    expect(mail).not.toContain('not sent for line reports');
    expect(mail).not.toContain('Whole order:');

    const shown = await detailsOf(world, order!.webOrderNumber);
    expect(shown.issueReports).toHaveLength(1);
  });

  it('for a flagged order sends the one message and not the per-line comments', async () => {
    const world = await createCartWorld(t);
    const [order] = await placeOrder(world, [
      [world.products.plain.sku, 'CS', 1],
      [world.products.catchWeight.sku, 'LB', 1],
    ]);
    const response = await world.client.post('/web-api/order-history/report-issue', {
      webOrderNumber: order!.webOrderNumber,
      wholeOrder: true,
      message: 'The whole delivery came two hours late',
      lines: [
        { lineNumber: 1, checked: true, comment: 'line comment must not be sent' },
        { lineNumber: 2, checked: false, comment: '' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const mail = await waitForMail(dataDir, 'The whole delivery came two hours late');
    expect(mail).toContain('Whole order:');
    expect(mail).not.toContain('line comment must not be sent');
    expect(mail.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(1);
  });

  it('refuses a report with nothing to say and stores nothing', async () => {
    const world = await createCartWorld(t);
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    const cases = [
      { wholeOrder: true, message: '  ', lines: [] },
      { wholeOrder: false, message: '', lines: [{ lineNumber: 1, checked: false, comment: 'x' }] },
      { wholeOrder: false, message: '', lines: [{ lineNumber: 1, checked: true, comment: ' ' }] },
    ];
    for (const body of cases) {
      const response = await world.client.post('/web-api/order-history/report-issue', {
        webOrderNumber: order!.webOrderNumber,
        ...body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const unknownLine = await world.client.post('/web-api/order-history/report-issue', {
      webOrderNumber: order!.webOrderNumber,
      wholeOrder: false,
      lines: [{ lineNumber: 9, checked: true, comment: 'x' }],
    });
    expect(unknownLine.statusCode).toBe(404);
    const stored = await world.db
      .select()
      .from(orderIssueReports)
      .where(eq(orderIssueReports.orderId, order!.orderId));
    expect(stored).toHaveLength(0);
  });
});
