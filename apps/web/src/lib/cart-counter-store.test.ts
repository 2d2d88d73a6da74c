import { describe, expect, it } from 'vitest';
import { cartCounterToShow } from './cart-counter-store.ts';

describe('cartCounterToShow', () => {
  it("shows the header's count until the cart reports one", () => {
    expect(cartCounterToShow({ count: 3, loadedAt: 100 }, { count: null, reportedAt: 0 })).toBe(3);
    expect(cartCounterToShow(undefined, { count: null, reportedAt: 0 })).toBe(0);
  });

  it('shows the newer of the two', () => {
    expect(cartCounterToShow({ count: 3, loadedAt: 100 }, { count: 5, reportedAt: 200 })).toBe(5);
    expect(cartCounterToShow({ count: 3, loadedAt: 300 }, { count: 5, reportedAt: 200 })).toBe(3);
    expect(cartCounterToShow(undefined, { count: 2, reportedAt: 1 })).toBe(2);
  });
});
