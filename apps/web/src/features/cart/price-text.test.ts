import { describe, expect, it } from 'vitest';
import { priceTextOf } from './price-text.ts';

const base = {
  unitPrice: 12.5,
  isPricePending: false,
  catchWeightUnit: null,
  averageWeight: null,
  display: '',
};

describe('priceTextOf', () => {
  it('shows a unit price in dollars', () => {
    expect(priceTextOf(base)).toBe('$12.50');
  });

  it("marks an unpriced item 'Price Pending'", () => {
    expect(priceTextOf({ ...base, unitPrice: null, isPricePending: true })).toBe('Price Pending');
  });

  it("shows catch weight as '{price} per {unit}'", () => {
    expect(priceTextOf({ ...base, unitPrice: 6.25, catchWeightUnit: 'LB', averageWeight: 10 })).toBe(
      '$6.25 per LB',
    );
  });
});
