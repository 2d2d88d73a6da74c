import type { SubmitCartResponse } from '@larder/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { eventJobName } from '../events/domain-event.ts';
import { orderPlaced } from '../events/order-placed.event.ts';
import { add, createCartWorld, type CartWorld } from '../modules/cart/cart-world.test-support.ts';
import { inventory } from '../modules/catalog/catalog.table.ts';
import { jobs } from '../modules/jobs/jobs.table.ts';
import { orders } from '../modules/orders/orders.read-model.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { eventually } from '../test-support/two-instances.ts';
import { setStock, stockOf } from './stock.test-support.ts';

// A submit places its orders first and locks the stock they draw on last (ADR 020), so that buyers of the
// same items queue only for the allocation. Here another transaction holds the stock row, the submit places
// its orders and waits for it, and the stock drops meanwhile. Two connections at once: PostgreSQL only
// (vitest.config.ts leaves *.postgres.test.ts out on PGlite).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submit = (world: CartWorld) =>
  world.client.post('/web-api/cart/submit?defaultCart=true', undefined, {
    'idempotency-key': 'stock-taken-meanwhile',
  });

/** Whether a transaction that inserted orders is waiting for a row lock: a submit between its two halves. */
async function placedAndWaitingForStock(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (
      select 1 from pg_stat_activity a join pg_locks l on l.pid = a.pid
      where a.datname = current_database() and a.wait_event_type = 'Lock'
        and l.relation = 'orders'::regclass and l.mode = 'RowExclusiveLock' and l.granted
    ) as waiting`);
  return (result as unknown as { rows: { waiting: boolean }[] }).rows[0]!.waiting;
}

describe('stock taken while a submit places its orders', () => {
  it('rolls the orders back and answers with what is left, once per key', async () => {
    const world = await createCartWorld(t);
    const variantId = `${world.products.plain.sku}-CS`;
    await setStock(world, variantId, 5);
    expect((await add(world, world.products.plain.sku, 'CS', 2)).statusCode).toBe(200);

    const other = await t.database.openAnotherHandle();
    let answer: ReturnType<typeof submit> | undefined;
    try {
      await other.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from inventory where variant_id = ${variantId} for update`);
        answer = submit(world);
        await eventually(() => placedAndWaitingForStock(other.db), true);
        await tx.update(inventory).set({ onHand: 1, quantity: 1 }).where(eq(inventory.variantId, variantId));
      });
    } finally {
      await other.close();
    }

    const refused = (await answer!).json() as SubmitCartResponse;
    expect(refused.success).toBe(false);
    expect(refused.validationMessages.map((m) => m.text)).toEqual([
      'Plain Flour: Adjusting quantity to maximum allowed (1).',
    ]);
    const [placed] = await world.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.organizationId, world.org.id));
    expect(placed!.n).toBe(0);
    expect(await stockOf(world, variantId)).toEqual({ quantity: 1, onHand: 1, allocated: 0, held: 0 });
    // The rolled-back attempt had published order.placed: gone with it, so no confirmation e-mail, feed
    // entry or cut-off job can follow.
    const [published] = await world.db
      .select({ n: count() })
      .from(jobs)
      .where(eq(jobs.name, eventJobName(orderPlaced)));
    expect(published!.n).toBe(0);
    // The refusal is the key's answer: the same request sent again gets it again.
    expect((await submit(world)).json()).toEqual(refused);
  }, 60_000);
});
