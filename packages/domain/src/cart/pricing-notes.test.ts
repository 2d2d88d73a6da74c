import { describe, expect, it } from 'vitest';
import { pendingCountText, pricingNotesOf } from './pricing-notes.ts';

describe('pricingNotesOf', () => {
  it.each([
    [[], { estimated: false, pendingCount: 0 }],
    [[{ isPricePending: false, isCatchWeight: false }], { estimated: false, pendingCount: 0 }],
    [[{ isPricePending: false, isCatchWeight: true }], { estimated: true, pendingCount: 0 }],
    // An unpriced catch-weight line adds nothing to the total, so it makes nothing estimated.
    [[{ isPricePending: true, isCatchWeight: true }], { estimated: false, pendingCount: 1 }],
    [
      [
        { isPricePending: true, isCatchWeight: false },
        { isPricePending: false, isCatchWeight: true },
        { isPricePending: true, isCatchWeight: false },
      ],
      { estimated: true, pendingCount: 2 },
    ],
  ])('notes of %j', (lines, expected) => {
    expect(pricingNotesOf(lines)).toEqual(expected);
  });
});

describe('pendingCountText', () => {
  it('counts in words that agree with the number', () => {
    expect(pendingCountText(1)).toBe('1 item with a pending price');
    expect(pendingCountText(2)).toBe('2 items with pending prices');
  });
});
