import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser } from '../../test-support/factories.ts';
import { createCartWorld, placeOrder, type CartWorld } from '../../test-support/orders-world.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { createApiKey, until } from './integration.test-support.ts';
import { integrationApiKeys } from './integration.table.ts';
import { WEBHOOK_JOB } from './webhook-delivery.ts';

const PATH = '/web-api/staff/integration-keys';

/** The addresses the hardening probe registered as webhooks (issue 28), each in the spelling it used. */
const INSIDE = [
  'http://169.254.169.254/latest/meta-data/',
  'http://10.0.0.1/',
  'http://192.168.1.1/',
  'http://localhost/',
  'http://127.0.0.1/',
  'http://[::1]/',
  'http://0.0.0.0/',
  'http://2130706433/',
  'http://0x7f.1/',
  'http://[::ffff:127.0.0.1]/',
  'http://metadata.google.internal/',
];

let t: TestApp;
let world: CartWorld;
let admin: TestClient;
let receiver: Server;
let received = 0;

beforeAll(async () => {
  receiver = createServer((_request, response) => {
    received++;
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  // OUTBOUND_ALLOW_PRIVATE is off, as in production.
  t = await createTestApp({ JOBS_POLL_MS: '50' });
  world = await createCartWorld(t);
  const staff = await createUser(t.database.db, { isStaff: true, staffPermissions: ['manage-integrations'] });
  admin = new TestClient(t.app);
  await admin.login(staff.email, TEST_PASSWORD);
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('webhook addresses', () => {
  it.each(INSIDE)('refuses %s at registration with a field error, storing nothing', async (webhookUrl) => {
    const before = await t.database.db.select().from(integrationApiKeys);
    const response = await admin.post(PATH, { name: 'ERP', scopes: ['orders'], webhookUrl });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.webhookUrl).toMatch(/not reachable|does not resolve/);
    expect(await t.database.db.select().from(integrationApiKeys)).toHaveLength(before.length);
  });

  it('records a delivery to an address inside the network as failed, once, without calling it', async () => {
    // A key stored before addresses were checked (or whose host now resolves inside) still gets nothing.
    const { port } = receiver.address() as AddressInfo;
    await createApiKey(t, { webhookUrl: `http://127.0.0.1:${port}/hooks` });
    await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);

    const webhookJobs = () => t.database.db.select().from(jobs).where(eq(jobs.name, WEBHOOK_JOB));
    await until(async () => (await webhookJobs()).some((job) => job.status === 'failed'));
    const [job] = await webhookJobs();
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job!.lastError).toMatch(/refused/);
    expect(received).toBe(0);
  }, 30_000);
});
