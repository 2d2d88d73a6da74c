/**
 * Honest totals rule (issue 32): a total that holds catch-weight lines is an estimate, for those lines are
 * billed by their actual weight; a total never counts Price Pending lines and says so. The cart, its
 * sub-carts, order details and the confirmation e-mail all use these words.
 */

/** The mark beside an amount that is an estimate. */
export const ESTIMATED_MARK = 'est.';

/** The one-line explanation beside an estimated amount. */
export const CATCH_WEIGHT_EXPLANATION =
  'Items sold by weight are billed by their actual weight; amounts marked est. use the average weight.';

/** What a total with Price Pending lines says. */
export const PENDING_PRICES_NOTE = 'Total excludes items with pending prices';

/** What decides a line's part in a total. */
export interface PricedLine {
  isPricePending: boolean;
  isCatchWeight: boolean;
}

/** What a total must say about its lines: whether it is estimated, and how many lines it leaves out. */
export interface PricingNotes {
  /** A priced catch-weight line is in it, so the amount is an estimate. */
  estimated: boolean;
  /** Lines without a price, left out of it. */
  pendingCount: number;
}

/** The notes of a total over these lines. */
export function pricingNotesOf(lines: Iterable<PricedLine>): PricingNotes {
  let estimated = false;
  let pendingCount = 0;
  for (const line of lines) {
    if (line.isPricePending) pendingCount++;
    else if (line.isCatchWeight) estimated = true;
  }
  return { estimated, pendingCount };
}

/** How many lines a total leaves out, as a buyer reads it: '1 item with a pending price', '3 items ...'. */
export function pendingCountText(count: number): string {
  return count === 1 ? '1 item with a pending price' : `${count} items with pending prices`;
}
