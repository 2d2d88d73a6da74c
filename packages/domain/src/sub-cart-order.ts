import type { SubCartKind } from './sub-cart.ts';

/**
 * The order sub-carts are shown in (and become orders in): the organization's own business unit first,
 * then the others by name; within a business unit regular, just-in-time, pre-order, then drop-ship by
 * vendor name. Groups of the cart follow from it, one per business unit.
 */

/** What the order of a sub-cart depends on. */
export interface OrderedSubCart {
  unit: { id: string; name: string };
  kind: SubCartKind;
  vendorName: string | null;
}

const KIND_ORDER: Readonly<Record<SubCartKind, number>> = { regular: 0, jit: 1, preOrder: 2, dropShip: 3 };

// One collator for the process: String.prototype.localeCompare builds one per call.
const byName = new Intl.Collator('en').compare;

/** A comparator putting sub-carts in the order above for an organization whose own unit is `ownUnitId`. */
export function subCartOrder(ownUnitId: string): (a: OrderedSubCart, b: OrderedSubCart) => number {
  return (a, b) =>
    Number(b.unit.id === ownUnitId) - Number(a.unit.id === ownUnitId) ||
    byName(a.unit.name, b.unit.name) ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    byName(a.vendorName ?? '', b.vendorName ?? '');
}
