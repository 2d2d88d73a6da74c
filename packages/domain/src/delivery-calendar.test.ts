import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileCalendar,
  dateOf,
  dayOf,
  exceptionProblems,
  weekdayOf,
  type DeliveryException,
} from './delivery-calendar.ts';
import {
  cutOffForDeliveryDate,
  nextDelivery,
  rescheduledDelivery,
  upcomingDeliveries,
  type DeliverySchedule,
} from './delivery-schedule.ts';
import { subCartSchedule } from './sub-cart.ts';

/** New York, Monday to Friday, 16:00 the day before; the route comes Tuesday and Thursday. */
const newYork: DeliverySchedule = {
  timeZone: 'America/New_York',
  deliveryWeekdays: [1, 2, 3, 4, 5],
  cutoffTime: '16:00',
  leadDays: 1,
  routeWeekdays: [2, 4],
};
const withCalendar = (schedule: DeliverySchedule, exceptions: DeliveryException[]): DeliverySchedule => ({
  ...schedule,
  calendar: compileCalendar(exceptions),
});
const dates = (now: string, schedule: DeliverySchedule, count = 4) =>
  upcomingDeliveries(new Date(now), schedule, count).map((option) => option.deliveryDate);

describe('day helpers', () => {
  it('reads real dates only and knows their weekdays', () => {
    expect(dayOf('2026-02-30')).toBeNull();
    expect(dayOf('2026-2-3')).toBeNull();
    expect(dayOf('2028-02-29')).not.toBeNull();
    expect(weekdayOf(dayOf('2026-11-26')!)).toBe(4);
    expect(weekdayOf(dayOf('2026-03-08')!)).toBe(7);
    expect(weekdayOf(dayOf('1969-12-29')!)).toBe(1);
    expect(dateOf(dayOf('2026-12-02')!)).toBe('2026-12-02');
  });
});

describe('closed days', () => {
  // Tuesday 2026-11-24 at 10:00 EST: Thursday the 26th is Thanksgiving.
  const now = '2026-11-24T15:00:00Z';

  it('skips a closed delivery day; its orders go to the next delivery day of the route', () => {
    const closed = withCalendar(newYork, [{ date: '2026-11-26', closed: true }]);
    expect(dates(now, newYork)).toEqual(['2026-11-26', '2026-12-01', '2026-12-03', '2026-12-08']);
    expect(dates(now, closed)).toEqual(['2026-12-01', '2026-12-03', '2026-12-08', '2026-12-10']);
    expect(rescheduledDelivery('2026-11-26', closed)).toBe('2026-12-01');
    expect(rescheduledDelivery('2026-11-24', closed)).toBe('2026-11-24');
  });

  it('a closed day that is no delivery day of the route changes nothing', () => {
    const closed = withCalendar(newYork, [{ date: '2026-11-25', closed: true }]);
    expect(dates(now, closed)).toEqual(dates(now, newYork));
  });

  it('moves orders past several closed days in a row', () => {
    const closed = withCalendar(newYork, [
      { date: '2026-12-24', closed: true },
      { date: '2026-12-29', closed: true },
      { date: '2026-12-31', closed: true },
    ]);
    expect(rescheduledDelivery('2026-12-24', closed)).toBe('2027-01-05');
  });

  it('gives up rather than loops when everything is closed', () => {
    const exceptions = Array.from({ length: 900 }, (_, i) => ({
      date: dateOf(dayOf('2026-11-24')! + i * 86_400_000),
      closed: true,
    }));
    const closed = withCalendar(newYork, exceptions);
    expect(nextDelivery(new Date(now), closed)).toBeNull();
    expect(rescheduledDelivery('2026-11-26', closed)).toBeNull();
  });
});

describe('moved deliveries', () => {
  const now = '2026-11-24T15:00:00Z';

  it('delivers on the new date for the routes that had the old one, with the new date’s cut-off', () => {
    const moved = withCalendar(newYork, [{ date: '2026-11-26', movedTo: '2026-11-28' }]);
    const [first] = upcomingDeliveries(new Date(now), moved, 1);
    // Saturday is no weekday of the unit, yet Thursday's route delivery happens then; cut-off Friday 16:00 EST.
    expect(first).toEqual({ deliveryDate: '2026-11-28', cutOff: new Date('2026-11-27T21:00:00Z') });
    expect(rescheduledDelivery('2026-11-26', moved)).toBe('2026-11-28');
  });

  it('a delivery moved from a day the route does not have is not offered to it', () => {
    const moved = withCalendar(newYork, [{ date: '2026-11-25', movedTo: '2026-11-28' }]);
    expect(dates(now, moved)).toEqual(dates(now, newYork));
  });

  it('a moved delivery may carry its own cut-off', () => {
    const moved = withCalendar(newYork, [
      { date: '2026-11-26', movedTo: '2026-11-25', cutoffDate: '2026-11-24', cutoffTime: '12:00' },
    ]);
    expect(upcomingDeliveries(new Date(now), moved, 1)[0]).toEqual({
      deliveryDate: '2026-11-25',
      cutOff: new Date('2026-11-24T17:00:00Z'),
    });
  });
});

