import type { Cart, CartGroup, CartUpdateResponse, SubCart } from '@larder/contract';

/** The cart an update response describes, without the response-only `success` flag. */
export function cartOfResponse(response: CartUpdateResponse): Cart {
  const { success: _success, ...cart } = response;
  return cart;
}

// Keeps the order the buyer already sees (nothing jumps under a thumb mid-edit) and appends what is new.
function mergeByKey<T>(
  current: readonly T[],
  next: readonly T[],
  keyOf: (item: T) => string,
  merge: (held: T, fresh: T) => T,
): T[] {
  const fresh = new Map(next.map((item) => [keyOf(item), item]));
  const kept = current.flatMap((held) => {
    const match = fresh.get(keyOf(held));
    return match ? [merge(held, match)] : [];
  });
  const known = new Set(current.map(keyOf));
  return [...kept, ...next.filter((item) => !known.has(keyOf(item)))];
}

function mergeSubCart(held: SubCart, fresh: SubCart): SubCart {
  return {
    ...fresh,
    lines: mergeByKey(
      held.lines,
      fresh.lines,
      (line) => line.id,
      (_, line) => line,
    ),
  };
}

function mergeGroup(held: CartGroup, fresh: CartGroup): CartGroup {
  return { ...fresh, subCarts: mergeByKey(held.subCarts, fresh.subCarts, (s) => s.key, mergeSubCart) };
}

/**
 * Merges a cart update response into the cart on screen (spec section 4): sub-carts and lines absent
 * from the response are removed, present ones take the response's values, new ones are added after the
 * ones already shown, and sub-carts left without lines and groups left without sub-carts are removed.
 * Everything else (summary, messages,
 * out-of-stock lines, counter) is the response's.
 */
export function mergeCartUpdate(current: Cart, response: CartUpdateResponse): Cart {
  const next = cartOfResponse(response);
  const cartGroups = mergeByKey(current.cartGroups, next.cartGroups, (g) => g.businessUnitId, mergeGroup)
    .map((group) => ({ ...group, subCarts: group.subCarts.filter((subCart) => subCart.lines.length > 0) }))
    .filter((group) => group.subCarts.length > 0);
  return { ...next, cartGroups };
}
