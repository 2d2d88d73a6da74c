import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { allEvents } from '../events/all-events.ts';
import { eventJobName, type DomainEvent } from '../events/domain-event.ts';
import { enqueue, type JobRegistry } from '../modules/jobs/jobs.service.ts';
import type { AnySubscriber } from './subscriber.ts';

/** The name of a subscriber's durable job. */
export function subscriberJobName(subscriber: { name: string }): string {
  return `subscriber:${subscriber.name}`;
}

/**
 * Registers the job handlers that deliver events: for every event type one that fans a published event
 * out to one job per subscriber of it (in one transaction, deduplicated by the event's id), and for every
 * subscriber one that runs it. Each subscriber thus retries on its own: a failing webhook never resends
 * an e-mail. Events without subscribers are claimed and finished, so none waits forever.
 */
export function registerSubscribers(
  jobs: JobRegistry,
  db: Db,
  subscribers: readonly AnySubscriber[],
  events: readonly DomainEvent<unknown>[] = allEvents,
): void {
  for (const event of events) {
    const ofEvent = subscribers.filter((subscriber) => subscriber.event.name === event.name);
    jobs.register({
      name: eventJobName(event),
      payload: event.payload,
      async run(payload, context) {
        if (ofEvent.length === 0) return;
        await db.transaction(async (tx) => {
          for (const subscriber of ofEvent) {
            await enqueue(
              tx,
              subscriberJobName(subscriber),
              { eventId: context.jobId, payload },
              { dedupeKey: String(context.jobId) },
            );
          }
        });
      },
    });
  }
  for (const subscriber of subscribers) {
    jobs.register({
      name: subscriberJobName(subscriber),
      payload: z.object({ eventId: z.number().int(), payload: subscriber.event.payload }),
      retry: subscriber.retry,
      run: ({ eventId, payload }, context) => subscriber.handle(payload, { ...context, eventId }),
    });
  }
}
