import type { z } from 'zod';

/**
 * One kind of fact the storefront records (an order was placed, stock changed, ...): its name and the
 * shape of its payload. Publishers and subscribers share the definition, so both sides agree on the payload.
 */
export interface DomainEvent<P> {
  /** 'area.fact', e.g. 'order.placed'; part of the event's job name, so never rename a published one. */
  name: string;
  payload: z.ZodType<P>;
}

/** The payload type of an event. */
export type PayloadOf<E> = E extends DomainEvent<infer P> ? P : never;

/** Defines an event type. */
export function defineEvent<P>(name: string, payload: z.ZodType<P>): DomainEvent<P> {
  return { name, payload };
}

/** The name of the durable job that carries one published event until it is fanned out to its subscribers. */
export function eventJobName(event: { name: string }): string {
  return `event:${event.name}`;
}
