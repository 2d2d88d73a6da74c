/**
 * Price text rule (spec sections 5 and 9): prices are US dollars; an unpriced item reads 'Price
 * Pending'; a catch-weight item reads '{price} per {unit}' because it is billed on its actual weight.
 */

/** The text that marks an item without a price. */
export const PRICE_PENDING = 'Price Pending';

/** Whether a price text marks an unpriced item: missing, blank or 'Price Pending' (any case). */
export function isPricePending(price: string | null | undefined): boolean {
  if (price === null || price === undefined) return true;
  const text = price.trim();
  return text === '' || text.toLowerCase() === PRICE_PENDING.toLowerCase();
}

// One formatter for the process: building an Intl.NumberFormat is far slower than using one.
// 'negative' keeps a sign off amounts that round to zero, so -0.001 reads $0.00, not -$0.00.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', signDisplay: 'negative' });

/** An amount in US dollars as the buyer reads it, e.g. '$1,234.50'. */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`price must be a finite number, got ${amount}`);
  return usd.format(amount);
}

/** The price text of a catch-weight item: '{price} per {unit}'. */
export function catchWeightPriceText(price: string, unit: string): string {
  return `${price} per ${unit}`;
}

/**
 * A price read back from its text by keeping only digits and the decimal point, 0 when nothing numeric
 * is left ('Price Pending') or the rest is not a number ('1.2.3'). Signs are dropped with the rest: the
 * storefront never shows a negative price.
 */
export function parsePrice(text: string | null | undefined): number {
  const numeric = (text ?? '').replace(/[^\d.]/g, '');
  if (numeric === '' || numeric === '.') return 0;
  const value = Number(numeric);
  return Number.isFinite(value) ? value : 0;
}
