import { z } from 'zod';
import { ORDER_FEED_KINDS } from './integration.ts';
import { text } from './primitives.ts';

/** What a webhook delivery carried: an order event, or a test event staff sent. */
export const WEBHOOK_DELIVERY_KINDS = [...ORDER_FEED_KINDS, 'test'] as const;

/** One attempt to deliver a webhook to a key's address, as the staff console lists it. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The body's `type`: order.placed, order.edited, order.cancelled or test. */
  eventType: z.string(),
  /** The body's `id`: the same for every attempt of one event, so the receiver can drop a duplicate. */
  eventId: z.string(),
  kind: z.enum(WEBHOOK_DELIVERY_KINDS),
  orderId: z.string().nullable(),
  attempt: z.number().int(),
  attemptedAt: z.string(),
  /** The receiver's HTTP status; null when no answer came (refused, timed out, no connection). */
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  /** When the jobs table tries this event again; null when it is not going to (delivered, given up, by hand). */
  nextRetryAt: z.string().nullable(),
});

/** One webhook delivery attempt. */
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** Answer of `GET /web-api/staff/integration-keys/{id}/deliveries`: the newest attempts first. */
export const webhookDeliveriesResponseSchema = z.object({ items: z.array(webhookDeliverySchema) });

/** Answer of `GET /web-api/staff/integration-keys/{id}/deliveries`. */
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;

/** Path of `POST /web-api/staff/integration-keys/{id}/deliveries/{deliveryId}/redeliver`. */
export const webhookDeliveryParamsSchema = z.object({
  id: text().min(1).max(64),
  deliveryId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** Longest overlap a rotation allows: a week is enough for any receiver to deploy the new secret. */
export const MAX_SECRET_OVERLAP_HOURS = 168;

/** Body of `POST /web-api/staff/integration-keys/{id}/rotate-secret`: how long the old secret still signs. */
export const rotateWebhookSecretBodySchema = z.object({
  overlapHours: z.number().int().min(0).max(MAX_SECRET_OVERLAP_HOURS).default(24),
});

/** Body of `POST /web-api/staff/integration-keys/{id}/rotate-secret`. */
export type RotateWebhookSecretBody = z.input<typeof rotateWebhookSecretBodySchema>;

/** Answer of a rotation: the new secret, shown this once, and when the old one stops signing. */
export const rotatedWebhookSecretSchema = z.object({
  webhookSecret: z.string(),
  previousSecretExpiresAt: z.string().nullable(),
});

/** Answer of a rotation. */
export type RotatedWebhookSecret = z.infer<typeof rotatedWebhookSecretSchema>;
