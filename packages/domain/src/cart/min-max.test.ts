import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeQuantityLimits, isMinMaxActive, todayIn, type QuantityRules } from './min-max.ts';

const TODAY = '2026-06-10';
const rules: QuantityRules = {
  minMaxFlag: true,
  minQuantity: 4,
  maxQuantity: 20,
  minMaxExpirationDate: null,
  sellByMultiple: 1,
};

describe('isMinMaxActive', () => {
  it.each<[string, Partial<QuantityRules>, boolean]>([
    ['flag set, no expiration date', {}, true],
    ['flag set, expires tomorrow', { minMaxExpirationDate: '2026-06-11' }, true],
    ['flag set, expires next year', { minMaxExpirationDate: '2027-01-01' }, true],
    ['flag set, expires today', { minMaxExpirationDate: TODAY }, false],
    ['flag set, expired yesterday', { minMaxExpirationDate: '2026-06-09' }, false],
    ['flag set, expired last year', { minMaxExpirationDate: '2025-12-31' }, false],
    [
      'flag set, expiry given with a time, later today',
      { minMaxExpirationDate: '2026-06-10T23:59:00' },
      false,
    ],
    ['flag set, expiry given with a time, tomorrow', { minMaxExpirationDate: '2026-06-11T00:00:00Z' }, true],
    ['flag off, no expiration date', { minMaxFlag: false }, false],
    ['flag off, expires tomorrow', { minMaxFlag: false, minMaxExpirationDate: '2026-06-11' }, false],
  ])('%s -> %s', (_name, overrides, expected) => {
    expect(isMinMaxActive({ ...rules, ...overrides }, TODAY)).toBe(expected);
  });

  it('compares calendar dates across a year boundary', () => {
    expect(isMinMaxActive({ ...rules, minMaxExpirationDate: '2027-01-01' }, '2026-12-31')).toBe(true);
    expect(isMinMaxActive({ ...rules, minMaxExpirationDate: '2026-12-31' }, '2027-01-01')).toBe(false);
  });

  it.each([['2026-6-10'], ['2026-02-30'], [''], ['tomorrow']])('refuses today %j', (today) => {
    expect(() => isMinMaxActive(rules, today)).toThrow(RangeError);
  });

  it('refuses a malformed expiration date', () => {
    expect(() => isMinMaxActive({ ...rules, minMaxExpirationDate: '06/11/2026' }, TODAY)).toThrow(RangeError);
  });
});

describe('activeQuantityLimits', () => {
  it.each<[string, Partial<QuantityRules>, { min: number | null; max: number | null }]>([
    ['active limits apply', {}, { min: 4, max: 20 }],
    ['inactive limits do not', { minMaxFlag: false }, { min: null, max: null }],
    ['expired limits do not', { minMaxExpirationDate: TODAY }, { min: null, max: null }],
    ['a minimum of 0 is no minimum', { minQuantity: 0 }, { min: null, max: 20 }],
    ['a maximum of 0 allows none', { maxQuantity: 0 }, { min: 4, max: 0 }],
    ['absent limits stay absent', { minQuantity: null, maxQuantity: null }, { min: null, max: null }],
  ])('%s', (_name, overrides, expected) => {
    expect(activeQuantityLimits({ ...rules, ...overrides }, TODAY)).toEqual(expected);
  });

  it.each<[Partial<QuantityRules>]>([
    [{ minQuantity: -1 }],
    [{ maxQuantity: 2.5 }],
    [{ minQuantity: Number.NaN }],
  ])('refuses limits %j, even when inactive', (overrides) => {
    expect(() => activeQuantityLimits({ ...rules, minMaxFlag: false, ...overrides }, TODAY)).toThrow(
      RangeError,
    );
  });
});

describe('todayIn', () => {
  it.each([
    ['America/New_York', '2026-03-01T04:30:00Z', '2026-02-28'],
    ['America/Chicago', '2026-03-01T05:59:59Z', '2026-02-28'],
    ['America/Chicago', '2026-03-01T06:00:00Z', '2026-03-01'],
    ['Europe/London', '2026-03-01T04:30:00Z', '2026-03-01'],
    ['Asia/Tokyo', '2026-12-31T15:00:00Z', '2027-01-01'],
    ['Pacific/Kiritimati', '2026-06-01T10:30:00Z', '2026-06-02'],
    ['Pacific/Honolulu', '2026-06-01T09:59:00Z', '2026-05-31'],
    ['UTC', '2028-02-29T12:00:00Z', '2028-02-29'],
  ])('%s at %s is %s', (timeZone, now, expected) => {
    expect(todayIn(timeZone, new Date(now))).toBe(expected);
  });

  it('decides expiry on the buyer calendar, not the UTC one', () => {
    // 04:30 UTC on 1 March is still the evening of 28 February in New York.
    const now = new Date('2026-03-01T04:30:00Z');
    const expiring = { ...rules, minMaxExpirationDate: '2026-03-01' };
    expect(isMinMaxActive(expiring, todayIn('America/New_York', now))).toBe(true);
    expect(isMinMaxActive(expiring, todayIn('UTC', now))).toBe(false);
  });

  it('refuses an unknown time zone or an invalid instant', () => {
    expect(() => todayIn('Mars/Olympus', new Date())).toThrow(RangeError);
    expect(() => todayIn('UTC', new Date(Number.NaN))).toThrow(RangeError);
  });

  it('is a calendar date within a day of the UTC date, in every zone', () => {
    const zones = [
      'America/New_York',
      'America/Los_Angeles',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Asia/Kolkata',
    ];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (now, zone) => {
          const today = todayIn(zone, now);
          expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          const days =
            (Date.parse(`${today}T00:00:00Z`) - Date.parse(now.toISOString().slice(0, 10))) / 86_400_000;
          expect([-1, 0, 1]).toContain(days);
        },
      ),
      { numRuns: 300 },
    );
  });
});
