import { ORDER_FEED_KINDS } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { JobHandler } from '../jobs/jobs.service.ts';
import type { OutboundPolicy } from '../outbound/outbound.service.ts';
import { integrationApiKeys } from './integration.table.ts';
import { sendWebhook } from './webhook-send.ts';

export { SIGNATURE_HEADER, signWebhook } from './webhook-send.ts';

/** The job that delivers one order webhook to one key's address. */
export const WEBHOOK_JOB = 'integration.webhook';

/** A webhook is retried this many times (about two days with the policy below) before it is given up. */
export const WEBHOOK_MAX_ATTEMPTS = 30;

const webhookJobSchema = z.object({
  keyId: z.string(),
  kind: z.enum(ORDER_FEED_KINDS),
  orderId: z.string(),
  eventId: z.number().int(),
});

/** What a webhook job carries: which key, which order, what happened. */
export type WebhookJob = z.infer<typeof webhookJobSchema>;

/** The body `id` of an order event: the same for every attempt, so the ERP can drop a duplicate. */
export function orderEventIdOf(job: Pick<WebhookJob, 'eventId' | 'orderId'>): string {
  return `${job.eventId}:${job.orderId}`;
}

/**
 * Delivers an order webhook: POSTs `{ id, type, createdAt, data }` signed with the key's secret(s), and
 * records the attempt in the key's delivery log. Any 2xx acknowledges it; anything else, or no answer in
 * 10 s, fails the run and the jobs table retries it later. A revoked key or a removed address ends the
 * delivery; so does an address the outbound guard refuses (inside the network, or resolving there since it
 * was registered): recorded as failed, never retried.
 */
export function webhookDeliveryJob(db: Db, outbound: OutboundPolicy): JobHandler<WebhookJob> {
  return {
    name: WEBHOOK_JOB,
    payload: webhookJobSchema,
    retry: { baseMs: 5_000, maxMs: 6 * 3_600_000 },
    timeoutMs: 30_000,
    async run(job, context) {
      const [key] = await db.select().from(integrationApiKeys).where(eq(integrationApiKeys.id, job.keyId));
      if (!key || key.revokedAt || !key.webhookUrl) return;
      const { failure } = await sendWebhook(
        db,
        outbound,
        { ...key, webhookUrl: key.webhookUrl },
        { kind: job.kind, orderId: job.orderId, feedEventId: job.eventId, eventId: orderEventIdOf(job) },
        { number: context.attempt, jobId: context.jobId, signal: context.signal },
      );
      if (failure) throw failure;
    },
  };
}
