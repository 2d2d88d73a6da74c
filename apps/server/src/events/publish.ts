import type { Db } from '../db/client.ts';
import { enqueue } from '../modules/jobs/jobs.service.ts';
import { eventJobName, type DomainEvent } from './domain-event.ts';

/**
 * Publishes an event inside the transaction `tx` that makes its fact true: one row on the durable jobs
 * table, committed or rolled back with the change. After commit a worker fans it out to one job per
 * subscriber, so every subscriber runs at least once, and never for a change that was rolled back.
 * A payload that does not match the event's schema is a programming error and throws before anything is stored.
 * With a `dedupeKey`, an event with the same key still waiting to be fanned out is not stored twice.
 */
export async function publish<P>(
  tx: Db,
  event: DomainEvent<P>,
  payload: P,
  options: { dedupeKey?: string } = {},
): Promise<void> {
  await enqueue(tx, eventJobName(event), event.payload.parse(payload), options);
}
