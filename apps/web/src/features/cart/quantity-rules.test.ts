import { describe, expect, it } from 'vitest';
import { lineOf } from './cart.test-support.ts';
import {
  adjustedOnEntry,
  lineQuantityContext,
  parseQuantity,
  quantityProblem,
  steppedQuantity,
  stepperBounds,
  type QuantityContext,
} from './quantity-rules.ts';

const today = '2026-11-22';
const plain: QuantityContext = {
  rules: {
    minMaxFlag: false,
    minQuantity: null,
    maxQuantity: null,
    minMaxExpirationDate: null,
    sellByMultiple: 1,
  },
  mode: 'add',
  cartQuantity: 0,
  today,
  addable: 40,
};
const minMax: QuantityContext = {
  ...plain,
  rules: { ...plain.rules, minMaxFlag: true, minQuantity: 5, maxQuantity: 28 },
};

describe('quantityProblem', () => {
  it('passes a quantity within every rule', () => {
    expect(quantityProblem(plain, 3)).toBeNull();
    expect(quantityProblem(minMax, 5)).toBeNull();
  });

  it("gives the spec's minimum message and the shortfall", () => {
    expect(quantityProblem(minMax, 2)).toEqual({
      message: 'Minimum quantity of 5 required for this product.',
      adjustedQuantity: 5,
    });
    expect(quantityProblem({ ...minMax, cartQuantity: 3 }, 1)).toEqual({
      message: 'Minimum quantity of 5 required for this product.',
      adjustedQuantity: 2,
    });
  });

  it("gives the spec's maximum messages", () => {
    expect(quantityProblem({ ...minMax, cartQuantity: 20 }, 10)).toEqual({
      message: 'Adjusting quantity to maximum allowed (28).',
      adjustedQuantity: 8,
    });
    expect(quantityProblem({ ...minMax, cartQuantity: 28 }, 1)).toEqual({
      message: 'Maximum quantity of 28 reached for this product.',
      adjustedQuantity: 0,
    });
  });

  it("adjusts a quantity over the maximum at once, and only that: other problems are the buyer's to resolve", () => {
    expect(adjustedOnEntry(minMax, 500)).toEqual({
      message: 'Adjusting quantity to maximum allowed (28).',
      adjustedQuantity: 28,
    });
    expect(adjustedOnEntry({ ...minMax, cartQuantity: 20 }, 10)?.adjustedQuantity).toBe(8);
    expect(adjustedOnEntry(minMax, 2)).toBeNull();
    expect(adjustedOnEntry({ ...minMax, cartQuantity: 28 }, 1)).toBeNull();
    expect(adjustedOnEntry(minMax, 10)).toBeNull();
  });

  it('ignores an expired minimum', () => {
    const expired = { ...minMax, rules: { ...minMax.rules, minMaxExpirationDate: today } };
    expect(quantityProblem(expired, 1)).toBeNull();
  });

  it('keeps totals on the sell-by multiple', () => {
    const sixes = { ...plain, rules: { ...plain.rules, sellByMultiple: 6 } };
    expect(quantityProblem(sixes, 14)).toEqual({
      message: 'This item is sold in multiples of 6.',
      adjustedQuantity: 12,
    });
    expect(quantityProblem(sixes, 4)).toEqual({
      message: 'This item is sold in multiples of 6.',
      adjustedQuantity: 6,
    });
    expect(quantityProblem({ ...sixes, cartQuantity: 6 }, 4)?.adjustedQuantity).toBe(0);
  });

  it("offers what stock allows, in the spec's maximum messages (ADR 020)", () => {
    expect(quantityProblem({ ...plain, addable: 4 }, 9)).toEqual({
      message: 'Adjusting quantity to maximum allowed (4).',
      adjustedQuantity: 4,
    });
    expect(quantityProblem({ ...plain, cartQuantity: 3, addable: 0 }, 1)).toEqual({
      message: 'Maximum quantity of 3 reached for this product.',
      adjustedQuantity: 0,
    });
    expect(quantityProblem({ ...plain, addable: 0 }, 1)?.message).toBe('No more of this item is in stock.');
  });

  it('never limits a bought-to-order line by stock', () => {
    const jit = lineQuantityContext(
      lineOf('a', { quantity: 2, availableStock: 0, boughtToOrder: true }),
      today,
    );
    expect(quantityProblem(jit, 40)).toBeNull();
  });

  it('judges a replacing quantity (PPro, cart lines) as the new cart quantity', () => {
    const replace = { ...minMax, mode: 'replace' as const, cartQuantity: 10, addable: 2 };
    expect(quantityProblem(replace, 6)).toBeNull();
    expect(quantityProblem(replace, 0)).toBeNull();
    expect(quantityProblem(replace, 3)?.message).toBe('Minimum quantity of 5 required for this product.');
    expect(quantityProblem(replace, 13)).toEqual({
      message: 'Adjusting quantity to maximum allowed (12).',
      adjustedQuantity: 12,
    });
  });

  it('lets a line holding more than the stock come down', () => {
    const oversold = lineQuantityContext(lineOf('a', { quantity: 8, availableStock: 0 }), today);
    expect(quantityProblem(oversold, 6)).toBeNull();
    expect(quantityProblem(oversold, 9)?.adjustedQuantity).toBe(8);
  });
});

describe('stepperBounds and steppedQuantity', () => {
  it('steps by the sell-by multiple up to the stock', () => {
    const bounds = stepperBounds({ ...plain, rules: { ...plain.rules, sellByMultiple: 4 }, addable: 12 });
    expect(bounds).toEqual({ step: 4, lowest: 4, highest: 12 });
    expect(steppedQuantity(4, 1, bounds)).toBe(8);
    expect(steppedQuantity(5, 1, bounds)).toBe(8);
    expect(steppedQuantity(12, 1, bounds)).toBe(12);
    expect(steppedQuantity(7, -1, bounds)).toBe(4);
    expect(steppedQuantity(4, -1, bounds)).toBe(4);
  });

  it('keeps within the minimum still needed and the maximum still allowed', () => {
    expect(stepperBounds({ ...minMax, cartQuantity: 3 })).toEqual({ step: 1, lowest: 2, highest: 25 });
    expect(stepperBounds({ ...minMax, mode: 'replace', cartQuantity: 3 })).toEqual({
      step: 1,
      lowest: 5,
      highest: 28,
    });
  });

  it('has nothing above the lowest when nothing may be added', () => {
    const bounds = stepperBounds({ ...plain, addable: 0 });
    expect(bounds.highest).toBeLessThan(bounds.lowest);
    expect(steppedQuantity(1, 1, bounds)).toBe(1);
  });
});

describe('parseQuantity', () => {
  it.each([
    ['12', 12],
    [' 3 ', 3],
    ['4x', 4],
    ['', null],
    ['abc', null],
    ['123456', 9999],
  ])('"%s" -> %s', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });
});

describe('lineQuantityContext', () => {
  it("replaces the line's quantity, with its limits active and its stock beyond the line", () => {
    const context = lineQuantityContext(
      lineOf('a', { quantity: 6, minQuantity: 5, maxQuantity: null, availableStock: 3 }),
      today,
    );
    expect(context).toMatchObject({ mode: 'replace', cartQuantity: 6, addable: 3 });
    expect(context.rules.minMaxFlag).toBe(true);
  });
});
