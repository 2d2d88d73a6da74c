import type { CartLineRow, SubCartRow } from './cart.repository.ts';

/**
 * A change to a cart reads its lines and sub-cart choices, and the change before it, in the same process,
 * has just written them. Every transaction that writes a cart's lines or sub-carts bumps the cart's version
 * (the change's own mark, `touchCart`, `updateEditCart`, `markCartSubmitted`), so contents kept at the
 * version a committed change left behind are exactly the database's while the cart's version is still that
 * one. A change that finds its mark one version past the kept one skips reading them (ADR 010). Kept per
 * database handle (test files open several), bounded, safe to lose.
 */

/** A cart's lines (in the order they were added) and sub-cart choices. */
export interface CartContents {
  lines: readonly CartLineRow[];
  subCarts: readonly SubCartRow[];
}

interface Kept {
  version: number;
  contents: CartContents;
}

const CART_LIMIT = 20_000;
const keptByOwner = new WeakMap<object, Map<string, Kept>>();

/** The contents kept for the cart when they are those of exactly this version, else undefined. */
export function keptCartContents(owner: object, cartId: string, version: number): CartContents | undefined {
  const kept = keptByOwner.get(owner)?.get(cartId);
  return kept?.version === version ? kept.contents : undefined;
}

/**
 * Keeps a cart's contents as a committed transaction left them at `version`. Call it only after the commit:
 * kept contents of a rolled-back change would outlive it.
 */
export function keepCartContents(
  owner: object,
  cartId: string,
  version: number,
  contents: CartContents,
): void {
  let carts = keptByOwner.get(owner);
  if (!carts) keptByOwner.set(owner, (carts = new Map()));
  const kept = carts.get(cartId);
  // Two changes of one cart may finish out of order: the newer version stays.
  if (kept && kept.version > version) return;
  carts.delete(cartId);
  if (carts.size >= CART_LIMIT) carts.delete(carts.keys().next().value!);
  carts.set(cartId, { version, contents });
}

/** Drops what was kept of a cart that will not change again (it became orders). */
export function forgetCartContents(owner: object, cartId: string): void {
  keptByOwner.get(owner)?.delete(cartId);
}
