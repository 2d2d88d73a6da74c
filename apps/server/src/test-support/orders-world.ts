import type { ConfirmedOrder, SubmitCartResponse } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { add, type CartWorld } from '../modules/cart/cart-world.test-support.ts';
import { orders } from '../modules/orders/orders.table.ts';
import { outboxMessages } from './outbox.ts';

export {
  add,
  cartOf,
  createCartWorld,
  linesOf,
  type CartWorld,
} from '../modules/cart/cart-world.test-support.ts';

let keys = 0;

/** Fills the world's cart with (sku, unit, quantity) items and submits it; returns the orders placed. */
export async function placeOrder(
  world: CartWorld,
  items: readonly [string, string, number][],
): Promise<ConfirmedOrder[]> {
  for (const [sku, unit, quantity] of items) {
    const added = await add(world, sku, unit, quantity);
    if (added.statusCode !== 200) throw new Error(`add ${sku}: ${added.statusCode} ${added.body}`);
  }
  const response = await world.client.post('/web-api/cart/submit?defaultCart=true', undefined, {
    'idempotency-key': `orders-test-${++keys}-${Date.now()}`,
  });
  const body = response.json() as SubmitCartResponse;
  if (!body.success) throw new Error(`submit failed: ${response.body}`);
  return body.confirmedOrders;
}

/** Moves an order's cut-off into the past, as if the clock had passed it. */
export async function passCutOff(world: CartWorld, webOrderNumber: string): Promise<void> {
  await world.db
    .update(orders)
    .set({ cutOffAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.webOrderNumber, webOrderNumber));
}

/** An order row by web number. */
export async function orderRow(world: CartWorld, webOrderNumber: string) {
  const [row] = await world.db.select().from(orders).where(eq(orders.webOrderNumber, webOrderNumber));
  return row!;
}

/** Decodes a quoted-printable .eml body so long lines read whole. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for an e-mail in the outbox whose text contains `needle`; returns it decoded. */
export async function waitForMail(dataDir: string, needle: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    for (const raw of outboxMessages(dataDir)) {
      const text = decodeQuotedPrintable(raw);
      if (text.includes(needle)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail containing ${needle}`);
}
