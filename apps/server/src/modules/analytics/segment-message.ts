import type { StoredAnalyticsEvent } from './analytics.repository.ts';

/** One call in the body of Segment's HTTP batch API. */
export interface SegmentMessage {
  type: string;
  messageId: string;
  /** When it happened, corrected for the sender's clock skew. */
  timestamp: string;
  /** When it happened by the sender's own clock, as Segment's spec names it. */
  originalTimestamp: string;
  anonymousId: string;
  userId?: string;
  event?: string;
  name?: string;
  groupId?: string;
  previousId?: string;
  properties?: unknown;
  traits?: unknown;
  context: Record<string, unknown>;
  integrations?: Record<string, unknown>;
}

// The calls whose payload is traits; track, page and screen carry properties, alias neither.
const WITH_TRAITS = new Set(['identify', 'group']);

/**
 * A stored event as Segment expects it: its own messageId, the corrected timestamp beside the sender's
 * originalTimestamp, the sender's context and integrations. The organization travels as
 * `context.groupId`, the key Segment's destinations read for B2B account grouping.
 */
export function toSegmentMessage(row: StoredAnalyticsEvent): SegmentMessage {
  const message: SegmentMessage = {
    type: row.type,
    messageId: row.messageId,
    timestamp: row.timestamp.toISOString(),
    originalTimestamp: row.originalTimestamp.toISOString(),
    anonymousId: row.anonymousId,
    context: { ...(row.context as Record<string, unknown>) },
  };
  if (row.userId !== null) message.userId = row.userId;
  if (row.organizationId !== null) message.context.groupId = row.organizationId;
  if (row.event !== null) message.event = row.event;
  if (row.name !== null) message.name = row.name;
  if (row.groupId !== null) message.groupId = row.groupId;
  if (row.previousId !== null) message.previousId = row.previousId;
  if (row.integrations !== null) message.integrations = row.integrations as Record<string, unknown>;
  if (WITH_TRAITS.has(row.type)) message.traits = row.traits ?? {};
  else if (row.type !== 'alias') message.properties = row.properties;
  return message;
}
