import type { RotatedWebhookSecret, WebhookDeliveriesResponse, WebhookDelivery } from '@larder/contract';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test-support/factories.ts';
import { createCartWorld, placeOrder, type CartWorld } from '../../test-support/orders-world.ts';
import { createTestApp, TestClient, type TestApp } from '../../test-support/test-app.ts';
import { createApiKey, until } from './integration.test-support.ts';
import { SIGNATURE_HEADER } from './webhook-delivery.ts';

let t: TestApp;
let world: CartWorld;
let server: Server;
let staff: TestClient;
const received: { body: string; signature: string; answered: number }[] = [];
let failuresLeft = 1;

async function signedIn(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.database.db, overrides);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const answered = failuresLeft-- > 0 ? 503 : 204;
      received.push({ body, signature: String(request.headers[SIGNATURE_HEADER]), answered });
      response.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The receiver listens on loopback, which only OUTBOUND_ALLOW_PRIVATE lets a webhook reach.
  t = await createTestApp({ JOBS_POLL_MS: '50', OUTBOUND_ALLOW_PRIVATE: 'true' });
  world = await createCartWorld(t);
  staff = await signedIn({ isStaff: true, staffPermissions: ['manage-integrations'] });
}, 180_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

function receiverUrl(): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/erp/hooks`;
}

async function deliveries(keyId: string): Promise<WebhookDelivery[]> {
  const response = await staff.get(`/web-api/staff/integration-keys/${keyId}/deliveries`);
  expect(response.statusCode).toBe(200);
  return (response.json() as WebhookDeliveriesResponse).items;
}

/** The v1 digests of a signature header, and whether each is the HMAC of the body under a secret. */
function digestsOf(signature: string, body: string) {
  const parts = signature.split(',');
  const timestamp = parts[0]!.replace(/^t=/, '');
  const v1 = parts.slice(1).map((p) => p.replace(/^v1=/, ''));
  const sign = (secret: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return { v1, sign };
}

describe('webhook deliveries (ADR 045)', () => {
  it('lists the attempts of a webhook sent to a local receiver, with status, duration and next retry', async () => {
    const { row } = await createApiKey(t, { webhookUrl: receiverUrl() });
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    // The first attempt failed (503): its job waits for a retry, and the log says when.
    await until(async () => (await deliveries(row.id)).some((d) => d.nextRetryAt !== null), 30_000);
    const failed = (await deliveries(row.id))[0]!;
    expect(failed).toMatchObject({
      eventType: 'order.placed',
      attempt: 1,
      responseStatus: 503,
      kind: 'placed',
    });
    expect(failed.error).toContain('503');
    expect(Date.parse(failed.nextRetryAt!)).toBeGreaterThan(Date.parse(failed.attemptedAt));

    await until(async () => (await deliveries(row.id)).some((d) => d.responseStatus === 204), 30_000);
    const list = await deliveries(row.id);
    expect(list.map((d) => [d.attempt, d.responseStatus])).toEqual([
      [2, 204],
      [1, 503],
    ]);
    expect(list.every((d) => d.eventId === list[0]!.eventId && d.durationMs >= 0)).toBe(true);
    expect(list.every((d) => d.nextRetryAt === null)).toBe(true);
    expect(JSON.parse(received.at(-1)!.body)).toMatchObject({
      data: { webOrderNumber: order!.webOrderNumber },
    });

    // Redeliver: the same event id, sent now, one more attempt.
    const again = await staff.post(
      `/web-api/staff/integration-keys/${row.id}/deliveries/${list[1]!.id}/redeliver`,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ eventId: list[0]!.eventId, attempt: 3, responseStatus: 204 });
    expect(await deliveries(row.id)).toHaveLength(3);
  }, 60_000);

  it('sends a signed test event, and signs with both secrets through a rotation’s overlap', async () => {
    failuresLeft = 0;
    const { row, webhookSecret } = await createApiKey(t, { webhookUrl: receiverUrl() });
    const test = await staff.post(`/web-api/staff/integration-keys/${row.id}/test-event`);
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({ eventType: 'test', responseStatus: 204, attempt: 1 });
    const first = received.at(-1)!;
    expect(JSON.parse(first.body)).toMatchObject({ type: 'test' });
    const plain = digestsOf(first.signature, first.body);
    expect(plain.v1).toEqual([plain.sign(webhookSecret)]);

    const rotated = await staff.post(`/web-api/staff/integration-keys/${row.id}/rotate-secret`, {
      overlapHours: 2,
    });
    expect(rotated.statusCode).toBe(200);
    const { webhookSecret: newSecret, previousSecretExpiresAt } = rotated.json() as RotatedWebhookSecret;
    expect(newSecret).not.toBe(webhookSecret);
    expect(Date.parse(previousSecretExpiresAt!)).toBeGreaterThan(Date.now() + 3_600_000);
    await staff.post(`/web-api/staff/integration-keys/${row.id}/test-event`);
    const during = received.at(-1)!;
    const both = digestsOf(during.signature, during.body);
    expect(both.v1).toEqual([both.sign(newSecret), both.sign(webhookSecret)]);

    const ended = await staff.post(`/web-api/staff/integration-keys/${row.id}/rotate-secret`, {
      overlapHours: 0,
    });
    const latest = (ended.json() as RotatedWebhookSecret).webhookSecret;
    expect((ended.json() as RotatedWebhookSecret).previousSecretExpiresAt).toBeNull();
    await staff.post(`/web-api/staff/integration-keys/${row.id}/test-event`);
    const after = received.at(-1)!;
    const one = digestsOf(after.signature, after.body);
    expect(one.v1).toEqual([one.sign(latest)]);
    expect(JSON.stringify(await deliveries(row.id))).not.toContain(latest);
  });

  it('refuses customers (404), staff without the permission (403), other keys’ attempts and bad input', async () => {
    const { row } = await createApiKey(t, { webhookUrl: receiverUrl() });
    const other = await createApiKey(t, { webhookUrl: null });
    const base = `/web-api/staff/integration-keys/${row.id}`;
    expect((await world.client.get(`${base}/deliveries`)).statusCode).toBe(404);
    const outsider = await signedIn({ isStaff: true, staffPermissions: ['manage-orders'] });
    expect((await outsider.get(`${base}/deliveries`)).statusCode).toBe(403);
    expect((await outsider.post(`${base}/test-event`)).statusCode).toBe(403);
    expect((await staff.get('/web-api/staff/integration-keys/nope/deliveries')).statusCode).toBe(404);

    const test = (await staff.post(`${base}/test-event`)).json() as WebhookDelivery;
    const otherBase = `/web-api/staff/integration-keys/${other.row.id}`;
    expect((await staff.post(`${otherBase}/deliveries/${test.id}/redeliver`)).statusCode).toBe(422);
    expect((await staff.post(`${otherBase}/test-event`)).statusCode).toBe(422);
    const third = await createApiKey(t, { webhookUrl: receiverUrl() });
    const thirdBase = `/web-api/staff/integration-keys/${third.row.id}`;
    expect((await staff.post(`${thirdBase}/deliveries/${test.id}/redeliver`)).statusCode).toBe(404);
    expect(await deliveries(third.row.id)).toEqual([]);
    expect((await staff.post(`${base}/deliveries/999999999/redeliver`)).statusCode).toBe(404);
    expect((await staff.post(`${base}/deliveries/abc/redeliver`)).statusCode).toBe(400);
    const before = await deliveries(row.id);
    for (const body of [
      { overlapHours: 1000 },
      { overlapHours: null },
      { overlapHours: 1.5 },
      { overlapHours: '2' },
    ]) {
      const response = await staff.post(`${base}/rotate-secret`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
    expect(await deliveries(row.id)).toEqual(before);
  });
});
