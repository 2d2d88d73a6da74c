import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test-support/factories.ts';
import { createCartWorld, placeOrder, type CartWorld } from '../test-support/orders-world.ts';
import { TestClient, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { TEST_PASSWORD } from '../test-support/factories.ts';
import { messagingTriggeredMessages } from '../modules/messaging/messaging.table.ts';
import { jobs } from '../modules/jobs/jobs.table.ts';

let t: TestApp;
let world: CartWorld;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '50' });
  world = await createCartWorld(t, { isSpecialty: true });
  await createUser(t.app.db, {
    email: 'purchase-author@example.test',
    isStaff: true,
    staffPermissions: ['author-messages'],
  });
});
afterAll(() => t.close());

async function triggeredFor(userId: string) {
  return t.app.db
    .select()
    .from(messagingTriggeredMessages)
    .where(eq(messagingTriggeredMessages.userId, userId));
}

describe('purchase-triggered messages', () => {
  it('reach the buyer once the order.placed event is handled, once per submitted cart', async () => {
    const author = new TestClient(t.app);
    await author.login('purchase-author@example.test', TEST_PASSWORD);
    const created = await author.post('/web-api/staff/campaigns', {
      kind: 'inApp',
      name: 'Thank you',
      content: { html: '<p>Thanks for your order</p>', webInAppDisplaySettings: { position: 'BottomRight' } },
      trigger: { type: 'event', eventName: 'purchase' },
      targeting: { organizationTypes: ['specialty'] },
    });
    const { id } = created.json<{ id: number }>();
    expect((await author.post(`/web-api/staff/campaigns/${id}/publish`)).statusCode).toBe(200);
    expect(await triggeredFor(world.user.id)).toHaveLength(0);

    await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    let rows: Awaited<ReturnType<typeof triggeredFor>> = [];
    for (let i = 0; i < 150 && rows.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await triggeredFor(world.user.id);
    }
    expect(rows.map((row) => row.campaignId)).toEqual([id]);
  });

  it('skip a buyer who turned messages off on the account page', async () => {
    const quiet = await createCartWorld(t, { isSpecialty: true });
    const off = await quiet.client.post('/web-api/account/notifications', {
      orderEmails: true,
      backInStock: true,
      messages: false,
    });
    expect(off.statusCode).toBe(200);
    // The purchase-message jobs so far, once none is waiting or running: then every run has done its work.
    const settledRuns = async (atLeast: number) => {
      for (let i = 0; i < 150; i++) {
        const runs = await t.app.db
          .select({ status: jobs.status })
          .from(jobs)
          .where(eq(jobs.name, 'subscriber:purchase-messages'));
        if (runs.length >= atLeast && runs.every((run) => run.status === 'succeeded')) return runs.length;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the purchase-message jobs did not settle');
    };
    const before = await settledRuns(0);
    await placeOrder(quiet, [[quiet.products.plain.sku, 'CS', 1]]);
    expect(await settledRuns(before + 1)).toBe(before + 1);
    expect(await triggeredFor(quiet.user.id)).toEqual([]);
  });
});
