import type { SubCart } from '@larder/contract';
import { formatPrice } from '@larder/domain';

/** Freight charged on a drop-ship order, in cents, by method. */
export const FREIGHT_CENTS = { standard: 2_500, expedited: 4_500 } as const;

/** Standard freight is free from this drop-ship subtotal up (cents). */
export const FREE_STANDARD_FREIGHT_FROM_CENTS = 50_000;

/** A freight method of a drop-ship sub-cart. */
export type ShippingMethod = keyof typeof FREIGHT_CENTS;

/** The freight item a drop-ship sub-cart carries and what it costs. */
export function shippingItemOf(
  vendorId: string,
  storedMethod: string | null | undefined,
  subtotalCents: number,
): { item: NonNullable<SubCart['shippingItem']>; costCents: number } {
  const method: ShippingMethod = storedMethod === 'expedited' ? 'expedited' : 'standard';
  const costCents =
    method === 'standard' && subtotalCents >= FREE_STANDARD_FREIGHT_FROM_CENTS ? 0 : FREIGHT_CENTS[method];
  return {
    item: {
      displayName: method === 'standard' ? 'Standard freight' : 'Expedited freight',
      itemNumber: `FRT-${vendorId}`,
      uom: 'EA',
      shippingCostFormatted: costCents === 0 ? 'Free' : formatPrice(costCents / 100),
      method,
    },
    costCents,
  };
}
