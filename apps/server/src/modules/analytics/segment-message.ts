import type { StoredAnalyticsEvent } from './analytics.repository.ts';

/** One call in the body of Segment's HTTP batch API. */
export interface SegmentMessage {
  type: string;
  messageId: string;
  timestamp: string;
  anonymousId: string;
  userId?: string;
  event?: string;
  name?: string;
  properties?: unknown;
  traits?: unknown;
  context: Record<string, unknown>;
}

/**
 * A stored event as Segment expects it. The organization travels as `context.groupId`, the key
 * Segment's destinations read for B2B account grouping.
 */
export function toSegmentMessage(row: StoredAnalyticsEvent): SegmentMessage {
  const message: SegmentMessage = {
    type: row.type,
    messageId: row.messageId,
    timestamp: row.timestamp.toISOString(),
    anonymousId: row.anonymousId,
    context: { ...(row.context as Record<string, unknown>) },
  };
  if (row.userId !== null) message.userId = row.userId;
  if (row.organizationId !== null) message.context.groupId = row.organizationId;
  if (row.event !== null) message.event = row.event;
  if (row.name !== null) message.name = row.name;
  if (row.type === 'identify') message.traits = row.traits ?? {};
  else message.properties = row.properties;
  return message;
}
