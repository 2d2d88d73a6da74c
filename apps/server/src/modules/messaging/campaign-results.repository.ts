import { and, eq, inArray, notLike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messagingEvents } from './messaging.table.ts';

/** What a tracked call counts as in a campaign's results. */
export type CampaignMeasure = 'delivered' | 'opened' | 'clicked' | 'dismissed' | 'consumed';

/** The messaging client's calls (the Iterable protocol's paths) each measure counts. */
export const MEASURE_CALLS: Record<CampaignMeasure, readonly string[]> = {
  delivered: ['trackInAppDelivery', 'embeddedReceived'],
  opened: ['trackInAppOpen'],
  clicked: ['trackInAppClick', 'embeddedClick'],
  dismissed: ['trackInAppClose', 'embeddedDismiss'],
  consumed: ['inAppConsume'],
};

const ALL_CALLS = Object.values(MEASURE_CALLS).flat();

/**
 * A campaign's tracked calls counted per UTC day and call: distinct buyer and message pairs, so a buyer
 * opening the same message twice counts once a day. Staff test sends (message key `test...`) are left out.
 */
export function campaignCallCounts(db: Db, campaignId: number, perDay: boolean) {
  const day = sql<string>`to_char(${messagingEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const pairs =
    sql<number>`count(distinct (${messagingEvents.userId}, ${messagingEvents.messageId}))`.mapWith(Number);
  const where = and(
    eq(messagingEvents.campaignId, campaignId),
    inArray(messagingEvents.type, ALL_CALLS),
    notLike(messagingEvents.messageId, 'larder-%-test%'),
  );
  const columns = { day: perDay ? day : sql<string>`''`, type: messagingEvents.type, count: pairs };
  return db
    .select(columns)
    .from(messagingEvents)
    .where(where)
    .groupBy(...(perDay ? [day, messagingEvents.type] : [messagingEvents.type]));
}
