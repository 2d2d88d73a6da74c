import { nextDelivery, rescheduledDelivery } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { holidayDeliveryArticle } from './content-articles.ts';
import { demoCalendars, demoHolidays, holidayExceptions, usHolidays } from './delivery-calendar.ts';
import { BUSINESS_UNITS } from './reference-data.ts';

describe('the demo delivery calendar', () => {
  it('holds the eleven US federal holidays on their real dates', () => {
    expect(usHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(usHolidays(2027).find((h) => h.name === 'Thanksgiving')?.date).toBe('2027-11-25');
    expect(usHolidays(2028).find((h) => h.name === 'Memorial Day')?.date).toBe('2028-05-29');
    // Relative to the day it seeds: this year's, and next New Year's Day.
    expect(
      demoHolidays(new Date('2027-03-01T00:00:00Z'))
        .map((h) => h.date)
        .at(-1),
    ).toBe('2028-01-01');
  });

  it('closes Thanksgiving and Christmas, cuts the next delivery off early, and moves Labor Day', () => {
    const nyc = BUSINESS_UNITS.find((unit) => unit.id === 'NYC01')!;
    const exceptions = holidayExceptions(nyc, usHolidays(2026));
    expect(exceptions).toContainEqual({ date: '2026-11-26', closed: true, note: 'Thanksgiving' });
    expect(exceptions).toContainEqual({
      date: '2026-11-27',
      cutoffDate: '2026-11-25',
      cutoffTime: '12:00',
      note: 'Early cut-off: Thanksgiving',
    });
    expect(exceptions).toContainEqual({ date: '2026-09-07', movedTo: '2026-09-08', note: 'Labor Day' });
    expect(exceptions.some((e) => e.date === '2026-11-11')).toBe(false);
  });

  it('gives buyers no delivery on a closed holiday', () => {
    const calendars = demoCalendars(new Date('2026-11-24T12:00:00Z'));
    const nyc = BUSINESS_UNITS.find((unit) => unit.id === 'NYC01')!;
    const schedule = {
      timeZone: nyc.timezone,
      deliveryWeekdays: nyc.deliveryWeekdays,
      cutoffTime: nyc.cutoffTime,
      leadDays: nyc.leadDays,
      routeWeekdays: [4],
      calendar: calendars.get('NYC01'),
    };
    // Tuesday before Thanksgiving: the Thursday route's next delivery is the week after.
    expect(nextDelivery(new Date('2026-11-24T12:00:00Z'), schedule)?.deliveryDate).toBe('2026-12-03');
    expect(rescheduledDelivery('2026-12-25', { ...schedule, routeWeekdays: [5] })).toBe('2027-01-08');
  });

  it('writes the holiday page from the same holidays, from the seeding day on', () => {
    const article = holidayDeliveryArticle(demoHolidays(new Date('2026-11-27T00:00:00Z')), '2026-11-27');
    const text = JSON.stringify(article.properties.body);
    expect(text).toContain('Christmas Day, Friday, December 25, 2026');
    expect(text).toContain('New Year’s Day, Friday, January 1, 2027');
    expect(text).not.toContain('Thanksgiving, Thursday');
  });
});
