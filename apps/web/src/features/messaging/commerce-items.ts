import type { Cart } from '@larder/contract';
import type { CommerceItem } from './runtime/types.ts';

/** Spec section 5: a price parsed from its formatted string by stripping non-numeric characters, 0 by default. */
export function priceOf(text: string): number {
  const value = parseFloat(text.replace(/[^0-9.-]/g, ''));
  return Number.isFinite(value) ? value : 0;
}

/** The cart's lines as commerce items (spec section 3: id, name, price, quantity, sku, categories, imageUrl, url). */
export function commerceItemsOf(cart: Cart): CommerceItem[] {
  return cart.cartGroups.flatMap((group) =>
    group.subCarts.flatMap((subCart) =>
      subCart.lines.map((line) => ({
        id: line.productSku,
        name: line.productTitle,
        price: priceOf(line.unitPrice),
        quantity: line.quantity,
        sku: line.productSku,
        categories: [line.category, line.subcategory, line.subsubcategory].filter((c) => c !== ''),
        imageUrl: line.imageUrl,
        url: line.productUrl,
      })),
    ),
  );
}

/** The cart's total as a number. */
export function cartTotalOf(cart: Cart): number {
  return priceOf(cart.summary.totals.total);
}

/** A key that changes when the cart's items or quantities change. */
export function cartSignature(items: readonly CommerceItem[]): string {
  return items.map((item) => `${item.id}:${item.quantity}:${item.price}`).join('|');
}
