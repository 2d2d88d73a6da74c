import { ORDER_FEED_KINDS } from '@larder/contract';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { PermanentJobError, type JobHandler } from '../jobs/jobs.service.ts';
import { integrationOrdersOf } from '../orders/erp-orders.service.ts';
import { OutboundRefusedError, outboundFetch, type OutboundPolicy } from '../outbound/outbound.service.ts';
import { integrationApiKeys } from './integration.table.ts';

/** The job that delivers one order webhook to one key's address. */
export const WEBHOOK_JOB = 'integration.webhook';

/** A webhook is retried this many times (about two days with the policy below) before it is given up. */
export const WEBHOOK_MAX_ATTEMPTS = 30;

/** The header carrying the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'larder-signature';

const webhookJobSchema = z.object({
  keyId: z.string(),
  kind: z.enum(ORDER_FEED_KINDS),
  orderId: z.string(),
  eventId: z.number().int(),
});

/** What a webhook job carries: which key, which order, what happened. */
export type WebhookJob = z.infer<typeof webhookJobSchema>;

/** The signature header value for a body sent at `timestamp` (seconds), signed with the key's webhook secret. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/**
 * Delivers an order webhook: POSTs `{ id, type, createdAt, data }` signed with the key's secret. Any 2xx
 * acknowledges it; anything else, or no answer in 10 s, fails the run and the jobs table retries it later.
 * A revoked key or a removed address ends the delivery; so does an address the outbound guard refuses (inside
 * the network, or resolving there since it was registered): recorded as failed, never retried.
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
      const order = (await integrationOrdersOf(db, [job.orderId])).get(job.orderId);
      if (!order) throw new PermanentJobError(`order ${job.orderId} no longer exists`);
      const body = JSON.stringify({
        id: `${job.eventId}:${job.orderId}`,
        type: `order.${job.kind}`,
        createdAt: new Date().toISOString(),
        data: order,
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const response = await outboundFetch(
        key.webhookUrl,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signWebhook(key.webhookSecret, timestamp, body),
          },
          body,
          signal: AbortSignal.any([context.signal, AbortSignal.timeout(10_000)]),
        },
        outbound,
      ).catch((error: unknown) => {
        if (error instanceof OutboundRefusedError)
          throw new PermanentJobError(`webhook refused: ${error.message}`);
        throw error;
      });
      // The body is not needed; reading it frees the connection for the next delivery.
      await response.body?.cancel();
      if (response.status < 200 || response.status >= 300) {
        throw new Error(`webhook to ${new URL(key.webhookUrl).host} answered ${response.status}`);
      }
    },
  };
}
