import {
  orderDetailsResponseSchema,
  staffAssigneesSchema,
  staffOrderDetailsSchema,
  staffOrderIssueSchema,
  staffOrderIssuesPageSchema,
  type OrderFeedResponse,
} from '@larder/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { createCartWorld, placeOrder, waitForMail, type CartWorld } from '../../test-support/orders-world.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createApiKey, erp, until } from '../../test-support/erp-client.ts';

let t: TestApp;
let dataDir: string;
let world: CartWorld;
let key: string;

async function staffClient(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.database.db, { isStaff: true, ...overrides });
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return { user, client };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-issues-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
  world = await createCartWorld(t);
  key = (await createApiKey(t)).secret;
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('order issue reports as a workflow', () => {
  it('assigns, replies and credits; the buyer is e-mailed and sees it; the ERP gets order.credited', async () => {
    const admin = await staffClient({ staffPermissions: ['manage-orders'] });
    const rep = await staffClient({ staffPermissions: ['manage-orders'], salesRepId: world.org.salesRepId });
    const { salesRep: otherRep } = await createOrganization(t.database.db);
    const outsider = await staffClient({ staffPermissions: ['manage-orders'], salesRepId: otherRep.id });
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 4]]);
    const number = order!.webOrderNumber;
    const reported = await world.client.post('/web-api/order-history/report-issue', {
      webOrderNumber: number,
      wholeOrder: false,
      lines: [{ lineNumber: 1, checked: true, comment: 'Two bags torn.', creditRequested: true }],
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const page = staffOrderIssuesPageSchema.parse(
      (await rep.client.get('/web-api/staff/order-issues?status=new')).json(),
    );
    const issue = page.items.find((i) => i.webOrderNumber === number)!;
    expect(issue).toMatchObject({ status: 'new', assignee: null, reply: null, credits: [] });
    const url = `/web-api/staff/order-issues/${issue.id}`;

    // Scoped like every staff list: another rep gets a 404 and changes nothing.
    expect((await outsider.client.patch(url, { status: 'resolved' })).statusCode).toBe(404);
    expect(
      (await outsider.client.post(`${url}/credits`, { lineNumber: 1, quantity: 1, reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      staffOrderIssuesPageSchema.parse((await outsider.client.get('/web-api/staff/order-issues')).json())
        .items,
    ).toEqual([]);

    const assignees = staffAssigneesSchema.parse(
      (await admin.client.get('/web-api/staff/order-issues/assignees')).json(),
    );
    expect(assignees.items.map((a) => a.id)).toContain(rep.user.id);
    const assigned = await admin.client.patch(url, { status: 'in-progress', assigneeUserId: rep.user.id });
    expect(staffOrderIssueSchema.parse(assigned.json())).toMatchObject({
      status: 'in-progress',
      assignee: rep.user.email,
    });
    const notStaff = await admin.client.patch(url, { assigneeUserId: world.user.id });
    expect(notStaff.statusCode).toBe(400);
    expect((await admin.client.patch(url, {})).statusCode).toBe(400);

    // Credits: by quantity at the line price, by amount; never beyond the line.
    const byQuantity = await rep.client.post(`${url}/credits`, {
      lineNumber: 1,
      quantity: 2,
      reason: 'Torn bags',
    });
    expect(byQuantity.statusCode, byQuantity.body).toBe(200);
    expect(staffOrderIssueSchema.parse(byQuantity.json()).credits).toEqual([
      expect.objectContaining({ lineNumber: 1, quantity: 2, amount: '$49.00', reason: 'Torn bags' }),
    ]);
    const tooMuch = await rep.client.post(`${url}/credits`, { lineNumber: 1, quantity: 3, reason: 'More' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toBe('At most 2 more can be credited on this line.');
    expect(
      (await rep.client.post(`${url}/credits`, { lineNumber: 9, amount: 1, reason: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await rep.client.post(`${url}/credits`, { lineNumber: 1, quantity: 1, amount: 1, reason: 'x' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await rep.client.post(`${url}/credits`, { lineNumber: 1, amount: 5.5, reason: 'Delivery late' }))
        .statusCode,
    ).toBe(200);

    const resolved = await rep.client.patch(url, {
      status: 'resolved',
      reply: 'Sorry about the torn bags; we credited two cases.',
    });
    expect(staffOrderIssueSchema.parse(resolved.json())).toMatchObject({
      status: 'resolved',
      reply: 'Sorry about the torn bags; we credited two cases.',
    });

    const mail = await waitForMail(dataDir, `About your report on order ${number}`);
    expect(mail).toContain(`To: ${world.user.email}`);
    expect(mail).toContain('Sorry about the torn bags; we credited two cases.');

    const buyer = orderDetailsResponseSchema.parse(
      (await world.client.post('/web-api/order-history/details', { webOrderNumber: number })).json(),
    );
    expect(buyer.issueReports[0]).toMatchObject({
      status: 'resolved',
      reply: 'Sorry about the torn bags; we credited two cases.',
    });
    expect(buyer.credits?.map((c) => [c.lineNumber, c.quantity, c.amount, c.reason])).toEqual([
      [1, 2, '$49.00', 'Torn bags'],
      [1, null, '$5.50', 'Delivery late'],
    ]);
    const staffView = staffOrderDetailsSchema.parse(
      (await admin.client.get(`/web-api/staff/orders/${number}`)).json(),
    );
    expect(staffView.creditTotal).toBe('$54.50');

    const creditedEntries = async () =>
      ((await erp(t, key).get('/integration/v1/orders?limit=500')).json() as OrderFeedResponse).items.filter(
        (i) => i.kind === 'credited' && i.order.webOrderNumber === number,
      );
    await until(async () => (await creditedEntries()).length === 2);
    const [entry] = await creditedEntries();
    expect(entry!.order.credits.map((c) => [c.lineNumber, c.quantity, c.amount])).toEqual([
      [1, 2, '49.00'],
      [1, null, '5.50'],
    ]);
  });
});
