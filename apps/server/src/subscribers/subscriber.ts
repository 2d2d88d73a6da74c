import type { DomainEvent } from '../events/domain-event.ts';
import type { JobContext, RetryPolicy } from '../modules/jobs/jobs.service.ts';

/** What a subscriber's run knows besides the payload: its job's context and the event's id. */
export interface SubscriberContext extends JobContext {
  /** The id of the published event (its job), the same on every retry: a key for deduplicating side effects. */
  eventId: number;
}

/**
 * Something that happens because an event happened (an e-mail, later a message, an analytics call, a
 * webhook). It runs in its own durable job after the event's transaction committed, at least once: a
 * crash after its work but before the job is recorded runs it again, so `handle` must be safe to repeat.
 */
export interface Subscriber<P> {
  /** Unique and kebab-case, e.g. 'order-confirmation-email'; names the subscriber's job, so never rename one in use. */
  name: string;
  event: DomainEvent<P>;
  handle(payload: P, context: SubscriberContext): Promise<void>;
  /** Spacing of retries after a failure (the jobs module's default otherwise). */
  retry?: Partial<RetryPolicy>;
}

/** A subscriber of any event, as the registry holds them. */
export type AnySubscriber = Subscriber<unknown>;

/**
 * Defines a subscriber, typed by its event. The registry holds it untyped: that is safe because its job
 * parses every payload with the event's schema before `handle` sees it.
 */
export function defineSubscriber<P>(subscriber: Subscriber<P>): AnySubscriber {
  return subscriber as unknown as AnySubscriber;
}
