import { shippingUnitOf } from '@larder/domain';
import { randomUUID } from 'node:crypto';
import type { OrderableVariant } from '../catalog/catalog.service.ts';
import type { NewCartLine } from './cart-contents.repository.ts';
import type { CartLineSet } from './cart-line-set.ts';

/**
 * The line writes of many adds to one locked cart, decided in memory and written in one batch. Lines are
 * keyed by variant, so two items of one sku and unit add up on one line as separate calls would.
 */
export class CartLinePlan {
  private readonly lines = new Map<string, { id: string; quantity: number; isNew: boolean }>();
  private readonly inserted = new Map<string, NewCartLine>();
  private readonly changedQuantities = new Map<string, number>();
  private readonly deleted = new Set<string>();
  private nextPosition: number;

  private readonly cartId: string;

  constructor(cartId: string, existing: CartLineSet) {
    this.cartId = cartId;
    for (const line of existing.all()) {
      this.lines.set(line.variantId, { id: line.id, quantity: line.quantity, isNew: false });
    }
    this.nextPosition = existing.nextPosition();
  }

  /** The quantity of a variant in the cart as planned so far. */
  quantityOf(variantId: string): number {
    return this.lines.get(variantId)?.quantity ?? 0;
  }

  /** Plans the variant's line to hold `total` (0 removes it). */
  set(variant: OrderableVariant, total: number): void {
    const line = this.lines.get(variant.id);
    if (!line) {
      if (total === 0) return;
      const id = randomUUID();
      this.lines.set(variant.id, { id, quantity: total, isNew: true });
      this.inserted.set(id, {
        id,
        cartId: this.cartId,
        variantId: variant.id,
        productSku: variant.productSku,
        businessUnitId: shippingUnitOf(variant),
        quantity: total,
        position: this.nextPosition++,
      });
      return;
    }
    if (total === 0) {
      this.lines.delete(variant.id);
      if (line.isNew) this.inserted.delete(line.id);
      else {
        this.changedQuantities.delete(line.id);
        this.deleted.add(line.id);
      }
      return;
    }
    line.quantity = total;
    const insert = this.inserted.get(line.id);
    if (insert) insert.quantity = total;
    else this.changedQuantities.set(line.id, total);
  }

  /** Writes the plan in one batch. */
  write(lines: CartLineSet): Promise<void> {
    return lines.write({
      deleted: [...this.deleted],
      quantities: [...this.changedQuantities].map(([id, quantity]) => ({ id, quantity })),
      inserted: [...this.inserted.values()],
    });
  }
}
