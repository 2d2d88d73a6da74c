import { describe, expect, it } from 'vitest';
import { upcomingDeliveries } from './delivery-schedule.ts';
import {
  EXTRA_LEAD_DAYS,
  subCartKeyOf,
  subCartKindOf,
  subCartKindOfOrder,
  subCartSchedule,
  type SubCartVariant,
} from './sub-cart.ts';

const base: SubCartVariant = {
  businessUnitId: 'CHI01',
  stockingType: 'P',
  specialOrderFlag: false,
  vendorId: null,
  vendorIsDropShip: false,
};

describe('subCartKindOf', () => {
  it.each<[string, Partial<SubCartVariant>, string]>([
    ['a stocked item', {}, 'regular'],
    ['stocking type J', { stockingType: 'J' }, 'jit'],
    ['a special order', { specialOrderFlag: true }, 'preOrder'],
    ['a drop-ship vendor item', { vendorId: 'V1', vendorIsDropShip: true }, 'dropShip'],
    ['a vendor that does not drop-ship', { vendorId: 'V1', vendorIsDropShip: false }, 'regular'],
    [
      'drop-ship wins over J and special order',
      { vendorId: 'V1', vendorIsDropShip: true, stockingType: 'J', specialOrderFlag: true },
      'dropShip',
    ],
    ['J wins over special order', { stockingType: 'J', specialOrderFlag: true }, 'jit'],
  ])('%s -> %s', (_, overrides, kind) => {
    expect(subCartKindOf({ ...base, ...overrides })).toBe(kind);
  });
});

describe('subCartKeyOf', () => {
  it('separates kinds and vendors of one business unit', () => {
    const keys = [
      subCartKeyOf('NYC01', 'regular', null),
      subCartKeyOf('NYC01', 'jit', null),
      subCartKeyOf('NYC01', 'preOrder', null),
      subCartKeyOf('NYC01', 'dropShip', 'V1'),
      subCartKeyOf('NYC01', 'dropShip', 'V2'),
    ];
    expect(new Set(keys).size).toBe(5);
    expect(keys[0]).toBe('NYC01');
  });
});

describe('subCartSchedule', () => {
  const unit = {
    timeZone: 'America/Chicago',
    deliveryWeekdays: [1, 2, 3, 4, 5],
    cutoffTime: '14:00',
    leadDays: 1,
  };

  it('keeps the route days the unit delivers on and adds the kind lead days', () => {
    const schedule = subCartSchedule(unit, [2, 4, 6], 'jit');
    expect(schedule.routeWeekdays).toEqual([2, 4]);
    expect(schedule.leadDays).toBe(1 + EXTRA_LEAD_DAYS.jit);
  });

  it('falls back to the unit days when the route never meets them', () => {
    expect(subCartSchedule(unit, [6, 7], 'regular').routeWeekdays).toEqual([1, 2, 3, 4, 5]);
  });

  it('ships drop-ship Monday to Friday with the carrier lead days', () => {
    const schedule = subCartSchedule({ ...unit, deliveryWeekdays: [2, 4] }, [2], 'dropShip');
    expect(schedule.routeWeekdays).toEqual([1, 2, 3, 4, 5]);
    // Monday 2026-11-23 09:00 Chicago: order day Monday, earliest Monday + 1 + 3 = Friday the 27th.
    const [first] = upcomingDeliveries(new Date('2026-11-23T15:00:00Z'), schedule, 1);
    expect(first?.deliveryDate).toBe('2026-11-27');
  });
});

describe('subCartKindOfOrder', () => {
  const flags = { isDropShip: false, isJIT: false, isPreOrder: false };
  it.each<[string, Partial<typeof flags>, string]>([
    ['no flag', {}, 'regular'],
    ['JIT', { isJIT: true }, 'jit'],
    ['pre-order', { isPreOrder: true }, 'preOrder'],
    ['drop-ship', { isDropShip: true }, 'dropShip'],
    [
      'drop-ship wins over JIT and pre-order',
      { isDropShip: true, isJIT: true, isPreOrder: true },
      'dropShip',
    ],
    ['JIT wins over pre-order', { isJIT: true, isPreOrder: true }, 'jit'],
  ])('%s -> %s', (_, overrides, kind) => {
    expect(subCartKindOfOrder({ ...flags, ...overrides })).toBe(kind);
  });
});
