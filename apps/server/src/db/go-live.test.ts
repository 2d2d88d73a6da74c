import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../test-support/orders-world.ts';
import {
  choosePassword,
  firstAdmin,
  startEmptyStore,
  tokenOfLink,
  type EmptyStore,
} from '../test-support/empty-store.ts';
import { TestClient } from '../test-support/test-app.ts';

// docs/go-live.md, step by step, on an empty store (issue 30): the first administrator, an integration key,
// a business unit with its calendar, one product with price and stock, one customer and one invited buyer,
// and that buyer's first order, which the ERP then reads. Each body is the one the document shows.

let store: EmptyStore;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-go-live-'));
  store = await startEmptyStore({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
}, 120_000);
afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A date some weeks ahead, YYYY-MM-DD: the document's closed day, kept in the future whenever this runs. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('going live from an empty store, as docs/go-live.md says', () => {
  it('takes an empty store to its first order', async () => {
    // 1. The first administrator (npm run staff:create-admin), who chooses a password through the link.
    const admin = await firstAdmin(store, 'owner@harbor-foods.test');

    // 2. An integration key for the ERP, made in the console's Integrations screen.
    const created = await admin.post('/web-api/staff/integration-keys', {
      name: 'ERP',
      scopes: ['catalog', 'prices', 'inventory', 'customers', 'orders'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = (created.json() as { secret: string }).secret;
    const erp = new TestClient(store.app);
    const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
      erp.request({
        method,
        url,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
    const steps: [method: 'POST' | 'PUT', url: string, body: unknown][] = [
      // 3. Business units, customer groups and the delivery calendar.
      [
        'POST',
        '/integration/v1/business-units',
        {
          businessUnits: [
            {
              id: 'BOS01',
              name: 'Larder Boston',
              timeZone: 'America/New_York',
              state: 'MA',
              deliveryWeekdays: [1, 2, 3, 4, 5],
              cutoffTime: '16:00',
              leadDays: 1,
            },
          ],
        },
      ],
      ['POST', '/integration/v1/customer-groups', { customerGroups: [{ id: 'CG-STD', name: 'Standard' }] }],
      [
        'PUT',
        '/integration/v1/delivery-calendar',
        { businessUnits: [{ id: 'BOS01', exceptions: [{ date: daysAhead(28), closed: true }] }] },
      ],
      // 4. Catalog.
      [
        'POST',
        '/integration/v1/products',
        {
          products: [
            {
              sku: '900001',
              name: 'Heirloom Tomatoes, Mixed',
              brand: 'Valley Farms',
              category: 'Produce',
              subcategory: 'Tomatoes',
              description: 'Mixed heirloom tomatoes, 10 lb case.',
              packSize: '1/10 LB',
              variants: [
                {
                  unitOfMeasure: 'CS',
                  text: 'CS',
                  weight: '10 LB',
                  default: true,
                  sellByMultiple: 1,
                  stockingType: 'P',
                  businessUnit: 'BOS01',
                },
              ],
            },
          ],
        },
      ],
      // 5. Prices and 6. stock.
      [
        'POST',
        '/integration/v1/prices',
        { prices: [{ sku: '900001', unitOfMeasure: 'CS', customerGroupId: 'CG-STD', price: 42.5 }] },
      ],
      [
        'POST',
        '/integration/v1/inventory',
        { items: [{ sku: '900001', unitOfMeasure: 'CS', businessUnitId: 'BOS01', onHand: 40 }] },
      ],
      // 7. Customers and buyers.
      [
        'POST',
        '/integration/v1/customers',
        {
          customers: [
            {
              id: '200001',
              name: 'Harbor Oyster Bar',
              businessUnit: 'BOS01',
              customerGroupId: 'CG-STD',
              brand: 0,
              region: 'northeast',
              primarySalesRepName: 'Dana Reyes',
              primarySalesRepEmail: 'dana.reyes@larder.test',
              routeWeekdays: [2, 4],
            },
          ],
        },
      ],
      [
        'POST',
        '/integration/v1/users',
        {
          users: [
            {
              email: 'ana@harbor-oyster.test',
              firstName: 'Ana',
              lastName: 'Lima',
              organizations: ['200001'],
              invite: true,
            },
          ],
        },
      ],
    ];
    for (const [method, url, body] of steps) {
      const response = await call(method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    }

    // The first order: the buyer opens the e-mailed link, chooses a password, signs in, finds the item,
    // adds a case and submits it.
    const mail = await waitForMail(dataDir, 'ana@harbor-oyster.test');
    const link = /https?:\/\/\S+reset-password\/\?token=[\w-]+/.exec(mail.replace(/=\r?\n/g, ''));
    expect(link, mail).not.toBeNull();
    expect((await choosePassword(store, tokenOfLink(link![0]), 'oysters all year round')).statusCode).toBe(
      200,
    );
    const ana = new TestClient(store.app);
    await ana.login('ana@harbor-oyster.test', 'oysters all year round');
    // The header shows the next delivery of her route (Tuesdays and Thursdays) and its cut-off.
    const header = (await ana.get('/web-api/content/header')).json() as {
      nextDeliveryDate: string;
      cutOffTime: string;
    };
    expect([2, 4]).toContain(new Date(`${header.nextDeliveryDate}T12:00:00Z`).getUTCDay());
    expect(Date.parse(header.cutOffTime)).toBeGreaterThan(Date.now());
    const added = await ana.post('/web-api/cart/add', {
      productSku: '900001',
      unitOfMeasure: 'CS',
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const submitted = await ana.post('/web-api/cart/submit?defaultCart=true', undefined, {
      'idempotency-key': 'go-live-first-order',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().success, submitted.body).toBe(true);

    // The order reaches the ERP through the order feed, and staff see it in the console's orders.
    // (The feed is written by the order-placed event's subscriber, a moment after the submit answers.)
    let feed = await call('GET', '/integration/v1/orders');
    for (let tries = 0; tries < 100 && !feed.body.includes('900001'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      feed = await call('GET', '/integration/v1/orders');
    }
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.body).toContain('900001');
    const staffOrders = await admin.get('/web-api/staff/orders');
    expect(staffOrders.statusCode, staffOrders.body).toBe(200);
    expect(staffOrders.body).toContain('Harbor Oyster Bar');
  });
});
