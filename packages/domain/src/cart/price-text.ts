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

// Whole cents up to this many are formatted by hand: exact in a double, and far below any order total.
const FAST_CENTS_LIMIT = 1e13;

/** Whole cents as '$1,234.50' (or '-$1,234.50'), exactly as `usd` writes them. */
function formatWholeCents(cents: number): string {
  const negative = cents < 0;
  const abs = negative ? -cents : cents;
  const fraction = abs % 100;
  let dollars = String((abs - fraction) / 100);
  for (let at = dollars.length - 3; at > 0; at -= 3) dollars = `${dollars.slice(0, at)},${dollars.slice(at)}`;
  return `${negative ? '-' : ''}$${dollars}.${fraction < 10 ? '0' : ''}${fraction}`;
}

/**
 * An amount in US dollars as the buyer reads it, e.g. '$1,234.50'. Prices and totals are whole cents, so
 * those are written by hand (a cart of 200 lines formats about a thousand of them per answer, and
 * Intl.NumberFormat costs a microsecond each); any other amount goes through Intl, which rounds it.
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`price must be a finite number, got ${amount}`);
  const scaled = amount * 100;
  const cents = Math.round(scaled);
  if (Math.abs(scaled - cents) < 1e-6 && Math.abs(cents) < FAST_CENTS_LIMIT) return formatWholeCents(cents);
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
