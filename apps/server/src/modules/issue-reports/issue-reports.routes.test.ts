import {
  issueReportedResponseSchema,
  MAX_ISSUE_PHOTO_BYTES,
  staffProductIssuesPageSchema,
  staffWebIssuesPageSchema,
} from '@larder/contract';
import { count, eq } from 'drizzle-orm';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, TEST_PASSWORD } from '../../test-support/factories.ts';
import {
  add,
  cartOf,
  createCartWorld,
  linesOf,
  placeOrder,
  waitForMail,
  type CartWorld,
} from '../../test-support/orders-world.ts';
import { createTestApp, TestClient, type TestApp } from '../../test-support/test-app.ts';
import { salesReps } from '../organizations/organizations.table.ts';
import { productIssueReports, webIssueReports } from './issue-reports.table.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'larder-issues-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50', RATE_LIMIT_WEB_ISSUE_PER_HOUR: '3' });
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function productReports(organizationId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(productIssueReports)
    .where(eq(productIssueReports.organizationId, organizationId));
  return row!.n;
}

function report(world: CartWorld, body: object) {
  return world.client.post('/web-api/product-issues', {
    source: 'product',
    productSku: world.products.plain.sku,
    reason: 'Damaged or spoiled',
    ...body,
  });
}

async function staffClient(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.database.db, { isStaff: true, ...overrides });
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

