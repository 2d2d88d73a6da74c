import { describe, expect, it } from 'vitest';
import {
  deliveryDay,
  zonedDate,
  zonedDateTime,
  zonedDay,
  zonedDayTime,
  zonedTime,
  zonedWeekday,
} from './date-time.ts';

// 21:00 UTC on Tuesday, December 1, 2026.
const CUT_OFF = '2026-12-01T21:00:00.000Z';

describe('the one date and time helper', () => {
  it('reads an instant on the business unit clock, with the zone abbreviated', () => {
    expect(zonedDateTime(CUT_OFF, 'America/New_York')).toBe('Tue, Dec 1, 2026, 4:00 PM EST');
    expect(zonedDateTime(CUT_OFF, 'America/Chicago')).toBe('Tue, Dec 1, 2026, 3:00 PM CST');
    expect(zonedDayTime(CUT_OFF, 'America/Denver')).toBe('Tue, 2:00 PM MST');
    expect(zonedTime(CUT_OFF, 'America/New_York')).toBe('4:00 PM EST');
  });

  it("reads the day on the zone's calendar", () => {
    expect(zonedDate('2026-12-02T03:00:00Z', 'America/Denver')).toBe('Dec 1, 2026');
    expect(zonedWeekday(new Date('2026-12-02T03:00:00Z'), 'America/Denver')).toBe('Tuesday');
    expect(zonedDay(new Date('2026-12-02T03:00:00Z'), 'America/Denver')).toBe('2026-12-01');
  });

  it('reads a delivery date as a calendar day, never shifted by a zone', () => {
    expect(deliveryDay('2026-11-24')).toBe('Tuesday, November 24');
    expect(deliveryDay('2026-11-24', 'short')).toBe('Tue, Nov 24');
  });
});
