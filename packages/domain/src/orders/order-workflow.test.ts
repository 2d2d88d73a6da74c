import { describe, expect, it } from 'vitest';
import { creditAmountOf, staffCancelRefusal } from './order-workflow.ts';

describe('staffCancelRefusal', () => {
  it.each([
    ['Submitted', null],
    ['Processing', null],
    ['Shipped', null],
    ['Delivered', 'Order W1 was delivered and cannot be cancelled; credit its lines instead.'],
    ['Cancelled', 'Order W1 is already cancelled.'],
  ] as const)('%s -> %s', (status, expected) => {
    expect(staffCancelRefusal({ status, orderNumber: 'W1' })).toBe(expected);
  });
});

describe('creditAmountOf', () => {
  const line = { quantity: 4, unitPriceCents: 2_500, totalCents: 10_000 };
  const none = { quantity: 0, amountCents: 0 };
  it('credits units at the line price', () => {
    expect(creditAmountOf(line, { quantity: 2 }, none)).toEqual({
      ok: true,
      amountCents: 5_000,
      quantity: 2,
    });
  });
  it('credits an amount', () => {
    expect(creditAmountOf(line, { amountCents: 1_234 }, none)).toEqual({
      ok: true,
      amountCents: 1_234,
      quantity: null,
    });
  });
  it('never credits more units than ordered, counting earlier credits', () => {
    expect(creditAmountOf(line, { quantity: 2 }, { quantity: 3, amountCents: 7_500 })).toEqual({
      ok: false,
      error: 'At most 1 more can be credited on this line.',
    });
  });
  it('never credits more than the line total', () => {
    expect(creditAmountOf(line, { amountCents: 5_000 }, { quantity: 0, amountCents: 6_000 }).ok).toBe(false);
  });
  it('refuses a quantity on a pending price', () => {
    expect(creditAmountOf({ ...line, unitPriceCents: null }, { quantity: 1 }, none).ok).toBe(false);
  });
});
