import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.ts';
import { outboxMessages } from '../../test-support/outbox.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createApiKey, erp } from './integration.test-support.ts';

let t: TestApp;
let dataDir: string;
let key: string;

/** The minimal calls, exactly as written. */
const BUSINESS_UNIT = {
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
};
const GROUP = { customerGroups: [{ id: 'CG-STD', name: 'Standard' }] };
const CUSTOMER = {
  customers: [
    {
      id: '200001',
      name: 'Harbor Oyster Bar',
      businessUnit: 'NYC01',
      customerGroupId: 'CG-STD',
      brand: 0,
      region: 'northeast',
      primarySalesRepName: 'Dana Reyes',
      primarySalesRepEmail: 'dana.reyes@larder.test',
      routeWeekdays: [2, 4],
    },
  ],
};
const USER = {
  users: [
    {
      email: 'ana@harbor-oyster.test',
      firstName: 'Ana',
      lastName: 'Lima',
      organizations: ['200001'],
      invite: true,
    },
  ],
};
/** The warehouse the minimal customer names, fed the same way. */
const NYC01 = {
  businessUnits: [
    {
      id: 'NYC01',
      name: 'Larder New York',
      timeZone: 'America/New_York',
      address1: '1 Fulton St',
      city: 'New York',
      state: 'NY',
      zip: '10038',
      deliveryWeekdays: [1, 2, 3, 4, 5],
      cutoffTime: '16:00',
      leadDays: 1,
    },
  ],
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-customer-feed-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
  key = (await createApiKey(t)).secret;
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const count = async (table: string) =>
  Number(
    (
      (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const mailsTo = (email: string) =>
  outboxMessages(dataDir)
    .map(decoded)
    .filter((mail) => mail.includes(`To: ${email}`));

/** Waits for the set-password e-mail to an address and returns the token its link carries. */
async function linkTokenSentTo(email: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const match = /reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(mailsTo(email).at(-1) ?? '');
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no password link e-mailed to ${email}`);
}

async function post(url: string, payload: unknown) {
  return erp(t, key).post(url, payload);
}

describe('the customer feeds', () => {
  it('gives an organization and an invited buyer who sets a password, signs in and orders; repeats change nothing', async () => {
    for (const [url, body] of [
      ['/integration/v1/business-units', BUSINESS_UNIT],
      ['/integration/v1/business-units', NYC01],
      ['/integration/v1/customer-groups', GROUP],
      ['/integration/v1/customers', CUSTOMER],
    ] as const) {
      const response = await post(url, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ received: 1, created: 1, changed: 1 });
    }
    const invited = await post('/integration/v1/users', USER);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ received: 1, created: 1, invited: 1 });

    // Something to order: a product, its price for the group and its stock, all through the feeds.
    const product = await post('/integration/v1/products', {
      products: [
        {
          sku: '910001',
          name: 'Shucking Knife',
          brand: 'Harbor',
          category: 'Smallwares',
          variants: [{ unitOfMeasure: 'EA', default: true, businessUnit: 'NYC01' }],
        },
      ],
    });
    expect(product.statusCode, product.body).toBe(200);
    const price = await post('/integration/v1/prices', {
      prices: [{ sku: '910001', unitOfMeasure: 'EA', customerGroupId: 'CG-STD', price: 12.5 }],
    });
    expect(price.statusCode, price.body).toBe(200);
    const stock = await post('/integration/v1/inventory', {
      items: [{ sku: '910001', unitOfMeasure: 'EA', businessUnitId: 'NYC01', onHand: 40 }],
    });
    expect(stock.statusCode, stock.body).toBe(200);

    const token = await linkTokenSentTo('ana@harbor-oyster.test');
    const anon = new TestClient(t.app);
    const early = await anon.post('/web-api/auth/login', { email: 'ana@harbor-oyster.test', password: '' });
    expect(early.statusCode).not.toBe(200);
    const done = await anon.post('/web-api/auth/password-reset/complete', {
      token,
      password: 'oysters all year round',
    });
    expect(done.statusCode, done.body).toBe(200);
    // One use.
    const again = await anon.post('/web-api/auth/password-reset/complete', {
      token,
      password: 'another one here',
    });
    expect(again.statusCode).toBe(400);

    const ana = new TestClient(t.app);
    await ana.login('ana@harbor-oyster.test', 'oysters all year round');
    const me = (await ana.post('/web-api/auth/current-user')).json();
    expect(me.currentOrganization).toMatchObject({
      id: '200001',
      name: 'Harbor Oyster Bar',
      businessUnit: 'NYC01',
      customerGroupId: 'CG-STD',
      primarySalesRepName: 'Dana Reyes',
      primarySalesRepEmail: 'dana.reyes@larder.test',
    });
    expect(me.customerStatus.canOrder).toBe(true);
    const added = await ana.post('/web-api/cart/add', {
      productSku: '910001',
      unitOfMeasure: 'EA',
      quantity: 2,
    });
    expect(added.statusCode, added.body).toBe(200);
    const submitted = await ana.post('/web-api/cart/submit?defaultCart=true', undefined, {
      'idempotency-key': `customer-feed-probe-${Date.now()}`,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().success, submitted.body).toBe(true);

    // The same calls again change nothing, say so, and send no second e-mail.
    const counts = await Promise.all(['organizations', 'users', 'sales_reps', 'business_units'].map(count));
    for (const [url, body] of [
      ['/integration/v1/business-units', BUSINESS_UNIT],
      ['/integration/v1/customer-groups', GROUP],
      ['/integration/v1/customers', CUSTOMER],
      ['/integration/v1/users', USER],
    ] as const) {
      const response = await post(url, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        received: 1,
        created: 0,
        updated: 0,
        unchanged: 1,
        changed: 0,
      });
      expect(response.json().message).toMatch(/^Nothing changed/);
    }
    expect(await Promise.all(['organizations', 'users', 'sales_reps', 'business_units'].map(count))).toEqual(
      counts,
    );
    // (Her order's confirmation is e-mailed too: only set-password links are counted.)
    expect(
      mailsTo('ana@harbor-oyster.test').filter((mail) => mail.includes('reset-password/?token=')),
    ).toHaveLength(1);
    // Her password still works: the repeat did not reset the account.
    await new TestClient(t.app).login('ana@harbor-oyster.test', 'oysters all year round');
  });

  it('reports ten bad rows in one answer and changes nothing', async () => {
    const good = { ...CUSTOMER.customers[0]!, id: '200100', name: 'Good Row Diner' };
    const bad = [
      { ...good, id: '' },
      { ...good, id: '200101', businessUnit: 'NOPE01' },
      { ...good, id: '200102', customerGroupId: 'CG-NONE' },
      { ...good, id: '200103', region: 'atlantis' },
      { ...good, id: '200104', routeWeekdays: [6] },
      { ...good, id: '200105', primarySalesRepEmail: 'not-an-address' },
      { ...good, id: '200106', brand: 9 },
      { ...good, id: '200107', name: 'Nul\u0000Bar' },
      { ...good, id: '200108', shipTo: { address1: '1 Main', city: 'Here', state: 'ZZ', zip: '10001' } },
      { ...good, id: '200109', isProtein: 'yes' },
    ];
    const before = await count('organizations');
    const response = await post('/integration/v1/customers', { customers: [good, ...bad, good] });
    expect(response.statusCode, response.body).toBe(400);
    const fields = Object.keys(response.json().error.fields as Record<string, string>);
    const rows = new Set(fields.map((field) => field.split('.').slice(0, 2).join('.')));
    // Rows 1-10 are bad, and row 11 repeats row 0's account number.
    expect([...rows].sort()).toEqual(Array.from({ length: 11 }, (_, i) => `customers.${i + 1}`).sort());
    expect(response.json().error.fields['customers.2.businessUnit']).toContain('No business unit NOPE01');
    expect(response.json().error.fields['customers.3.customerGroupId']).toContain(
      'No customer group CG-NONE',
    );
    expect(response.json().error.fields['customers.5.routeWeekdays']).toContain('Saturday');
    expect(response.json().error.message).toContain('11 customers cannot be applied');
    expect(await count('organizations')).toBe(before);
  });

  it('refuses a price naming a customer group that does not exist, as a row error', async () => {
    const response = await post('/integration/v1/prices', {
      prices: [
        { sku: '910001', unitOfMeasure: 'EA', customerGroupId: 'CG-STD', price: 99 },
        { sku: '910001', unitOfMeasure: 'EA', customerGroupId: 'CG-GHOST', price: 11 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'prices.1.customerGroupId': 'No customer group CG-GHOST.',
    });
    const [row] = (
      (await t.database.db.execute(
        sql`select price::text as price from prices where variant_id in (select id from variants where product_sku = '910001') and customer_group_id = 'CG-STD'`,
      )) as unknown as { rows: { price: string }[] }
    ).rows;
    expect(row!.price).toBe('12.50');
  });

  it('shows a hold at once, and signs a buyer out when taken out of every organization', async () => {
    const ana = new TestClient(t.app);
    await ana.login('ana@harbor-oyster.test', 'oysters all year round');
    expect((await ana.post('/web-api/auth/current-user')).json().customerStatus.canOrder).toBe(true);
    const held = await post('/integration/v1/customers', {
      customers: [{ ...CUSTOMER.customers[0]!, isOnHold: true, holdMessage: 'Call accounts receivable.' }],
    });
    expect(held.json()).toMatchObject({ updated: 1, changed: 1 });
    const status = (await ana.post('/web-api/auth/current-user')).json().customerStatus;
    expect(status).toEqual({ canOrder: false, errors: ['Call accounts receivable.'] });
    // A field left out keeps its value: the hold stays.
    const same = await post('/integration/v1/customers', CUSTOMER);
    expect(same.json().changed).toBe(0);

    const removed = await post('/integration/v1/users', {
      users: [{ email: 'ana@harbor-oyster.test', firstName: 'Ana', lastName: 'Lima', organizations: [] }],
    });
    expect(removed.json()).toMatchObject({ updated: 1, signedOut: 1 });
    const after = (await ana.post('/web-api/auth/current-user')).json();
    expect(after.isAuthenticated).toBe(false);
  });

  it('an inactive account cannot order', async () => {
    await post('/integration/v1/customers', {
      customers: [{ ...CUSTOMER.customers[0]!, id: '200200', name: 'Closed Cafe', isActive: false }],
    });
    await post('/integration/v1/users', {
      users: [
        { email: 'cal@closed-cafe.test', firstName: 'Cal', lastName: 'Closed', organizations: ['200200'] },
      ],
    });
    await t.database.db.execute(
      sql`update users set password_hash = (select password_hash from users where email = 'ana@harbor-oyster.test') where email = 'cal@closed-cafe.test'`,
    );
    const cal = new TestClient(t.app);
    await cal.login('cal@closed-cafe.test', 'oysters all year round');
    const status = (await cal.post('/web-api/auth/current-user')).json().customerStatus;
    expect(status.canOrder).toBe(false);
  });
});

describe('an attacker at the customer feeds', () => {
  it('is refused without a key or without the customers scope, before the body is read', async () => {
    for (const url of [
      '/integration/v1/customers',
      '/integration/v1/users',
      '/integration/v1/business-units',
    ]) {
      expect((await erp(t, null).post(url, CUSTOMER)).statusCode).toBe(401);
    }
    const other = (await createApiKey(t, { scopes: ['prices'] })).secret;
    expect((await erp(t, other).post('/integration/v1/customers', CUSTOMER)).statusCode).toBe(403);
    expect((await erp(t, other).post('/integration/v1/customer-groups', GROUP)).statusCode).toBe(403);
  });

  it('gets a 400 for bodies that are not lists of rows, and nothing changes', async () => {
    const before = await count('organizations');
    for (const body of [
      null,
      {},
      { customers: [] },
      { customers: 'all' },
      { customers: Array.from({ length: 10_001 }, () => ({})) },
    ]) {
      const response = await post('/integration/v1/customers', body);
      expect(response.statusCode, JSON.stringify(body)?.slice(0, 40)).toBe(400);
    }
    const huge = await post('/integration/v1/customers', {
      customers: [{ ...CUSTOMER.customers[0]!, id: '200300', name: 'x'.repeat(100_000) }],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields['customers.0.name']).toBeDefined();
    expect(await count('organizations')).toBe(before);
  });

  it('cannot make a staff account a buyer, nor name an account that does not exist', async () => {
    const staff = await createUser(t.database.db, { isStaff: true, staffPermissions: ['manage-customers'] });
    const response = await post('/integration/v1/users', {
      users: [
        { email: staff.email, firstName: 'S', lastName: 'Taff', organizations: ['200001'] },
        {
          email: 'new@x.test',
          firstName: 'N',
          lastName: 'Ew',
          organizations: ['999999', '200001', '200001'],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'users.0.email',
      'users.1.organizations.0',
      'users.1.organizations.2',
    ]);
    const [row] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from users where email = 'new@x.test'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row!.n).toBe(0);
  });
});
