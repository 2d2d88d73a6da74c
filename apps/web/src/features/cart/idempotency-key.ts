import type { Cart } from '@larder/contract';
import { newMessageId } from '../../lib/tracker/message-id.ts';

/** Hands out the Idempotency-Key of a submit attempt: one key per cart version. */
export interface IdempotencyKeyHolder {
  /** The key for this version of the cart: the held one while the version is unchanged, else a new one. */
  keyFor(version: string): string;
}

/**
 * One Idempotency-Key per cart version: a double click, a network retry or a second press after a
 * failure send the same key (the server answers them with the first answer, so one cart never becomes
 * two sets of orders), while a cart the buyer changed since is a new attempt with a new key. Keys are
 * made only when asked for, that is when the buyer presses submit.
 */
export function createIdempotencyKeyHolder(generate: () => string = newMessageId): IdempotencyKeyHolder {
  let held: { version: string; key: string } | null = null;
  return {
    keyFor(version) {
      if (held?.version !== version) held = { version, key: generate() };
      return held.key;
    },
  };
}

/**
 * The version of a cart as submit sees it: everything an order is made from (lines, quantities, units,
 * dates, PO numbers, notes, addresses, freight). Any change the buyer makes changes it.
 */
export function cartVersionOf(cart: Pick<Cart, 'id' | 'cartGroups' | 'summary'>): string {
  return JSON.stringify([cart.id, cart.cartGroups, cart.summary.poNumber, cart.summary.note]);
}
