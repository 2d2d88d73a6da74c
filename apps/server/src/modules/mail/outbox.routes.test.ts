import { outboxMessageSchema, staffOutboxPageSchema } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createCartWorld, placeOrder, waitForMail } from '../../test-support/orders-world.ts';
import { createMailer } from './mail.service.ts';
import { mailMessages } from './mail.table.ts';
import { salesReps } from '../organizations/organizations.read-model.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'larder-outbox-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
});
afterAll(() => t.close());

async function staffClient(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.database.db, { isStaff: true, ...overrides });
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return { user, client };
}

describe('the outbox', () => {
  it('records every message the mailer sends', async () => {
    const mailer = createMailer({ dataDir, db: t.database.db });
    await mailer.send({
      to: 'someone@example.test',
      subject: 'Recorded <b>subject</b>',
      text: 'Plain text',
      html: '<p>Hi<script>alert(1)</script></p>',
    });
    const rows = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, 'someone@example.test'));
    expect(rows).toMatchObject([
      {
        subject: 'Recorded <b>subject</b>',
        text: 'Plain text',
        html: '<p>Hi<script>alert(1)</script></p>',
        transport: 'outbox',
      },
    ]);
  });

  it('keeps no usable one-use link: the token of a reset link is hidden in what it records', async () => {
    const mailer = createMailer({ dataDir, db: t.database.db });
    const link = 'https://shop.example/reset-password/?token=Abc-123_xyz&x=1';
    await mailer.send({
      to: 'reset@example.test',
      subject: 'Choose a new password',
      text: `Open ${link} to choose a password.`,
      html: `<a href="https://shop.example/reset-password/?token=Abc-123_xyz">Choose</a>`,
    });
    const [row] = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, 'reset@example.test'));
    expect(row!.text).toBe(
      'Open https://shop.example/reset-password/?token=[hidden]&x=1 to choose a password.',
    );
    expect(row!.html).toBe('<a href="https://shop.example/reset-password/?token=[hidden]">Choose</a>');
    expect(JSON.stringify(row)).not.toContain('Abc-123_xyz');
  });

  it('lists the e-mails sent, newest first, searchable, each readable whole; a rep only their own', async () => {
    const world = await createCartWorld(t);
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    await waitForMail(dataDir, order!.webOrderNumber);
    const admin = await staffClient({ staffPermissions: ['manage-customers'] });

    const find = async (client: TestClient, q: string) => {
      const response = await client.get(`/web-api/staff/outbox?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      return staffOutboxPageSchema.parse(response.json());
    };
    let page = await find(admin.client, world.user.email);
    for (let i = 0; i < 50 && page.total === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await find(admin.client, world.user.email);
    }
    expect(page.items[0]).toMatchObject({ to: world.user.email, transport: 'outbox' });
    expect(page.items[0]!.subject).toContain(order!.webOrderNumber);
    const bySubject = await find(admin.client, order!.webOrderNumber);
    expect(bySubject.items.map((m) => m.id)).toEqual([page.items[0]!.id]);

    const whole = await admin.client.get(`/web-api/staff/outbox/${page.items[0]!.id}`);
    expect(whole.statusCode).toBe(200);
    const message = outboxMessageSchema.parse(whole.json());
    expect(message.text).toContain(order!.webOrderNumber);
    expect(message.html).toContain(order!.webOrderNumber);

    // The organization's rep reads it; another organization's rep does not even find it.
    const rep = await staffClient({
      staffPermissions: ['manage-customers'],
      salesRepId: world.org.salesRepId,
    });
    expect((await find(rep.client, world.user.email)).total).toBe(1);
    expect((await rep.client.get(`/web-api/staff/outbox/${message.id}`)).statusCode).toBe(200);
    // So does the mail to the rep's own sales rep address: the issue reports of their organizations.
    await world.client.post('/web-api/order-history/report-issue', {
      webOrderNumber: order!.webOrderNumber,
      wholeOrder: true,
      message: 'Short one case',
      lines: [],
    });
    const [salesRep] = await t.database.db
      .select()
      .from(salesReps)
      .where(eq(salesReps.id, world.org.salesRepId));
    await waitForMail(dataDir, 'Short one case');
    await expect
      .poll(async () => (await find(rep.client, salesRep!.email)).total, { timeout: 5000 })
      .toBeGreaterThanOrEqual(1);
    const { salesRep: otherRep } = await createOrganization(t.database.db);
    const outsider = await staffClient({ staffPermissions: ['manage-customers'], salesRepId: otherRep.id });
    expect((await find(outsider.client, world.user.email)).total).toBe(0);
    expect((await find(outsider.client, salesRep!.email)).total).toBe(0);
    expect((await outsider.client.get(`/web-api/staff/outbox/${message.id}`)).statusCode).toBe(404);
  });

  it('is a 404 for a customer, a 403 without manage-customers, a 400 for a bad id', async () => {
    const world = await createCartWorld(t);
    const clerk = await staffClient({ staffPermissions: ['manage-orders'] });
    const admin = await staffClient({ staffPermissions: ['manage-customers'] });
    for (const url of ['/web-api/staff/outbox', '/web-api/staff/outbox/1']) {
      expect((await world.client.get(url)).statusCode).toBe(404);
      expect((await clerk.client.get(url)).statusCode).toBe(403);
    }
    for (const id of ['abc', '0', '-1', '1e3', '99999999999']) {
      expect((await admin.client.get(`/web-api/staff/outbox/${id}`)).statusCode, id).toBe(400);
    }
    expect((await admin.client.get('/web-api/staff/outbox/999999999')).statusCode).toBe(404);
  });
});
