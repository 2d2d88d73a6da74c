import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { enqueue, type JobHandler } from '../jobs/jobs.service.ts';
import {
  leaseEventsToForward,
  markEventsRefused,
  markEventsSent,
  releaseEvents,
} from './analytics.repository.ts';
import { postSegmentBatch, type SegmentTarget } from './segment-client.ts';
import { toSegmentMessage, type SegmentMessage } from './segment-message.ts';

/** The job that forwards stored events to Segment. */
export const FORWARD_JOB = 'analytics.forward-to-segment';

/** Events collected within this window after the first go to Segment in one request. */
export const FORWARD_DELAY_MS = 2000;

const LEASE_MS = 2 * 60_000;
const EVENTS_PER_LEASE = 100;
// Segment accepts at most 500 KB per batch request; leave room for the envelope.
const MAX_REQUEST_BYTES = 450 * 1024;
// Bounds one run under a steady stream; a follow-up job continues.
const MAX_ROUNDS = 20;

/** Asks for a forwarding run soon; while one is waiting to start, asking again changes nothing. */
export async function scheduleForwarding(db: Db, delayMs = FORWARD_DELAY_MS): Promise<void> {
  await enqueue(
    db,
    FORWARD_JOB,
    {},
    { dedupeKey: 'segment', runAt: new Date(Date.now() + delayMs), maxAttempts: 12 },
  );
}

/** Splits messages into request-sized groups, keeping their order. */
export function chunkBySize<T>(items: T[], sizeOf: (item: T) => number, maxBytes: number): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = sizeOf(item);
    if (current.length > 0 && bytes + size > maxBytes) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** What one forwarding run did; `more` when it stopped with events still waiting. */
export interface ForwardResult {
  sent: number;
  refused: number;
  more: boolean;
}

/**
 * Sends waiting events to Segment, oldest first, until none are left (or a run's bound is reached).
 * Throws, after releasing its leases, when Segment cannot take a batch now, so the job retries later.
 */
export async function forwardPendingEvents(
  db: Db,
  target: SegmentTarget,
  signal: AbortSignal,
): Promise<ForwardResult> {
  const result: ForwardResult = { sent: 0, refused: 0, more: false };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const rows = await leaseEventsToForward(db, { limit: EVENTS_PER_LEASE, leaseMs: LEASE_MS });
    if (rows.length === 0) return result;
    const messages = rows.map((row) => ({ id: row.id, message: toSegmentMessage(row) }));
    const chunks = chunkBySize(
      messages,
      (m) => Buffer.byteLength(JSON.stringify(m.message)) + 1,
      MAX_REQUEST_BYTES,
    );
    for (const [index, chunk] of chunks.entries()) {
      const ids = chunk.map((m) => m.id);
      const outcome = await postSegmentBatch(
        target,
        chunk.map((m): SegmentMessage => m.message),
        signal,
      );
      if (outcome.status === 'sent') {
        await markEventsSent(db, ids);
        result.sent += ids.length;
      } else if (outcome.status === 'refused') {
        await markEventsRefused(db, ids, outcome.reason);
        result.refused += ids.length;
      } else {
        await releaseEvents(
          db,
          chunks.slice(index).flatMap((c) => c.map((m) => m.id)),
        );
        throw new Error(`Segment did not take the batch: ${outcome.reason}`);
      }
    }
    if (rows.length < EVENTS_PER_LEASE) return result;
  }
  return { ...result, more: true };
}

/** The forwarding job; with no Segment target configured it has nothing to do. */
export function segmentForwardJob(db: Db, target: SegmentTarget | null): JobHandler<unknown> {
  return {
    name: FORWARD_JOB,
    payload: z.object({}),
    retry: { baseMs: 5000, maxMs: 10 * 60_000 },
    async run(_payload, { signal, log }) {
      if (!target) return;
      const result = await forwardPendingEvents(db, target, signal);
      if (result.refused > 0) log.error(result, 'Segment refused analytics events');
      else log.debug(result, 'analytics events forwarded to Segment');
      if (result.more) await scheduleForwarding(db, 0);
    },
  };
}
