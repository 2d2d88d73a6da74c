import type { Cart, CartLine } from '@larder/contract';

function linesOf(cart: Cart): CartLine[] {
  return cart.cartGroups.flatMap((group) => group.subCarts.flatMap((subCart) => subCart.lines));
}

/**
 * What a screen reader hears after a cart change: each line whose quantity or unit changed with its new
 * quantity, each line removed by name, each line added. Null when no line changed (a note or a date).
 */
export function cartChangeAnnouncement(before: Cart | undefined, after: Cart): string | null {
  if (!before) return null;
  const old = new Map(linesOf(before).map((line) => [line.id, line]));
  const parts: string[] = [];
  const seen = new Set<string>();
  for (const line of linesOf(after)) {
    seen.add(line.id);
    const was = old.get(line.id);
    const now = `${line.quantity} ${line.unitOfMeasure}`;
    if (!was) parts.push(`${line.productTitle} added to your cart, quantity ${now}.`);
    else if (was.quantity !== line.quantity || was.unitOfMeasure !== line.unitOfMeasure)
      parts.push(`${line.productTitle}: quantity ${now}.`);
  }
  for (const [id, line] of old) {
    if (!seen.has(id)) parts.push(`${line.productTitle} removed from your cart.`);
  }
  return parts.length > 0 ? parts.join(' ') : null;
}
