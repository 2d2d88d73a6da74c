import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from './analytics.table.ts';

/** An event as the collector stores it. */
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

/** A stored event on its way to Segment. */
export type StoredAnalyticsEvent = typeof analyticsEvents.$inferSelect;

/** Stores events, ignoring any whose messageId is already stored; returns how many were new. */
export async function insertEvents(db: Db, events: NewAnalyticsEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const rows = await db
    .insert(analyticsEvents)
    .values(events)
    .onConflictDoNothing({ target: analyticsEvents.messageId })
    .returning({ id: analyticsEvents.id });
  return rows.length;
}

/**
 * Leases up to `limit` events waiting for Segment, oldest first, to one forwarder for `leaseMs`;
 * SKIP LOCKED and the lease keep two forwarders from sending the same event.
 */
export async function leaseEventsToForward(
  db: Db,
  options: { limit: number; leaseMs: number },
): Promise<StoredAnalyticsEvent[]> {
  const waiting = db
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.forwardStatus, 'pending'),
        or(isNull(analyticsEvents.forwardingUntil), lt(analyticsEvents.forwardingUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(analyticsEvents.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(analyticsEvents)
    .set({
      forwardingUntil: sql`now() + ${options.leaseMs}::double precision * interval '1 millisecond'`,
    })
    .where(inArray(analyticsEvents.id, waiting))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Records that Segment accepted these events. */
export async function markEventsSent(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(analyticsEvents)
    .set({ forwardStatus: 'sent', forwardedAt: sql`now()`, forwardingUntil: null })
    .where(inArray(analyticsEvents.id, ids));
}

/** Records that Segment refused these events for good, and why. */
export async function markEventsRefused(db: Db, ids: number[], reason: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(analyticsEvents)
    .set({ forwardStatus: 'refused', forwardedAt: sql`now()`, forwardingUntil: null, forwardError: reason })
    .where(inArray(analyticsEvents.id, ids));
}

/** Ends a lease early so the next attempt can take the events again at once. */
export async function releaseEvents(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(analyticsEvents)
    .set({ forwardingUntil: null })
    .where(and(inArray(analyticsEvents.id, ids), eq(analyticsEvents.forwardStatus, 'pending')));
}
