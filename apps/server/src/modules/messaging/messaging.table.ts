import { sql } from 'drizzle-orm';
import type { CampaignTargeting, CampaignTrigger } from '@larder/contract';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A message staff author: an in-app message or an embedded message for one placement. */
export const messagingCampaigns = pgTable(
  'messaging_campaigns',
  {
    /** The campaign number, Iterable's campaignId. */
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'inApp' | 'embedded'>().notNull(),
    name: text('name').notNull(),
    status: text('status').$type<'draft' | 'live'>().notNull().default('draft'),
    priorityLevel: doublePrecision('priority_level').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    targeting: jsonb('targeting').$type<CampaignTargeting>().notNull(),
    /** In-app: the trigger; embedded: always immediate. */
    trigger: jsonb('trigger').$type<CampaignTrigger>().notNull(),
    saveToInbox: boolean('save_to_inbox').notNull().default(false),
    /** In-app: content (html, display settings, close button) and inbox metadata; embedded: elements. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** Embedded only: the placement it is shown in. */
    placementId: integer('placement_id'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('messaging_campaigns_live_idx').on(t.status, t.kind)],
);

/**
 * A message made available to one user by an event (a purchase, an abandoned cart): event-triggered
 * campaigns reach a user only through such a row. Immediate campaigns need none.
 */
export const messagingTriggeredMessages = pgTable(
  'messaging_triggered_messages',
  {
    messageId: text('message_id').primaryKey(),
    campaignId: integer('campaign_id').notNull(),
    userId: text('user_id').notNull(),
    /** What made it: the order's cart id, or the abandoned cart's version; one message per cause. */
    cause: text('cause').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('messaging_triggered_user_idx').on(t.userId, t.campaignId, t.cause)],
);

/** What one user did with one message: delivered (once), read (opened), consumed (removed). */
export const messagingMessageStates = pgTable(
  'messaging_message_states',
  {
    userId: text('user_id').notNull(),
    messageId: text('message_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    embeddedReceivedAt: timestamp('embedded_received_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);

/** Every call a user's messaging client made that records something: events, opens, clicks, sessions. */
export const messagingEvents = pgTable(
  'messaging_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    /** The protocol path's name: track, trackInAppOpen, embeddedClick, session, purchase ... */
    type: text('type').notNull(),
    eventName: text('event_name'),
    messageId: text('message_id'),
    /** The campaign of the message a call is about (campaign results); null for calls about the user. */
    campaignId: integer('campaign_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messaging_events_user_idx').on(t.userId, t.createdAt),
    index('messaging_events_campaign_idx')
      .on(t.campaignId, t.createdAt)
      .where(sql`campaign_id is not null`),
  ],
);

/** A user's messaging profile: the current cart, data fields, subscriptions and a changed e-mail. */
export const messagingProfiles = pgTable('messaging_profiles', {
  userId: text('user_id').primaryKey(),
  email: text('email'),
  dataFields: jsonb('data_fields').$type<Record<string, unknown>>().notNull().default({}),
  subscriptions: jsonb('subscriptions').$type<Record<string, unknown>>().notNull().default({}),
  cartItems: jsonb('cart_items').$type<Record<string, unknown>[]>().notNull().default([]),
  cartUpdatedAt: timestamp('cart_updated_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A purchase the client tracked. */
export const messagingPurchases = pgTable(
  'messaging_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    externalId: text('external_id'),
    items: jsonb('items').$type<Record<string, unknown>[]>().notNull(),
    total: doublePrecision('total').notNull(),
    campaignId: integer('campaign_id'),
    templateId: integer('template_id'),
    dataFields: jsonb('data_fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messaging_purchases_user_idx').on(t.userId, t.createdAt)],
);
