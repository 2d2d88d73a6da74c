import fc from 'fast-check';
import type { QuantityRules } from './min-max.ts';

/** Test data for property tests of the quantity rules; imported by tests only. */

const DAY_MS = 86_400_000;

/** Any calendar date YYYY-MM-DD from 2024 to 2033. */
export const dateArbitrary = fc
  .integer({ min: 0, max: 3650 })
  .map((days) => new Date(Date.UTC(2024, 0, 1) + days * DAY_MS).toISOString().slice(0, 10));

/** Any consistent quantity rules (a minimum never above the maximum), active or not. */
export const quantityRulesArbitrary: fc.Arbitrary<QuantityRules> = fc
  .record({
    minMaxFlag: fc.boolean(),
    bounds: fc.tuple(fc.nat({ max: 60 }), fc.nat({ max: 60 })),
    hasMin: fc.boolean(),
    hasMax: fc.boolean(),
    minMaxExpirationDate: fc.option(dateArbitrary, { nil: null }),
    sellByMultiple: fc.integer({ min: 0, max: 12 }),
  })
  .map(({ bounds: [a, b], hasMin, hasMax, ...rest }) => ({
    ...rest,
    minQuantity: hasMin ? Math.min(a, b) : null,
    maxQuantity: hasMax ? Math.max(a, b) : null,
  }));