describe('report product issue', () => {
  it('stores a report with its photo, e-mails the sales rep, and staff read it and the photo', async () => {
    const world = await createCartWorld(t);
    const response = await report(world, {
      comment: 'Case arrived crushed',
      photoBase64: PNG.toString('base64'),
    });
    expect(response.statusCode).toBe(200);
    const { id } = issueReportedResponseSchema.parse(response.json());
    const mail = await waitForMail(dataDir, 'Case arrived crushed');
    const [rep] = await t.database.db
      .select({ email: salesReps.email })
      .from(salesReps)
      .where(eq(salesReps.id, world.org.salesRepId!));
    expect(mail).toContain(`To: ${rep!.email}`);
    expect(mail).toContain('Reason: Damaged or spoiled');
    expect(mail).toContain(`SKU ${world.products.plain.sku}`);

    const admin = await staffClient({ staffPermissions: ['manage-orders'] });
    const page = staffProductIssuesPageSchema.parse(
      (await admin.get('/web-api/staff/product-issues')).json(),
    );
    const mine = page.items.find((item) => item.id === id);
    expect(mine).toMatchObject({
      reason: 'Damaged or spoiled',
      source: 'product',
      organizationId: world.org.id,
    });
    const photo = await admin.get(mine!.photoUrl!);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
  });

  it('reports from a cart line and an order line of the buyer’s own, and 404s another tenant’s', async () => {
    const world = await createCartWorld(t);
    const stranger = await createCartWorld(t);
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    await add(world, world.products.plain.sku, 'CS', 2);
    const [line] = linesOf(await cartOf(world));
    expect(
      (await report(world, { source: 'cart', cartLineId: line!.id, reason: 'Wrong item' })).statusCode,
    ).toBe(200);
    const fromOrder = { source: 'order', webOrderNumber: order!.webOrderNumber, lineNumber: 1 };
    expect((await report(world, fromOrder)).statusCode).toBe(200);
    expect(await productReports(world.org.id)).toBe(2);

    const theirs = [
      { source: 'cart', productSku: world.products.plain.sku, cartLineId: line!.id },
      { ...fromOrder, productSku: world.products.plain.sku },
      { source: 'order', webOrderNumber: order!.webOrderNumber, lineNumber: 99 },
      { source: 'product', productSku: 'NO-SUCH-SKU' },
    ];
    for (const body of theirs) {
      const refused = await report(stranger, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(404);
    }
    // The order line's product must be the one named.
    expect((await report(world, { ...fromOrder, productSku: world.products.elsewhere.sku })).statusCode).toBe(
      404,
    );
    expect(await productReports(stranger.org.id)).toBe(0);
  });

  it('refuses bad input with a 400, an oversized photo with 413, a non-image with 415, and stores nothing', async () => {
    const world = await createCartWorld(t);
    const bad = [
      { reason: 'Because' },
      { reason: 'Other', comment: '' },
      { source: 'cart' },
      { source: 'order', webOrderNumber: 'W1' },
      { productSku: '' },
      { photoBase64: 'not base64!' },
    ];
    for (const body of bad) {
      const response = await report(world, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64');
    for (const photoBase64 of [html, gif]) {
      const response = await report(world, { photoBase64 });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toBe('Attach a JPEG, PNG or WebP photo.');
    }
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_ISSUE_PHOTO_BYTES)]).toString('base64');
    expect((await report(world, { photoBase64: big })).statusCode).toBe(413);
    const justOver = Buffer.concat([PNG, Buffer.alloc(MAX_ISSUE_PHOTO_BYTES - PNG.length + 1)]);
    const over = await report(world, { photoBase64: justOver.toString('base64') });
    expect(over.statusCode).toBe(413);
    expect(await productReports(world.org.id)).toBe(0);
    const visitor = new TestClient(t.app);
    const signedOut = await visitor.post('/web-api/product-issues', {
      source: 'product',
      productSku: world.products.plain.sku,
      reason: 'Wrong item',
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('report web issue', () => {
  it('takes a visitor’s report with the page and browser, e-mails support, and limits visitors', async () => {
    const visitor = new TestClient(t.app, '10.9.8.7');
    const body = {
      description: 'The footer link to delivery areas is broken',
      pageUrl: '/delivery-areas?x=1',
      userAgent: 'Mozilla/5.0 Test',
      viewport: '390x844',
      contactEmail: 'visitor@example.com',
    };
    const response = await visitor.post('/web-api/web-issues', body);
    expect(response.statusCode).toBe(200);
    const mail = await waitForMail(dataDir, 'The footer link to delivery areas is broken');
    expect(mail).toContain('To: support@larder.test');
    expect(mail).toContain('Page: /delivery-areas?x=1');
    expect(mail).toContain('Window: 390x844');
    expect(mail).toContain('From: visitor@example.com');

    // Every attempt counts against the limit, so bad input is sent from other addresses.
    const bad = [
      { ...body, description: ' ' },
      { ...body, viewport: 'big' },
      { ...body, contactEmail: 'x' },
      { ...body, pageUrl: '/a\r\nBcc: someone@example.com' },
    ];
    for (const [i, refused] of bad.entries()) {
      const careless = new TestClient(t.app, `10.9.7.${i}`);
      const response = await careless.post('/web-api/web-issues', refused);
      expect(response.statusCode, JSON.stringify(refused)).toBe(400);
    }
    expect((await visitor.post('/web-api/web-issues', body)).statusCode).toBe(200);
    expect((await visitor.post('/web-api/web-issues', body)).statusCode).toBe(200);
    const limited = await visitor.post('/web-api/web-issues', body);
    expect(limited.statusCode).toBe(429);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(webIssueReports)
      .where(eq(webIssueReports.contactEmail, 'visitor@example.com'));
    expect(stored!.n).toBe(3);
  });

  it('lets staff read web issues; a rep sees only their organizations’ buyers’ reports', async () => {
    const world = await createCartWorld(t);
    const sent = await world.client.post('/web-api/web-issues', {
      description: 'Search froze on my phone',
      pageUrl: '/search?q=salmon',
    });
    const { id } = issueReportedResponseSchema.parse(sent.json());
    const admin = await staffClient({ staffPermissions: ['manage-orders'] });
    const rep = await staffClient({ staffPermissions: ['manage-orders'], salesRepId: world.org.salesRepId });
    const { salesRep: otherRep } = await createOrganization(t.database.db);
    const outsider = await staffClient({ staffPermissions: ['manage-orders'], salesRepId: otherRep.id });
    const ids = async (client: TestClient) =>
      staffWebIssuesPageSchema
        .parse((await client.get('/web-api/staff/web-issues')).json())
        .items.map((i) => i.id);
    expect(await ids(admin)).toContain(id);
    expect(await ids(rep)).toContain(id);
    expect(await ids(outsider)).not.toContain(id);
    const mine = staffWebIssuesPageSchema
      .parse((await rep.get('/web-api/staff/web-issues')).json())
      .items.find((i) => i.id === id);
    expect(mine).toMatchObject({ reportedBy: world.user.email, pageUrl: '/search?q=salmon' });
  });
});

describe('who may read the staff lists', () => {
  it('is a 404 for customers and visitors, a 403 without manage-orders, and a rep reads only theirs', async () => {
    const world = await createCartWorld(t);
    const sent = await report(world, { photoBase64: PNG.toString('base64') });
    const { id } = issueReportedResponseSchema.parse(sent.json());
    const clerk = await staffClient({ staffPermissions: ['impersonate'] });
    const urls = [
      '/web-api/staff/product-issues',
      '/web-api/staff/web-issues',
      `/web-api/staff/product-issues/${id}/photo`,
    ];
    for (const url of urls) {
      expect((await world.client.get(url)).statusCode, url).toBe(404);
      expect((await new TestClient(t.app).get(url)).statusCode, url).toBe(404);
      expect((await clerk.get(url)).statusCode, url).toBe(403);
    }
    const { salesRep: otherRep } = await createOrganization(t.database.db);
    const outsider = await staffClient({ staffPermissions: ['manage-orders'], salesRepId: otherRep.id });
    const theirs = staffProductIssuesPageSchema.parse(
      (await outsider.get('/web-api/staff/product-issues')).json(),
    );
    expect(theirs.items.map((i) => i.id)).not.toContain(id);
    expect((await outsider.get(`/web-api/staff/product-issues/${id}/photo`)).statusCode).toBe(404);
    const rep = await staffClient({ staffPermissions: ['manage-orders'], salesRepId: world.org.salesRepId });
    expect((await rep.get(`/web-api/staff/product-issues/${id}/photo`)).statusCode).toBe(200);
  });
});
