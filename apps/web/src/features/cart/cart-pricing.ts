import type { CartLine } from '@larder/contract';
import { pricingNotesOf, type PricingNotes } from '@larder/domain';

/** What a cart total over these lines must say: estimated (catch weight), and the pending-price lines it leaves out. */
export function cartPricingNotes(lines: Iterable<CartLine>): PricingNotes {
  const priced = [];
  for (const line of lines) {
    priced.push({
      isPricePending: line.priceInfo.isPricePending,
      isCatchWeight: line.priceInfo.catchWeightUnit !== null,
    });
  }
  return pricingNotesOf(priced);
}
