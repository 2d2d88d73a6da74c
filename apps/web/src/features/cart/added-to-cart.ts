import type { Cart, CartLine, SubCart } from '@larder/contract';
import type { AddedToCartItem } from '../../lib/modal-store.ts';

/** A delivery (sub-cart) that products just added joined, with those products' lines. */
export interface AddedDelivery {
  key: string;
  /** Who delivers it: the warehouse, and the vendor for drop-ship. */
  shipsFrom: string;
  /** The delivery date's name, e.g. 'Tuesday, November 24'; null while none is chosen or offered. */
  deliveryDate: string | null;
  isDropShip: boolean;
  isJIT: boolean;
  isPreOrder: boolean;
  items: { item: AddedToCartItem; line: CartLine }[];
}

/** Where products just added went: the deliveries they joined, in cart order, and any the cart does not show. */
export interface AddedPlacement {
  deliveries: AddedDelivery[];
  missing: AddedToCartItem[];
}

function shipsFromOf(subCart: SubCart): string {
  if (subCart.isDropShip && subCart.vendorName) return `Ships direct from ${subCart.vendorName}`;
  return subCart.vendorName
    ? `${subCart.businessUnitName} · ${subCart.vendorName}`
    : subCart.businessUnitName;
}

function deliveryDateOf(subCart: SubCart): string | null {
  const info = subCart.deliveryInformation;
  const selected = info.availableDates.find((d) => d.date === info.selectedDeliveryDate);
  return selected?.name ?? info.expectedDeliveryDate?.name ?? null;
}

const keyOf = (sku: string, unit: string) => `${sku}|${unit}`;

/**
 * Finds each added product's line (by SKU and unit) in the cart and groups them by the delivery they joined,
 * so the buyer reads "what was added, to which delivery"; a product the cart does not hold is `missing`.
 */
export function placeAddedItems(cart: Cart, items: readonly AddedToCartItem[]): AddedPlacement {
  const wanted = new Map(items.map((item) => [keyOf(item.productSku, item.unitOfMeasure), item]));
  const found = new Set<string>();
  const deliveries: AddedDelivery[] = [];
  for (const group of cart.cartGroups) {
    for (const subCart of group.subCarts) {
      const joined: AddedDelivery['items'] = [];
      for (const line of subCart.lines) {
        const key = keyOf(line.productSku, line.unitOfMeasure);
        const item = wanted.get(key);
        if (!item || found.has(key)) continue;
        found.add(key);
        joined.push({ item, line });
      }
      if (joined.length === 0) continue;
      deliveries.push({
        key: subCart.key,
        shipsFrom: shipsFromOf(subCart),
        deliveryDate: deliveryDateOf(subCart),
        isDropShip: subCart.isDropShip,
        isJIT: subCart.isJIT,
        isPreOrder: subCart.isPreOrder,
        items: joined,
      });
    }
  }
  const missing = items.filter((item) => !found.has(keyOf(item.productSku, item.unitOfMeasure)));
  return { deliveries, missing };
}
