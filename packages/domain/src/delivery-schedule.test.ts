import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cutOffForDeliveryDate,
  eligibleWeekdays,
  nextDelivery,
  upcomingDeliveries,
  type DeliverySchedule,
} from './delivery-schedule.ts';

const chicago: DeliverySchedule = {
  timeZone: 'America/Chicago',
  deliveryWeekdays: [1, 2, 3, 4, 5],
  cutoffTime: '14:00',
  leadDays: 1,
  routeWeekdays: [1, 3],
};
const newYork: DeliverySchedule = {
  timeZone: 'America/New_York',
  deliveryWeekdays: [1, 2, 3, 4, 5, 6],
  cutoffTime: '16:00',
  leadDays: 1,
  routeWeekdays: [2, 4, 6],
};
const losAngeles: DeliverySchedule = {
  timeZone: 'America/Los_Angeles',
  deliveryWeekdays: [1, 2, 3, 4, 5, 6],
  cutoffTime: '22:00',
  leadDays: 1,
  routeWeekdays: [1, 2, 3, 4, 5, 6],
};

describe('nextDelivery', () => {
  it.each([
    // Friday noon CST: Monday's deadline is Sunday 14:00, which is already CDT (spring forward on the 8th).
    ['Chicago across spring forward', chicago, '2026-03-06T18:00:00Z', '2026-03-08T19:00:00Z', '2026-03-09'],
    ['Chicago after spring forward', chicago, '2026-03-09T18:59:59Z', '2026-03-10T19:00:00Z', '2026-03-11'],
    ['Chicago across fall back', chicago, '2026-10-30T18:00:00Z', '2026-11-01T20:00:00Z', '2026-11-02'],
    // Saturday 17:00 EDT is past the 16:00 cut-off: the order counts for Sunday, so Tuesday, cut-off Monday EST.
    ['New York across fall back', newYork, '2026-10-31T21:00:00Z', '2026-11-02T21:00:00Z', '2026-11-03'],
    [
      'New York at 01:30 of the repeated hour',
      newYork,
      '2026-11-01T05:30:00Z',
      '2026-11-02T21:00:00Z',
      '2026-11-03',
    ],
    ['New York across spring forward', newYork, '2026-03-07T21:30:00Z', '2026-03-09T20:00:00Z', '2026-03-10'],
    // Saturday 21:59 PST: Sunday is no delivery day, so Monday; its cut-off is Sunday 22:00 PDT.
    [
      'Los Angeles across spring forward',
      losAngeles,
      '2026-03-08T05:59:00Z',
      '2026-03-09T05:00:00Z',
      '2026-03-09',
    ],
    [
      'Los Angeles across fall back',
      losAngeles,
      '2026-10-31T12:00:00Z',
      '2026-11-02T06:00:00Z',
      '2026-11-02',
    ],
    [
      'Los Angeles one ms before cut-off',
      losAngeles,
      '2026-03-11T04:59:59.999Z',
      '2026-03-11T05:00:00Z',
      '2026-03-11',
    ],
    [
      'Los Angeles exactly at cut-off',
      losAngeles,
      '2026-03-11T05:00:00Z',
      '2026-03-12T05:00:00Z',
      '2026-03-12',
    ],
    [
      'Los Angeles one minute after cut-off',
      losAngeles,
      '2026-03-11T05:01:00Z',
      '2026-03-12T05:00:00Z',
      '2026-03-12',
    ],
  ])('%s', (_name, schedule, now, cutOff, deliveryDate) => {
    expect(nextDelivery(new Date(now), schedule)).toEqual({ cutOff: new Date(cutOff), deliveryDate });
  });

  it.each([
    // Friday before and after the cut-off both reach Monday: Saturday and Sunday are no delivery days.
    ['Friday before cut-off', '2026-06-05T18:00:00Z', '2026-06-07T19:00:00Z', '2026-06-08'],
    ['Friday after cut-off', '2026-06-05T20:00:00Z', '2026-06-07T19:00:00Z', '2026-06-08'],
    ['Sunday after cut-off', '2026-06-07T19:00:00Z', '2026-06-08T19:00:00Z', '2026-06-09'],
  ])('weekend, Monday to Friday route: %s', (_name, now, cutOff, deliveryDate) => {
    const weekdays = { ...chicago, routeWeekdays: [1, 2, 3, 4, 5] };
    expect(nextDelivery(new Date(now), weekdays)).toEqual({ cutOff: new Date(cutOff), deliveryDate });
  });

  it('serves a Saturday-only route from a unit that delivers on Saturdays', () => {
    const saturdays = { ...newYork, routeWeekdays: [6] };
    expect(nextDelivery(new Date('2026-06-05T19:59:00Z'), saturdays)).toEqual({
      cutOff: new Date('2026-06-05T20:00:00Z'),
      deliveryDate: '2026-06-06',
    });
    expect(nextDelivery(new Date('2026-06-05T20:00:00Z'), saturdays)).toEqual({
      cutOff: new Date('2026-06-12T20:00:00Z'),
      deliveryDate: '2026-06-13',
    });
  });

  it('delivers the same day with zero lead days', () => {
    const sameDay = { ...chicago, cutoffTime: '06:00', leadDays: 0, routeWeekdays: [1, 2, 3, 4, 5] };
    expect(nextDelivery(new Date('2026-06-02T10:59:00Z'), sameDay)?.deliveryDate).toBe('2026-06-02');
    expect(nextDelivery(new Date('2026-06-02T11:00:00Z'), sameDay)?.deliveryDate).toBe('2026-06-03');
  });

  it('counts lead days from the order day', () => {
    const denver: DeliverySchedule = {
      timeZone: 'America/Denver',
      deliveryWeekdays: [2, 4],
      cutoffTime: '12:00',
      leadDays: 2,
      routeWeekdays: [2, 4],
    };
    // Sunday 05:00 MST, just after fall back: Tuesday is two days away, its cut-off is Sunday noon MST.
    expect(nextDelivery(new Date('2026-11-01T12:00:00Z'), denver)).toEqual({
      cutOff: new Date('2026-11-01T19:00:00Z'),
      deliveryDate: '2026-11-03',
    });
  });

  it('has no delivery when the route shares no weekday with the unit', () => {
    expect(nextDelivery(new Date('2026-06-02T10:00:00Z'), { ...chicago, routeWeekdays: [6, 7] })).toBeNull();
    expect(eligibleWeekdays({ ...chicago, routeWeekdays: [5, 3, 3, 7] })).toEqual([3, 5]);
  });

  it('refuses a malformed schedule', () => {
    const now = new Date('2026-06-02T10:00:00Z');
    expect(() => nextDelivery(now, { ...chicago, cutoffTime: '2pm' })).toThrow(RangeError);
    expect(() => nextDelivery(now, { ...chicago, cutoffTime: '24:00' })).toThrow(RangeError);
    expect(() => nextDelivery(now, { ...chicago, leadDays: -1 })).toThrow(RangeError);
    expect(() => nextDelivery(now, { ...chicago, routeWeekdays: [0] })).toThrow(RangeError);
    expect(() => nextDelivery(now, { ...chicago, timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => nextDelivery(new Date(Number.NaN), chicago)).toThrow(RangeError);
  });
});

describe('upcomingDeliveries', () => {
  it('lists the next eligible dates in order, each with its own cut-off', () => {
    expect(upcomingDeliveries(new Date('2026-03-06T18:00:00Z'), chicago, 3)).toEqual([
      { cutOff: new Date('2026-03-08T19:00:00Z'), deliveryDate: '2026-03-09' },
      { cutOff: new Date('2026-03-10T19:00:00Z'), deliveryDate: '2026-03-11' },
      { cutOff: new Date('2026-03-15T19:00:00Z'), deliveryDate: '2026-03-16' },
    ]);
    expect(upcomingDeliveries(new Date('2026-03-06T18:00:00Z'), chicago, 0)).toEqual([]);
  });
});

describe('cutOffForDeliveryDate', () => {
  it.each([
    ['a cut-off in the spring-forward gap moves forward', '02:30', '2026-03-09', '2026-03-08T08:30:00Z'],
    [
      'a cut-off in the repeated fall-back hour is the first one',
      '01:30',
      '2026-11-02',
      '2026-11-01T06:30:00Z',
    ],
    ['an ordinary cut-off', '14:00', '2026-07-07', '2026-07-06T19:00:00Z'],
  ])('%s', (_name, cutoffTime, deliveryDate, expected) => {
    expect(cutOffForDeliveryDate(deliveryDate, { ...chicago, cutoffTime })).toEqual(new Date(expected));
  });

  it('refuses a malformed date', () => {
    expect(() => cutOffForDeliveryDate('2026-7-7', chicago)).toThrow(RangeError);
  });
});

const zones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'Pacific/Honolulu',
  'Europe/London',
  'Australia/Sydney',
];
const weekdaySet = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });
const scheduleArbitrary = fc.record({
  timeZone: fc.constantFrom(...zones),
  deliveryWeekdays: weekdaySet,
  routeWeekdays: weekdaySet,
  // Hours 04..23 keep cut-offs clear of every DST gap, so the wall clock can be checked exactly.
  cutoffTime: fc
    .tuple(fc.integer({ min: 4, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  leadDays: fc.integer({ min: 0, max: 4 }),
});
const nowArbitrary = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-12-31T00:00:00Z'),
  noInvalidDate: true,
});

function weekdayOf(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

function wallClock(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(instant)
    .replace(/\u200e/g, '');
}

describe('delivery schedule properties', () => {
  it('the cut-off is in the future, on the unit clock, and leads to the earliest eligible route weekday', () => {
    fc.assert(
      fc.property(nowArbitrary, scheduleArbitrary, (now, schedule) => {
        const next = nextDelivery(now, schedule);
        const eligible = eligibleWeekdays(schedule);
        if (eligible.length === 0) return next === null;
        if (!next) return false;
        const day = weekdayOf(next.deliveryDate);
        expect(next.cutOff.getTime()).toBeGreaterThan(now.getTime());
        expect(schedule.routeWeekdays).toContain(day);
        expect(schedule.deliveryWeekdays).toContain(day);
        expect(wallClock(next.cutOff, schedule.timeZone)).toBe(schedule.cutoffTime);
        expect(cutOffForDeliveryDate(next.deliveryDate, schedule)).toEqual(next.cutOff);
        // Every earlier eligible date has already closed.
        for (let back = 1; back <= 14; back++) {
          const earlier = new Date(Date.parse(`${next.deliveryDate}T00:00:00Z`) - back * 86_400_000)
            .toISOString()
            .slice(0, 10);
          if (!eligible.includes(weekdayOf(earlier))) continue;
          expect(cutOffForDeliveryDate(earlier, schedule).getTime()).toBeLessThanOrEqual(now.getTime());
        }
        return true;
      }),
      { numRuns: 500 },
    );
  });

  it('upcoming dates are eligible, strictly increasing, and start with the next delivery', () => {
    fc.assert(
      fc.property(nowArbitrary, scheduleArbitrary, fc.integer({ min: 1, max: 8 }), (now, schedule, count) => {
        const upcoming = upcomingDeliveries(now, schedule, count);
        if (eligibleWeekdays(schedule).length === 0) return upcoming.length === 0;
        expect(upcoming).toHaveLength(count);
        expect(upcoming[0]).toEqual(nextDelivery(now, schedule));
        for (let i = 1; i < upcoming.length; i++) {
          expect(upcoming[i]!.deliveryDate > upcoming[i - 1]!.deliveryDate).toBe(true);
          expect(upcoming[i]!.cutOff.getTime()).toBeGreaterThan(upcoming[i - 1]!.cutOff.getTime());
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });
});
