import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Where an event is on its way to Segment. */
export type ForwardStatus = 'pending' | 'sent' | 'refused';

/** Every analytics call the collector accepted, attributed from the session, and its forwarding state. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The browser's id for the call; a repeat (a retried beacon) is ignored. */
    messageId: text('message_id').notNull().unique(),
    /** The Segment call type: 'track', 'page', 'screen', 'identify', 'group' or 'alias'. */
    type: text('type').notNull(),
    /** A track call's event name. */
    event: text('event'),
    /** A page or screen call's name. */
    name: text('name'),
    /** A group call's group (account), as sent. */
    groupId: text('group_id'),
    /** An alias call's previous id, as sent. */
    previousId: text('previous_id'),
    /** The Segment destinations the sender chose, passed on to Segment as sent. */
    integrations: jsonb('integrations'),
    /** The signed-in user's e-mail (the customer, while staff impersonate); null when anonymous. */
    userId: text('user_id'),
    anonymousId: text('anonymous_id').notNull(),
    /** The session's current organization. */
    organizationId: text('organization_id'),
    /** The staff user's e-mail while impersonating, so their actions are never taken for the customer's. */
    originalUserId: text('original_user_id'),
    properties: jsonb('properties').notNull(),
    traits: jsonb('traits'),
    context: jsonb('context').notNull(),
    /** When it happened, corrected for the browser's clock skew. */
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    /** When it happened by the browser's own clock. */
    originalTimestamp: timestamp('original_timestamp', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when forwarding was off as it arrived; else 'pending' until Segment took it ('sent') or refused it. */
    forwardStatus: text('forward_status').$type<ForwardStatus>(),
    /** A forwarder is sending it until then; after that another may take it. */
    forwardingUntil: timestamp('forwarding_until', { withTimezone: true }),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    /** Why Segment refused it for good. */
    forwardError: text('forward_error'),
  },
  (t) => [
    // The staff dashboard reads events by time range, by type and name.
    index('analytics_events_timestamp_idx').on(t.timestamp),
    // A narrowed dashboard reads its organizations' events (migration 0037 adds INCLUDE (type, event)).
    index('analytics_events_organization_time_idx')
      .on(t.organizationId, t.timestamp)
      .where(sql`organization_id is not null`),
    index('analytics_events_forward_idx')
      .on(t.id)
      .where(sql`forward_status = 'pending'`),
  ],
);

// The staff dashboard's rollups. A statement trigger on analytics_events (migration 0013) adds every stored
// event to them in the same transaction, so a year of figures is a sum over a few thousand narrow rows
// instead of a scan of a year of wide events. Hours are UTC: a day of any whole-hour time zone is 24 of them.

/** Events per UTC hour, call type and track name ('' for page and identify calls). */
export const analyticsEventHours = pgTable(
  'analytics_event_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    type: text('type').notNull(),
    event: text('event').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.type, t.event] })],
);

/** Storefront searches ('Products Searched') per UTC hour and phrase (lower case, outer spaces trimmed). */
export const analyticsSearchHours = pgTable(
  'analytics_search_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull(),
    /** Searches whose result count was 0. */
    withoutResults: integer('without_results').notNull(),
    /** The sum of the result counts that were numbers, and how many were. */
    resultsSum: numeric('results_sum').notNull(),
    resultsCounted: integer('results_counted').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.query] })],
);

/** The organizations that used an order guide (searched one or added from one) in each UTC hour. */
export const analyticsGuideOrganizationHours = pgTable(
  'analytics_guide_organization_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    organizationId: text('organization_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.organizationId] })],
);
