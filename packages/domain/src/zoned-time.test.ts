import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatZonedTime, timeZoneAbbreviation, zonedCalendarDay } from './zoned-time.ts';

describe('formatZonedTime', () => {
  it.each([
    ['America/New_York', 'Tue, Dec 1, 2026, 4:00 PM EST'],
    ['America/Chicago', 'Tue, Dec 1, 2026, 3:00 PM CST'],
    ['America/Denver', 'Tue, Dec 1, 2026, 2:00 PM MST'],
  ])('reads one instant on the clock of %s, with its abbreviation', (zone, expected) => {
    expect(formatZonedTime('2026-12-01T21:00:00Z', zone)).toBe(expected);
  });

  it('follows daylight saving time', () => {
    expect(formatZonedTime(new Date('2026-07-01T20:00:00Z'), 'America/New_York', 'time')).toBe('4:00 PM EDT');
    expect(formatZonedTime(new Date('2026-11-10T21:00:00Z'), 'America/New_York', 'day-time')).toBe(
      'Tue, 4:00 PM EST',
    );
  });

  it("reads the date and weekday on the zone's calendar, without a zone", () => {
    // 02:00 UTC on Dec 2 is still Dec 1 in Denver.
    expect(formatZonedTime('2026-12-02T02:00:00Z', 'America/Denver', 'date')).toBe('Dec 1, 2026');
    expect(formatZonedTime('2026-12-02T02:00:00Z', 'America/Denver', 'weekday')).toBe('Tuesday');
    expect(zonedCalendarDay('2026-12-02T02:00:00Z', 'America/Denver')).toBe('2026-12-01');
    expect(zonedCalendarDay('2026-12-02T02:00:00Z', 'America/New_York')).toBe('2026-12-01');
    expect(zonedCalendarDay('2026-12-02T06:00:00Z', 'America/New_York')).toBe('2026-12-02');
  });

  it('names a zone without an abbreviation by its offset', () => {
    expect(formatZonedTime('2026-12-01T09:00:00Z', 'Pacific/Kiritimati', 'time')).toBe('11:00 PM GMT+14');
  });
});

describe('timeZoneAbbreviation', () => {
  it('is the short name in force at the instant', () => {
    expect(timeZoneAbbreviation('2026-01-15T12:00:00Z', 'America/Denver')).toBe('MST');
    expect(timeZoneAbbreviation('2026-07-15T12:00:00Z', 'America/Denver')).toBe('MDT');
  });
});

describe('formatCalendarDay', () => {
  it('reads a day without shifting it into any zone', () => {
    expect(formatCalendarDay('2026-12-02')).toBe('Wednesday, December 2, 2026');
    expect(formatCalendarDay('2026-12-02', 'short')).toBe('Wed, Dec 2');
    expect(formatCalendarDay('2026-12-02', 'long-no-year')).toBe('Wednesday, December 2');
  });
});
