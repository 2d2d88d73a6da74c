import { track } from '../../lib/tracker/index.ts';

/** Most object ids one insights event carries (spec section 9: insights events chunked by 20). */
export const INSIGHTS_CHUNK_SIZE = 20;

interface InsightsPayload {
  eventName?: string;
  index?: string;
  queryID?: string;
  objectIDs?: string[];
  positions?: number[];
  filters?: string[];
  [key: string]: unknown;
}

/** Splits a list into chunks of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * The insights client InstantSearch's insights middleware calls (`insightsClient(method, payload)`):
 * instead of the hosted insights service, each event goes to our analytics collector through the tracker,
 * at most 20 object ids per event. Setup calls ('init', 'setUserToken', ...) need nothing here.
 */
export function insightsClient(method: string, ...payloads: unknown[]): void {
  if (!/^(clicked|converted|viewed)/.test(method)) return;
  for (const payload of payloads as InsightsPayload[]) {
    if (!payload || typeof payload !== 'object') continue;
    const objectIDs = payload.objectIDs ?? [];
    const parts = objectIDs.length > 0 ? chunk(objectIDs, INSIGHTS_CHUNK_SIZE) : [[]];
    parts.forEach((ids, i) => {
      track(payload.eventName ?? method, {
        insights_method: method,
        index_name: payload.index,
        query_id: payload.queryID,
        object_ids: ids,
        positions: payload.positions?.slice(i * INSIGHTS_CHUNK_SIZE, (i + 1) * INSIGHTS_CHUNK_SIZE),
        filters: payload.filters,
      });
    });
  }
}
