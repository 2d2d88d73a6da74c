import type { Cart } from '@larder/contract';
import { enqueueChange, lineKeyOf, sendOrder, type QueuedChange } from '@larder/domain';
import { offlineDb } from './offline-db.ts';
import { useOfflineStore, type PendingLine } from './offline-store.ts';

/**
 * The queue of quantities typed without a connection (ADR 047), kept in IndexedDB so a closed tab or a
 * restarted phone keeps it. The store's pending lines and count follow every write.
 */

/** A change as typed: the queue gives it its key, its place and its time. */
export type TypedChange = Omit<
  QueuedChange,
  'key' | 'seq' | 'changedAt' | 'sentAt' | 'baseQuantity' | 'typedQuantity'
>;

/** Every queued change, oldest first. */
export async function queuedChanges(): Promise<QueuedChange[]> {
  return sendOrder(await (await offlineDb()).getAll('queue'));
}

/** Reads the queue into the store (pending lines and count). */
export async function refreshPending(): Promise<void> {
  const queue = await queuedChanges();
  const pending: Record<string, PendingLine> = {};
  for (const change of queue) {
    pending[lineKeyOf(change)] = {
      productSku: change.productSku,
      unitOfMeasure: change.unitOfMeasure,
      quantity: change.typedQuantity,
      cartQuantity: change.quantity,
      fromCart: change.fromCart === true,
      name: change.name,
      guideId: change.guideId,
    };
  }
  useOfflineStore.setState({ pending, pendingCount: queue.length, hydrated: true });
}

let sequence = 0;

/** Takes back the line's unsent change: the buyer typed what the cart holds, or 0 in a guide. */
async function withdrawChange(typed: Pick<TypedChange, 'productSku' | 'unitOfMeasure'>): Promise<void> {
  const tx = (await offlineDb()).transaction('queue', 'readwrite');
  const line = lineKeyOf(typed);
  const unsent = (await tx.store.getAll()).filter((c) => c.sentAt === null && lineKeyOf(c) === line);
  await Promise.all([...unsent.map((c) => tx.store.delete(c.key)), tx.done]);
  await refreshPending();
}

/** Puts a change in the queue with its own Idempotency-Key, in place of an unsent change of the same line. */
async function putChange(fields: Omit<QueuedChange, 'key' | 'seq' | 'changedAt' | 'sentAt'>): Promise<void> {
  const tx = (await offlineDb()).transaction('queue', 'readwrite');
  const queue = await tx.store.getAll();
  const last = queue.reduce((max, change) => Math.max(max, change.seq), 0);
  // Time first, so two tabs' changes still sort in the order they were made.
  sequence = Math.max(Date.now() * 1000, last + 1, sequence + 1);
  const change: QueuedChange = {
    ...fields,
    key: crypto.randomUUID(),
    seq: sequence,
    changedAt: new Date().toISOString(),
    sentAt: null,
  };
  const kept = new Set(enqueueChange(queue, change).map((c) => c.key));
  await Promise.all([
    ...queue.filter((c) => !kept.has(c.key)).map((c) => tx.store.delete(c.key)),
    tx.store.put(change),
    tx.done,
  ]);
  await refreshPending();
}

/** What the cart held for a line when last read online, or null when no cart was read on this device. */
async function keptCartQuantity(typed: Pick<TypedChange, 'productSku' | 'unitOfMeasure'>) {
  const cart = await (await offlineDb()).get('cart', 'cart');
  return cart ? (cart.quantities[lineKeyOf(typed)] ?? 0) : null;
}

/**
 * Queues a quantity typed into a guide offline, with its own Idempotency-Key, replacing an unsent change of
 * the same line. As the guide's Add to cart does, it adds to what the cart held (as last read online): the
 * change asks for that sum, so sending it twice, or after another device, never adds it twice (ADR 047).
 * Typing 0 takes back the line's unsent change.
 */
export async function queueChange(typed: TypedChange): Promise<void> {
  if (typed.quantity <= 0) return withdrawChange(typed);
  const baseQuantity = await keptCartQuantity(typed);
  await putChange({
    ...typed,
    quantity: (baseQuantity ?? 0) + typed.quantity,
    typedQuantity: typed.quantity,
    baseQuantity,
  });
}

/**
 * Queues a quantity typed on the cart page offline: the line should hold it (0 removes the line). Typing
 * back what the cart held takes back the line's unsent change (ADR 047).
 */
export async function queueCartChange(typed: Omit<TypedChange, 'guideId'>): Promise<void> {
  const baseQuantity = await keptCartQuantity(typed);
  if (typed.quantity === (baseQuantity ?? 0)) return withdrawChange(typed);
  await putChange({
    ...typed,
    guideId: null,
    typedQuantity: typed.quantity,
    baseQuantity,
    fromCart: true,
  });
}

/** Marks a change as sent (its answer may be lost; it is sent again with the same key). */
export async function markSent(change: QueuedChange): Promise<void> {
  await (await offlineDb()).put('queue', { ...change, sentAt: new Date().toISOString() });
}

/** Takes a change out of the queue once its answer arrived. */
export async function removeChange(key: string): Promise<void> {
  await (await offlineDb()).delete('queue', key);
}

/** Keeps the cart as last read online: what a change typed offline is based on, and the cart page offline. */
export async function keepCart(cart: Cart, quantities: Record<string, number>): Promise<void> {
  await (await offlineDb()).put('cart', { id: 'cart', quantities, cart, savedAt: Date.now() });
}

/** The cart as last read online, with when, or null when none was read on this device. */
export async function keptCart(): Promise<{ cart: Cart; savedAt: number } | null> {
  const kept = await (await offlineDb()).get('cart', 'cart');
  return kept?.cart ? { cart: kept.cart, savedAt: kept.savedAt } : null;
}
