import type { RotatedWebhookSecret, WebhookDelivery } from '@larder/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { nextRunTimesOf } from '../jobs/jobs.service.ts';
import type { OutboundPolicy } from '../outbound/outbound.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { findApiKey, lockLiveApiKey, storeRotatedSecret, type ApiKeyRow } from './api-keys.repository.ts';
import {
  countAttempts,
  findDeliveries,
  findDelivery,
  type WebhookDeliveryRow,
} from './webhook-deliveries.repository.ts';
import { sendWebhook, type WebhookEvent } from './webhook-send.ts';

/** How many attempts the console lists. */
const DELIVERIES_LIMIT = 200;

function deliveryOf(row: WebhookDeliveryRow, nextRetryAt: Date | null): WebhookDelivery {
  return {
    id: row.id,
    eventType: row.eventType,
    eventId: row.eventId,
    kind: row.kind,
    orderId: row.orderId,
    attempt: row.attempt,
    attemptedAt: row.attemptedAt.toISOString(),
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    error: row.error,
    nextRetryAt: nextRetryAt?.toISOString() ?? null,
  };
}

/**
 * `GET /web-api/staff/integration-keys/{id}/deliveries`: a key's attempts, newest first, each failed one
 * with the time its job tries again (only the job's latest attempt has one); an unknown key is a 404.
 */
export async function listWebhookDeliveries(db: Db, keyId: string): Promise<WebhookDelivery[]> {
  if (!(await findApiKey(db, keyId))) throw notFound('The key');
  const rows = await findDeliveries(db, keyId, DELIVERIES_LIMIT);
  const jobIds = [...new Set(rows.flatMap((row) => (row.jobId !== null && row.error ? [row.jobId] : [])))];
  const nextRuns = await nextRunTimesOf(db, jobIds);
  const seenJobs = new Set<number>();
  return rows.map((row) => {
    const latestOfJob = row.jobId !== null && !seenJobs.has(row.jobId);
    if (row.jobId !== null) seenJobs.add(row.jobId);
    const next = latestOfJob && row.error ? (nextRuns.get(row.jobId!) ?? null) : null;
    return deliveryOf(row, next);
  });
}

/** The live key with a webhook address, or a 404 (unknown, revoked) or 400 (no address). */
async function webhookKeyOf(db: Db, keyId: string): Promise<ApiKeyRow & { webhookUrl: string }> {
  const key = await findApiKey(db, keyId);
  if (!key || key.revokedAt) throw notFound('The key');
  if (!key.webhookUrl) throw new AppError('RULE_BROKEN', 'This key has no webhook address.');
  return { ...key, webhookUrl: key.webhookUrl };
}

/** Sends one attempt now, by hand (no job: no retry follows), audited; answers the recorded attempt. */
async function sendByHand(
  db: Db,
  outbound: OutboundPolicy,
  staff: SessionUser,
  key: ApiKeyRow & { webhookUrl: string },
  event: WebhookEvent,
  action: string,
): Promise<WebhookDelivery> {
  const number = (await countAttempts(db, key.id, event.eventId)) + 1;
  const { delivery } = await sendWebhook(db, outbound, key, event, { number, jobId: null });
  await recordStaffChange(db, staff, {
    action,
    subjectType: 'integration-key',
    subjectId: key.id,
    before: null,
    after: { eventId: event.eventId, eventType: delivery.eventType, responseStatus: delivery.responseStatus },
  });
  return deliveryOf(delivery, null);
}

/** `POST .../deliveries/{deliveryId}/redeliver`: the same event (same body id) sent again now. */
export async function redeliverWebhook(
  db: Db,
  outbound: OutboundPolicy,
  staff: SessionUser,
  keyId: string,
  deliveryId: number,
): Promise<WebhookDelivery> {
  const key = await webhookKeyOf(db, keyId);
  const earlier = await findDelivery(db, keyId, deliveryId);
  if (!earlier) throw notFound('The delivery');
  const event: WebhookEvent = {
    kind: earlier.kind,
    orderId: earlier.orderId,
    feedEventId: earlier.feedEventId,
    eventId: earlier.eventId,
  };
  return sendByHand(db, outbound, staff, key, event, 'integration-key.redeliver');
}

/** `POST .../test-event`: a `test` event sent now to the key's address. */
export async function sendTestWebhook(
  db: Db,
  outbound: OutboundPolicy,
  staff: SessionUser,
  keyId: string,
): Promise<WebhookDelivery> {
  const key = await webhookKeyOf(db, keyId);
  const event: WebhookEvent = {
    kind: 'test',
    orderId: null,
    feedEventId: null,
    eventId: `test:${randomUUID()}`,
  };
  return sendByHand(db, outbound, staff, key, event, 'integration-key.test-event');
}

/**
 * `POST .../rotate-secret`: a new webhook secret, shown this once. For `overlapHours` the previous secret
 * still signs beside it (two `v1=` in the signature header, ADR 045), so the receiver can switch without
 * missing a delivery; 0 ends the old secret at once. Audited (never the secrets).
 */
export async function rotateWebhookSecret(
  db: Db,
  staff: SessionUser,
  keyId: string,
  overlapHours: number,
  now = new Date(),
): Promise<RotatedWebhookSecret> {
  const webhookSecret = `whsec_${randomBytes(32).toString('base64url')}`;
  const expiresAt = overlapHours > 0 ? new Date(now.getTime() + overlapHours * 3_600_000) : null;
  return db.transaction(async (tx) => {
    const key = await lockLiveApiKey(tx, keyId);
    if (!key) throw notFound('The key');
    await storeRotatedSecret(tx, keyId, {
      webhookSecret,
      previousWebhookSecret: expiresAt ? key.webhookSecret : null,
      previousSecretExpiresAt: expiresAt,
    });
    await recordStaffChange(tx, staff, {
      action: 'integration-key.rotate-secret',
      subjectType: 'integration-key',
      subjectId: keyId,
      before: { previousSecretExpiresAt: key.previousSecretExpiresAt?.toISOString() ?? null },
      after: { overlapHours, previousSecretExpiresAt: expiresAt?.toISOString() ?? null },
    });
    return { webhookSecret, previousSecretExpiresAt: expiresAt?.toISOString() ?? null };
  });
}
