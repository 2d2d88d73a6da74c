import type { OrderFeedResponse } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { enqueue } from '../jobs/jobs.service.ts';
import { integrationOrdersOf } from '../orders/erp-orders.service.ts';
import { findWebhookKeys } from './api-keys.repository.ts';
import type { OrderFeedKind } from './integration.table.ts';
import { findFeedEntries, insertFeedEntries } from './order-feed.repository.ts';
import { WEBHOOK_JOB, WEBHOOK_MAX_ATTEMPTS, type WebhookJob } from './webhook-delivery.ts';

/** What happened to orders, as the feed and the webhooks tell it (`order.<kind>` webhooks). */
export type { OrderFeedKind } from './integration.table.ts';

/**
 * Records that orders were placed, edited or cancelled (a subscriber of the order events): one feed entry
 * per order, and one webhook delivery per live key with a webhook address, retried from the jobs table
 * until the ERP acknowledges it. Safe to repeat for the same event.
 */
export async function recordOrderFeed(
  db: Db,
  input: { eventId: number; kind: OrderFeedKind; orderIds: readonly string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await insertFeedEntries(tx, input.eventId, input.kind, input.orderIds);
    if (added.length === 0) return;
    const keys = await findWebhookKeys(tx);
    for (const key of keys) {
      for (const orderId of added) {
        const job: WebhookJob = { keyId: key.id, kind: input.kind, orderId, eventId: input.eventId };
        await enqueue(tx, WEBHOOK_JOB, job, {
          dedupeKey: `${input.eventId}:${orderId}:${key.id}`,
          maxAttempts: WEBHOOK_MAX_ATTEMPTS,
        });
      }
    }
  });
}

/** `GET /integration/v1/orders`: entries after the cursor, oldest first, each with the order as it is now. */
export async function readOrderFeed(
  db: Db,
  cursor: string | undefined,
  limit: number,
): Promise<OrderFeedResponse> {
  const entries = await findFeedEntries(db, cursor ? Number(cursor) : 0, limit);
  const orders = await integrationOrdersOf(
    db,
    entries.map((entry) => entry.orderId),
  );
  const items = entries.flatMap((entry) => {
    const order = orders.get(entry.orderId);
    return order
      ? [{ cursor: String(entry.id), kind: entry.kind, recordedAt: entry.recordedAt.toISOString(), order }]
      : [];
  });
  const last = entries.at(-1);
  return { items, nextCursor: last ? String(last.id) : (cursor ?? null) };
}
