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
      guideId: change.guideId,
    };
  }
  useOfflineStore.setState({ pending, pendingCount: queue.length, hydrated: true });
}

let sequence = 0;

/**
 * Queues a quantity typed into a guide offline, with its own Idempotency-Key, replacing an unsent change of
 * the same line. As the guide's Add to cart does, it adds to what the cart held (as last read online): the
 * change asks for that sum, so sending it twice, or after another device, never adds it twice (ADR 047).
 * Typing 0 takes back the line's unsent change.
 */
export async function queueChange(typed: TypedChange): Promise<void> {
  const db = await offlineDb();
  const cart = await db.get('cart', 'cart');
  const tx = db.transaction('queue', 'readwrite');
  const queue = await tx.store.getAll();
  if (typed.quantity <= 0) {
    const line = lineKeyOf(typed);
    const unsent = queue.filter((c) => c.sentAt === null && lineKeyOf(c) === line);
    await Promise.all([...unsent.map((c) => tx.store.delete(c.key)), tx.done]);
    await refreshPending();
    return;
  }
  const baseQuantity = cart ? (cart.quantities[lineKeyOf(typed)] ?? 0) : null;
  const last = queue.reduce((max, change) => Math.max(max, change.seq), 0);
  // Time first, so two tabs' changes still sort in the order they were made.
  sequence = Math.max(Date.now() * 1000, last + 1, sequence + 1);
  const change: QueuedChange = {
    ...typed,
    quantity: (baseQuantity ?? 0) + typed.quantity,
    typedQuantity: typed.quantity,
    key: crypto.randomUUID(),
    seq: sequence,
    changedAt: new Date().toISOString(),
    baseQuantity,
    sentAt: null,
  };
  const next = enqueueChange(queue, change);
  const kept = new Set(next.map((c) => c.key));
  await Promise.all([
    ...queue.filter((c) => !kept.has(c.key)).map((c) => tx.store.delete(c.key)),
    tx.store.put(change),
    tx.done,
  ]);
  await refreshPending();
}

/** Marks a change as sent (its answer may be lost; it is sent again with the same key). */
export async function markSent(change: QueuedChange): Promise<void> {
  await (await offlineDb()).put('queue', { ...change, sentAt: new Date().toISOString() });
}

/** Takes a change out of the queue once its answer arrived. */
export async function removeChange(key: string): Promise<void> {
  await (await offlineDb()).delete('queue', key);
}

/** Keeps the cart's quantities as last read online: what a change typed offline is based on. */
export async function keepCartQuantities(quantities: Record<string, number>): Promise<void> {
  await (await offlineDb()).put('cart', { id: 'cart', quantities, savedAt: Date.now() });
}
