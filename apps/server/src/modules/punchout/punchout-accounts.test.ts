import type { Cart, PunchoutLogResponse } from '@larder/contract';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderRequest,
  readAnswer,
  readOrderMessage,
  setupRequest,
} from '../../test-support/procurement-documents.ts';
import { createCartWorld, waitForMail, type CartWorld } from '../../test-support/orders-world.ts';
import { createOrganization, createUser, TEST_PASSWORD } from '../../test-support/factories.ts';
import { createTestApp, TestClient, type TestApp } from '../../test-support/test-app.ts';
import { users } from '../auth/auth.table.ts';
import { organizationMembers } from '../organizations/organizations.table.ts';
import { punchoutBuyers } from './punchout.table.ts';
import { createBuyers, openStartPage, postXml, RETURN_URL, transferFields } from './punchout.test-support.ts';

let t: TestApp;
let world: CartWorld;
let buyers: Awaited<ReturnType<typeof createBuyers>>;
let staff: TestClient;
const dataDir = mkdtempSync(join(tmpdir(), 'larder-punchout-accounts-'));

async function signedIn(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.database.db, overrides);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
  world = await createCartWorld(t);
  buyers = await createBuyers(t.database.db, world.org.id, 'accounts');
  staff = await signedIn({
    isStaff: true,
    staffPermissions: ['manage-punchout-buyers', 'manage-customers', 'impersonate'],
  });
});
afterAll(() => t.close());

async function userCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row!.n;
}

async function punchIn(userEmail?: string) {
  const xml = setupRequest({ credentials: buyers.cxml, returnUrl: RETURN_URL, buyerCookie: 'c', userEmail });
  const answer = readAnswer((await postXml(t.app, '/punchout/cxml/setup', xml)).body);
  expect(answer.code).toBe('200');
  return openStartPage(t.app, answer.startPage!);
}

