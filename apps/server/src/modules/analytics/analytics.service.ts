import { RETAIL_SEARCH_FEED_EVENTS, type analyticsBatchSchema } from '@larder/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionContext } from '../auth/auth.service.ts';
import { insertEvents, type NewAnalyticsEvent } from './analytics.repository.ts';
import { correctedTimestamp } from './clock-skew.ts';
import { anonymousIdFor, attributionOf, contextFor } from './event-attribution.ts';
import { scheduleForwarding } from './segment-forwarder.ts';

/** A validated batch from the browser. */
export type CollectedBatch = z.output<typeof analyticsBatchSchema>;

const RETAIL_FEED = new Set<string>(RETAIL_SEARCH_FEED_EVENTS);

/** Segment refuses single calls above 32 KB, so the collector does too, before storing them. */
export const MAX_EVENT_BYTES = 32 * 1024;

/**
 * Stores a batch of browser calls, attributed to the session's user and organization (never to a user
 * the browser names), and, when forwarding is on, schedules sending them to Segment. Retail-search feed
 * events of a session whose organization is not specialty are dropped. Returns how many calls were new
 * (repeats of a stored messageId are ignored).
 */
export async function collectBatch(
  db: Db,
  body: CollectedBatch,
  session: SessionContext | null,
  options: { receivedAt: Date; forward: boolean },
): Promise<number> {
  const attribution = attributionOf(session);
  const sentAt = body.sentAt ? new Date(body.sentAt) : null;
  // Spec section 6: the retail-search feed is for specialty organizations only, whatever a browser sends.
  const feedAllowed = session?.organization?.row.isSpecialty === true;
  const batch = body.batch.filter(
    (event) => feedAllowed || event.type !== 'track' || !RETAIL_FEED.has(event.event ?? ''),
  );
  const rows = batch.map((event, index): NewAnalyticsEvent => {
    if (Buffer.byteLength(JSON.stringify(event)) > MAX_EVENT_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', `Analytics call ${index} is larger than 32 KB.`);
    }
    // Segment's spec: a call without a timestamp happened when it arrived.
    const timestamp = event.timestamp ? new Date(event.timestamp) : options.receivedAt;
    return {
      messageId: event.messageId ?? `larder-${randomUUID()}`,
      type: event.type,
      event: event.event ?? null,
      name: event.name ?? null,
      groupId: event.groupId ?? null,
      previousId: event.previousId ?? null,
      integrations: event.integrations ?? null,
      userId: attribution.userId,
      anonymousId: anonymousIdFor(attribution, event.anonymousId ?? ''),
      organizationId: attribution.organizationId,
      originalUserId: attribution.originalUserId,
      properties: event.properties,
      traits: event.traits ?? null,
      context: contextFor(attribution, event.context),
      timestamp: correctedTimestamp(timestamp, sentAt, options.receivedAt),
      originalTimestamp: timestamp,
      receivedAt: options.receivedAt,
      forwardStatus: options.forward ? 'pending' : null,
    };
  });
  const stored = await insertEvents(db, rows);
  if (stored > 0 && options.forward) await scheduleForwarding(db);
  return stored;
}