describe('cut-offs of single deliveries', () => {
  it('an earlier cut-off closes the date earlier; the next date keeps the rule', () => {
    // Friday after Thanksgiving: orders by Wednesday noon.
    const friday = { ...newYork, routeWeekdays: [5] };
    const early = withCalendar(friday, [
      { date: '2026-11-27', cutoffDate: '2026-11-25', cutoffTime: '12:00' },
    ]);
    expect(upcomingDeliveries(new Date('2026-11-25T16:59:00Z'), early, 1)[0]).toEqual({
      deliveryDate: '2026-11-27',
      cutOff: new Date('2026-11-25T17:00:00Z'),
    });
    expect(dates('2026-11-25T17:00:00Z', early, 2)).toEqual(['2026-12-04', '2026-12-11']);
    expect(cutOffForDeliveryDate('2026-11-27', early)).toEqual(new Date('2026-11-25T17:00:00Z'));
  });

  it('a later cut-off keeps a date open past the rule’s cut-off', () => {
    const late = withCalendar(newYork, [{ date: '2026-11-26', cutoffTime: '20:00' }]);
    // Wednesday 18:00 EST: past 16:00, before the 20:00 of this one delivery.
    expect(dates('2026-11-25T23:00:00Z', newYork, 1)).toEqual(['2026-12-01']);
    expect(dates('2026-11-25T23:00:00Z', late, 2)).toEqual(['2026-11-26', '2026-12-01']);
  });

  it('a cut-off on the delivery day itself opens a same-day delivery', () => {
    const sameDay = withCalendar(newYork, [
      { date: '2026-11-24', cutoffDate: '2026-11-24', cutoffTime: '09:00' },
    ]);
    expect(dates('2026-11-24T13:59:00Z', sameDay, 1)).toEqual(['2026-11-24']);
    expect(dates('2026-11-24T14:00:00Z', sameDay, 1)).toEqual(['2026-11-26']);
  });

  it('moves the cut-off day back by a sub-cart kind’s own lead days', () => {
    const unit = {
      ...newYork,
      calendar: compileCalendar([{ date: '2026-12-03', cutoffDate: '2026-12-01', cutoffTime: '12:00' }]),
    };
    const jit = subCartSchedule(unit, [2, 4], 'jit');
    expect(cutOffForDeliveryDate('2026-12-03', jit)).toEqual(new Date('2026-11-29T17:00:00Z'));
    const dropShip = subCartSchedule(unit, [2, 4], 'dropShip');
    expect(dropShip.calendar).toBeUndefined();
  });
});

describe('extra delivery days', () => {
  it('delivers on an extra day whatever the route', () => {
    const extra = withCalendar(newYork, [{ date: '2026-12-19', extra: true }]);
    expect(dates('2026-12-16T15:00:00Z', extra, 3)).toEqual(['2026-12-17', '2026-12-19', '2026-12-22']);
    expect(cutOffForDeliveryDate('2026-12-19', extra)).toEqual(new Date('2026-12-18T21:00:00Z'));
  });

  it('an extra day serves a route with no weekday of the unit', () => {
    const none = withCalendar({ ...newYork, routeWeekdays: [7] }, [{ date: '2026-12-19', extra: true }]);
    expect(dates('2026-12-16T15:00:00Z', none, 3)).toEqual(['2026-12-19']);
  });
});

describe('time zones and daylight saving', () => {
  const chicago: DeliverySchedule = {
    timeZone: 'America/Chicago',
    deliveryWeekdays: [1, 2, 3, 4, 5, 6, 7],
    cutoffTime: '02:30',
    leadDays: 1,
    routeWeekdays: [1, 2, 3, 4, 5, 6, 7],
  };

  it('a calendar cut-off in the spring-forward gap moves forward by the gap', () => {
    const gap = withCalendar(chicago, [
      { date: '2026-03-09', cutoffDate: '2026-03-08', cutoffTime: '02:30' },
    ]);
    // 02:30 does not exist on 2026-03-08 in Chicago: it is 03:30 CDT = 08:30Z.
    expect(cutOffForDeliveryDate('2026-03-09', gap)).toEqual(new Date('2026-03-08T08:30:00Z'));
  });

  it('a calendar cut-off that happens twice at fall-back is the first', () => {
    const twice = withCalendar(chicago, [
      { date: '2026-11-02', cutoffDate: '2026-11-01', cutoffTime: '01:30' },
    ]);
    expect(cutOffForDeliveryDate('2026-11-02', twice)).toEqual(new Date('2026-11-01T06:30:00Z'));
  });

  it('reads dates on the unit’s own calendar, whatever the instant’s UTC date', () => {
    const honolulu: DeliverySchedule = { ...newYork, timeZone: 'Pacific/Honolulu' };
    const closed = withCalendar(honolulu, [{ date: '2026-11-26', closed: true }]);
    // 2026-11-25T08:00Z is still Tuesday the 24th, 22:00 in Honolulu: past the 16:00 cut-off for Wednesday.
    expect(dates('2026-11-25T08:00:00Z', honolulu, 1)).toEqual(['2026-11-26']);
    expect(dates('2026-11-25T08:00:00Z', closed, 1)).toEqual(['2026-12-01']);
  });

  it('a closed day on the far side of a time-zone date line is still that date', () => {
    const auckland = withCalendar({ ...newYork, timeZone: 'Pacific/Auckland' }, [
      { date: '2026-11-26', closed: true },
    ]);
    // 2026-11-24T12:00Z is Wednesday 01:00 in Auckland: Thursday (closed) would have been next.
    expect(dates('2026-11-24T12:00:00Z', auckland, 1)).toEqual(['2026-12-01']);
  });
});