describe('punchout accounts (ADR 045)', () => {
  it('two setups add at most one user, reused, and it is not among the organization’s members', async () => {
    const before = await userCount();
    const first = await punchIn('chef@hotel.test');
    const second = await punchIn('sous@hotel.test');
    expect(await userCount()).toBeLessThanOrEqual(before + 1);
    const [buyer] = await t.database.db
      .select()
      .from(punchoutBuyers)
      .where(eq(punchoutBuyers.id, 'accounts-cxml'));
    expect(buyer!.technicalUserId).toBeTruthy();
    const memberships = await t.database.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, buyer!.technicalUserId!));
    expect(memberships).toEqual([
      { userId: buyer!.technicalUserId, organizationId: world.org.id, role: 'punchout' },
    ]);

    // Each punch-in still has a cart of its own.
    const { plain } = world.products;
    await first.client.post('/web-api/cart/add', { productSku: plain.sku, unitOfMeasure: 'CS', quantity: 3 });
    const firstCart = (await first.client.get('/web-api/cart')).json() as Cart;
    const secondCart = (await second.client.get('/web-api/cart')).json() as Cart;
    expect(firstCart.cartGroups.flatMap((g) => g.subCarts ?? [])).not.toHaveLength(0);
    expect(secondCart.cartGroups).toHaveLength(0);

    // Hidden from the member list, the member count and the impersonation picker.
    const detail = (await staff.get(`/web-api/staff/organizations/${world.org.id}`)).json() as {
      members: { id: string }[];
    };
    expect(detail.members.map((m) => m.id)).not.toContain(buyer!.technicalUserId);
    expect(detail.members.map((m) => m.id)).toContain(world.user.id);
    const picker = (
      await staff.post(`/web-api/impersonation/customers?organizationId=${world.org.id}`)
    ).json() as { id: string }[];
    const picked = picker.map((c) => c.id);
    expect(picked).toContain(world.user.id);
    expect(picked).not.toContain(buyer!.technicalUserId);
  });

  it('e-mails the order confirmation to the setup’s user e-mail, and logs setup, transfer and order', async () => {
    const { client } = await punchIn('buyer.one@hospital.test');
    const { plain } = world.products;
    await client.post('/web-api/cart/add', { productSku: plain.sku, unitOfMeasure: 'CS', quantity: 1 });
    const page = await client.get('/punchout/postbackMessage?singleEncoding=true');
    const message = readOrderMessage(transferFields(page.body).get('cxml-urlencoded')!);
    const answer = await postXml(
      t.app,
      '/punchout/cxml/order',
      orderRequest({
        credentials: buyers.cxml,
        payloadId: 'accounts-order-1@procurement.test',
        poNumber: 'PO-ACCOUNTS-1',
        total: message.total,
        items: message.items.map((i) => ({
          sku: i.sku,
          quantity: i.quantity,
          auxiliaryId: i.auxiliaryId,
          unitPrice: i.unitPrice,
        })),
      }),
    );
    expect(readAnswer(answer.body).code).toBe('200');
    const mail = await waitForMail(dataDir, 'To: buyer.one@hospital.test');
    expect(mail).not.toContain('punchout.invalid');

    // A refused order is logged with its error.
    const refused = await postXml(
      t.app,
      '/punchout/cxml/order',
      orderRequest({
        credentials: buyers.cxml,
        payloadId: 'accounts-order-2@procurement.test',
        poNumber: 'PO-ACCOUNTS-2',
        total: '1.00',
        items: [{ sku: 'NOPE', quantity: 1, auxiliaryId: 'x', unitPrice: '1.00' }],
      }),
    );
    expect(readAnswer(refused.body).code).toBe('400');

    const log = (
      await staff.get('/web-api/staff/punchout-buyers/accounts-cxml/log')
    ).json() as PunchoutLogResponse;
    const kinds = log.items.map((e) => `${e.kind}:${e.ok}`);
    expect(kinds).toContain('setup:true');
    expect(kinds).toContain('transfer:true');
    expect(kinds).toContain('order:true');
    expect(kinds[0]).toBe('order:false');
    expect(log.items[0]!.detail).toContain('400');
    const placed = log.items.find((e) => e.kind === 'order' && e.ok)!;
    expect(placed.orderNumbers.length).toBeGreaterThan(0);
  });

  it('logs a setup refused for its return host', async () => {
    const xml = setupRequest({
      credentials: buyers.cxml,
      returnUrl: 'https://evil.example/return',
      buyerCookie: 'c',
    });
    expect(readAnswer((await postXml(t.app, '/punchout/cxml/setup', xml)).body).code).toBe('403');
    const log = (
      await staff.get('/web-api/staff/punchout-buyers/accounts-cxml/log')
    ).json() as PunchoutLogResponse;
    expect(log.items[0]).toMatchObject({ kind: 'setup', ok: false });
    expect(log.items[0]!.detail).toContain('BrowserFormPost');
  });

  it('keeps the log from customers (404), staff without the permission (403) and another rep (404)', async () => {
    expect((await world.client.get('/web-api/staff/punchout-buyers/accounts-cxml/log')).statusCode).toBe(404);
    const other = await signedIn({ isStaff: true, staffPermissions: ['manage-customers'] });
    expect((await other.get('/web-api/staff/punchout-buyers/accounts-cxml/log')).statusCode).toBe(403);
    const { salesRep } = await createOrganization(t.database.db, {});
    const rep = await signedIn({
      isStaff: true,
      staffPermissions: ['manage-punchout-buyers'],
      salesRepId: salesRep.id,
    });
    expect((await rep.get('/web-api/staff/punchout-buyers/accounts-cxml/log')).statusCode).toBe(404);
    expect((await staff.get('/web-api/staff/punchout-buyers/nobody/log')).statusCode).toBe(404);
    expect((await staff.get(`/web-api/staff/punchout-buyers/${'x'.repeat(90)}/log`)).statusCode).toBe(400);
  });
});
