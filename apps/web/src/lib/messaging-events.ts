import type { Cart } from '@larder/contract';

/** What other features tell the messaging client (features never import each other, so they meet here). */
export interface MessagingEvents {
  /** An order was submitted from this cart (spec section 7: commerce/trackPurchase). */
  purchased: Cart;
  /** The user signed out (spec section 4: logout then signs out of the messaging service). */
  signedOut: null;
}

type Listener<K extends keyof MessagingEvents> = (payload: MessagingEvents[K]) => void;

const listeners: { [K in keyof MessagingEvents]: Set<Listener<K>> } = {
  purchased: new Set(),
  signedOut: new Set(),
};

/** Tells the messaging client (when it runs) about a fact; without a listener nothing happens. */
export function emitMessagingEvent<K extends keyof MessagingEvents>(
  name: K,
  payload: MessagingEvents[K],
): void {
  for (const listener of listeners[name]) listener(payload);
}

/** Listens to a fact; returns the function that stops listening. */
export function onMessagingEvent<K extends keyof MessagingEvents>(
  name: K,
  listener: Listener<K>,
): () => void {
  listeners[name].add(listener);
  return () => listeners[name].delete(listener);
}
