import { bigint, bigserial, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { IntegrationScope } from '@larder/contract';

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