describe('exceptionProblems', () => {
  it('accepts good exceptions', () => {
    expect(
      exceptionProblems([
        { date: '2026-12-25', closed: true, note: 'Christmas' },
        { date: '2026-11-26', movedTo: '2026-11-27', cutoffTime: '12:00' },
        { date: '2026-12-19', extra: true },
        { date: '2026-11-27', cutoffDate: '2026-11-25', cutoffTime: '12:00' },
      ]),
    ).toEqual([]);
  });

  it.each([
    [{ date: '2026-02-30', closed: true }, 'date'],
    [{ date: '2026-12-02' }, 'date'],
    [{ date: '2026-12-02', closed: false }, 'date'],
    [{ date: '2026-12-02', closed: true, movedTo: '2026-12-03' }, 'movedTo'],
    [{ date: '2026-12-02', closed: true, cutoffTime: '12:00' }, 'cutoffTime'],
    [{ date: '2026-12-02', movedTo: '2026-12-02' }, 'movedTo'],
    [{ date: '2026-12-02', movedTo: '2027-06-02' }, 'movedTo'],
    [{ date: '2026-12-02', movedTo: 'soon' }, 'movedTo'],
    [{ date: '2026-12-02', cutoffTime: '24:00' }, 'cutoffTime'],
    [{ date: '2026-12-02', cutoffDate: '2026-12-03' }, 'cutoffDate'],
    [{ date: '2026-12-02', extra: true, movedTo: '2026-12-03' }, 'extra'],
    [{ date: '2026-12-02', extra: true, note: 'x'.repeat(201) }, 'note'],
  ] as [DeliveryException, string][])('refuses %j on %s', (exception, field) => {
    expect(exceptionProblems([exception]).map((problem) => problem.field)).toContain(field);
  });

  it('refuses two exceptions for one date and a delivery moved onto a closed day', () => {
    const problems = exceptionProblems([
      { date: '2026-12-02', closed: true },
      { date: '2026-12-02', extra: true },
      { date: '2026-12-01', movedTo: '2026-12-02' },
    ]);
    expect(problems).toEqual([
      { index: 1, field: 'date', reason: 'repeats the exception at 0' },
      { index: 2, field: 'movedTo', reason: 'is closed or moved itself' },
    ]);
  });
});

describe('properties', () => {
  const arbitraryExceptions = fc.array(
    fc.record({
      offset: fc.integer({ min: 0, max: 60 }),
      kind: fc.constantFrom('closed', 'extra', 'cutoff'),
    }),
    { maxLength: 20 },
  );

  it('never offers a closed day, offers dates in order, each with a cut-off still ahead', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }),
        arbitraryExceptions,
        (nowMs, rows) => {
          const base = dayOf(new Date(nowMs).toISOString().slice(0, 10))!;
          const exceptions: DeliveryException[] = [];
          const seen = new Set<string>();
          for (const row of rows) {
            const date = dateOf(base + row.offset * 86_400_000);
            if (seen.has(date)) continue;
            seen.add(date);
            if (row.kind === 'closed') exceptions.push({ date, closed: true });
            else if (row.kind === 'extra') exceptions.push({ date, extra: true });
            else exceptions.push({ date, cutoffTime: '09:15' });
          }
          const schedule = withCalendar(newYork, exceptions);
          const closed = new Set(exceptions.filter((e) => e.closed).map((e) => e.date));
          const offered = upcomingDeliveries(new Date(nowMs), schedule, 6);
          for (const [index, option] of offered.entries()) {
            expect(closed.has(option.deliveryDate)).toBe(false);
            expect(option.cutOff.getTime()).toBeGreaterThan(nowMs);
            expect(option.cutOff).toEqual(cutOffForDeliveryDate(option.deliveryDate, schedule));
            if (index > 0) expect(option.deliveryDate > offered[index - 1]!.deliveryDate).toBe(true);
          }
          for (const date of closed) {
            const moved = rescheduledDelivery(date, schedule);
            expect(moved === null || (moved > date && !closed.has(moved))).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an empty calendar changes nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }),
        (nowMs) => {
          const now = new Date(nowMs);
          expect(upcomingDeliveries(now, withCalendar(newYork, []), 5)).toEqual(
            upcomingDeliveries(now, newYork, 5),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
