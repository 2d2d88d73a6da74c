import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartWorld, placeOrder, type CartWorld } from '../../test-support/orders-world.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createApiKey, until } from './integration.test-support.ts';
import { SIGNATURE_HEADER } from './webhook-delivery.ts';

let t: TestApp;
let world: CartWorld;
let server: Server;
const received: { body: string; signature: string; answered: number }[] = [];
let failuresLeft = 1;

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
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('order webhooks', () => {
  it('posts a signed order.placed to the key address, retrying from the jobs table until acknowledged', async () => {
    const { port } = server.address() as AddressInfo;
    const { webhookSecret } = await createApiKey(t, { webhookUrl: `http://127.0.0.1:${port}/erp/hooks` });
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    await until(() => received.some((r) => r.answered === 204), 30_000);

    expect(received.map((r) => r.answered)).toEqual([503, 204]);
    const delivered = received[1]!;
    const payload = JSON.parse(delivered.body) as { type: string; data: { webOrderNumber: string } };
    expect(payload).toMatchObject({ type: 'order.placed', data: { webOrderNumber: order!.webOrderNumber } });
    const [, timestamp, digest] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivered.signature)!;
    const expected = createHmac('sha256', webhookSecret)
      .update(`${timestamp}.${delivered.body}`)
      .digest('hex');
    expect(digest).toBe(expected);
    // The retry carries the same delivery id, so the ERP can drop a duplicate.
    expect(JSON.parse(received[0]!.body).id).toBe((payload as unknown as { id: string }).id);
  }, 60_000);
});
