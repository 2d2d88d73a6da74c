import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { IntegrationScope, WEBHOOK_DELIVERY_KINDS } from '@larder/contract';

/** API keys of the distributor's systems (ADR 021): only a SHA-256 of the key is kept. */
export const integrationApiKeys = pgTable('integration_api_keys', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  /** The key's first characters, so staff can tell keys apart without the key. */
  keyPrefix: text('key_prefix').notNull(),
  scopes: jsonb('scopes').$type<IntegrationScope[]>().notNull(),
  /** Where order webhooks go; null: the ERP pulls the feed only. */
  webhookUrl: text('webhook_url'),
  /** Signs webhook bodies (HMAC-SHA256); kept as is because signing needs it. */
  webhookSecret: text('webhook_secret').notNull(),
  /** The secret a rotation replaced: it still signs, beside the new one, until the overlap ends (ADR 045). */
  previousWebhookSecret: text('previous_webhook_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** What happened to an order, as a feed entry and a webhook (`order.<kind>`) tell it. */
export type OrderFeedKind = 'placed' | 'edited' | 'cancelled' | 'credited';

/** The order feed the ERP pulls: one entry per order placed, edited, cancelled or credited; the id is the cursor. */
export const integrationOrderFeed = pgTable(
  'integration_order_feed',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id').notNull(),
    kind: text('kind').$type<OrderFeedKind>().notNull(),
    /** The event the entry came from: a retried subscriber records it once. */
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('integration_order_feed_event_uq').on(t.eventId, t.orderId)],
);

/** What a webhook delivery carried: an order event, or a test event staff sent. */
export type WebhookDeliveryKind = (typeof WEBHOOK_DELIVERY_KINDS)[number];

/** Every attempt to deliver a webhook to a key's address: what was sent, the answer, how long it took. */
export const integrationWebhookDeliveries = pgTable(
  'integration_webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyId: text('key_id')
      .notNull()
      .references(() => integrationApiKeys.id, { onDelete: 'cascade' }),
    /** The body's `type`: order.placed, order.edited, order.cancelled, test. */
    eventType: text('event_type').notNull(),
    /** The body's `id`, the same for every attempt of one event. */
    eventId: text('event_id').notNull(),
    kind: text('kind').$type<WebhookDeliveryKind>().notNull(),
    orderId: text('order_id'),
    /** The order event the feed entry came from; null for a test event. */
    feedEventId: bigint('feed_event_id', { mode: 'number' }),
    /** The job that made the attempt (its next run is the next retry); null for one staff sent by hand. */
    jobId: bigint('job_id', { mode: 'number' }),
    attempt: integer('attempt').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The receiver's HTTP status; null when no answer came (refused, timed out, connection failed). */
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (t) => [
    index('integration_webhook_deliveries_key_idx').on(t.keyId, t.id),
    // Retention prunes by age (ADR 049).
    index('integration_webhook_deliveries_attempted_idx').on(t.attemptedAt),
  ],
);
