import { describe, expect, it } from 'vitest';
import {
  STOCKING_TYPES,
  consideredStockingTypes,
  isJitVariant,
  isStockLimited,
  isVariantOrderable,
} from './stocking-types.ts';

describe('STOCKING_TYPES', () => {
  it('are P, U, J and Z', () => {
    expect([...STOCKING_TYPES].sort()).toEqual(['J', 'P', 'U', 'Z']);
  });
});

describe('consideredStockingTypes', () => {
  it.each([
    [false, ['P', 'U', 'Z']],
    [true, ['J', 'P', 'U', 'Z']],
  ])('JIT line-type flag %s -> %j', (flag, expected) => {
    expect(consideredStockingTypes(flag).sort()).toEqual(expected);
  });
});

describe('isVariantOrderable', () => {
  it.each([
    ['P', '', false, true],
    ['U', 'S1', false, true],
    ['Z', '', false, true],
    ['J', '', false, false],
    ['J', '', true, true],
    ['J', 'S2', true, false],
    ['P', 'S2', true, false],
    ['P', 'S2', false, true],
    ['X', '', true, false],
    ['', '', true, false],
    [' j ', 's2 ', true, false],
    ['p', '', false, true],
  ])('stocking type %j, line type %j, flag %s -> %s', (stockingType, lineType, flag, expected) => {
    expect(isVariantOrderable({ stockingType, lineType }, flag)).toBe(expected);
  });
});

describe('isJitVariant', () => {
  it.each([
    ['J', true],
    ['j', true],
    ['P', false],
    ['U', false],
    ['Z', false],
  ])('%j -> %s', (stockingType, expected) => {
    expect(isJitVariant({ stockingType })).toBe(expected);
  });
});

describe('isStockLimited (ADR 020)', () => {
  it.each([
    ['P', true],
    ['U', true],
    ['Z', true],
    ['J', false],
    [' j ', false],
  ])('%j -> %s', (stockingType, expected) => {
    expect(isStockLimited({ stockingType })).toBe(expected);
  });
});
