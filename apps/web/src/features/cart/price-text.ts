import type { CartLine } from '@larder/contract';
import { catchWeightPriceText, formatPrice, PRICE_PENDING } from '@larder/domain';

/**
 * The price a buyer reads (spec section 5): 'Price Pending' when unpriced, '{price} per {unit}' for
 * catch weight (billed on the actual weight), else the price of one unit.
 */
export function priceTextOf(priceInfo: CartLine['priceInfo']): string {
  if (priceInfo.isPricePending || priceInfo.unitPrice === null) return PRICE_PENDING;
  const price = formatPrice(priceInfo.unitPrice);
  return priceInfo.catchWeightUnit ? catchWeightPriceText(price, priceInfo.catchWeightUnit) : price;
}
