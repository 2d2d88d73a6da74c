import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { PermanentJobError } from '../jobs/jobs.service.ts';
import { integrationOrdersOf } from '../orders/erp-orders.service.ts';
import { OutboundRefusedError, outboundFetch, type OutboundPolicy } from '../outbound/outbound.service.ts';
import type { ApiKeyRow } from './api-keys.repository.ts';
import type { WebhookDeliveryKind } from './integration.table.ts';
import { insertDelivery, type WebhookDeliveryRow } from './webhook-deliveries.repository.ts';

/**
 * The header carrying the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. While a
 * rotated secret's overlap lasts, a second `v1=` signed with the previous secret follows the first (ADR 045):
 * a receiver accepts the delivery when any `v1` matches a secret it holds.
 */
export const SIGNATURE_HEADER = 'larder-signature';

/** How long a receiver has to answer. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** What one delivery sends: an order event (by the feed's event) or a test event. */
export interface WebhookEvent {
  kind: WebhookDeliveryKind;
  orderId: string | null;
  feedEventId: number | null;
  /** The body's `id`, the same for every attempt of one event. */
  eventId: string;
}

/** The signature header value for a body sent at `timestamp` (seconds): one `v1` per secret, in order. */
export function signWebhook(secrets: string | readonly string[], timestamp: number, body: string): string {
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  const digests = list.map(
    (secret) => `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
  );
  return [`t=${timestamp}`, ...digests].join(',');
}

/** The secrets a key signs with at `now`: its current one, and the previous one until its overlap ends. */
export function signingSecretsOf(key: ApiKeyRow, now: Date): string[] {
  const overlap =
    key.previousWebhookSecret && key.previousSecretExpiresAt && key.previousSecretExpiresAt > now;
  return overlap ? [key.webhookSecret, key.previousWebhookSecret!] : [key.webhookSecret];
}

/** The JSON body of an event: the order as it is now, or a test payload; a vanished order fails for good. */
async function bodyOf(db: Db, event: WebhookEvent): Promise<string> {
  const createdAt = new Date().toISOString();
  if (event.kind === 'test' || !event.orderId) {
    const data = { message: 'A test event sent from the Larder staff console.' };
    return JSON.stringify({ id: event.eventId, type: 'test', createdAt, data });
  }
  const order = (await integrationOrdersOf(db, [event.orderId])).get(event.orderId);
  if (!order) throw new PermanentJobError(`order ${event.orderId} no longer exists`);
  return JSON.stringify({ id: event.eventId, type: `order.${event.kind}`, createdAt, data: order });
}

/** What an attempt came to: the recorded row, and the failure to report (null when acknowledged). */
export interface WebhookOutcome {
  delivery: WebhookDeliveryRow;
  failure: Error | null;
}

/**
 * Sends one event to a key's address through the outbound guard and records the attempt (status, duration,
 * error). Any 2xx acknowledges it; anything else, or no answer in 10 s, is a failure; an address the guard
 * refuses is a PermanentJobError (never worth retrying).
 */
export async function sendWebhook(
  db: Db,
  outbound: OutboundPolicy,
  key: ApiKeyRow & { webhookUrl: string },
  event: WebhookEvent,
  attempt: { number: number; jobId: number | null; signal?: AbortSignal },
): Promise<WebhookOutcome> {
  const body = await bodyOf(db, event);
  const now = new Date();
  const started = performance.now();
  let status: number | null = null;
  let failure: Error | null = null;
  try {
    const signal = AbortSignal.any([
      ...(attempt.signal ? [attempt.signal] : []),
      AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    ]);
    const response = await outboundFetch(
      key.webhookUrl,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook(signingSecretsOf(key, now), Math.floor(now.getTime() / 1000), body),
        },
        body,
        signal,
      },
      outbound,
    );
    // The body is not needed; reading it frees the connection for the next delivery.
    await response.body?.cancel();
    status = response.status;
    if (status < 200 || status >= 300) {
      failure = new Error(`webhook to ${new URL(key.webhookUrl).host} answered ${status}`);
    }
  } catch (error) {
    failure =
      error instanceof OutboundRefusedError
        ? new PermanentJobError(`webhook refused: ${error.message}`)
        : error instanceof Error
          ? error
          : new Error(String(error));
  }
  const delivery = await insertDelivery(db, {
    keyId: key.id,
    eventType: event.kind === 'test' ? 'test' : `order.${event.kind}`,
    eventId: event.eventId,
    kind: event.kind,
    orderId: event.orderId,
    feedEventId: event.feedEventId,
    jobId: attempt.jobId,
    attempt: attempt.number,
    attemptedAt: now,
    responseStatus: status,
    durationMs: Math.max(0, Math.round(performance.now() - started)),
    error: failure ? failure.message.slice(0, 500) : null,
  });
  return { delivery, failure };
}
