import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatOrderTimestamp } from './order-timestamp.ts';

describe('formatOrderTimestamp', () => {
  it.each([
    ['2026-11-04T02:05:00Z', 'America/New_York', '11/03/2026 09:05 pm'],
    ['2026-11-04T02:05:00Z', 'UTC', '11/04/2026 02:05 am'],
    ['2026-11-04T12:00:00Z', 'UTC', '11/04/2026 12:00 pm'],
    ['2026-11-04T00:30:00Z', 'UTC', '11/04/2026 12:30 am'],
    ['2026-07-01T16:45:00Z', 'America/Los_Angeles', '07/01/2026 09:45 am'],
    ['2026-12-31T23:59:00Z', 'Asia/Tokyo', '01/01/2027 08:59 am'],
    // New York springs forward at 2 am local on March 8, 2026, and falls back at 2 am on November 1.
    ['2026-03-08T06:59:59Z', 'America/New_York', '03/08/2026 01:59 am'],
    ['2026-03-08T07:00:00Z', 'America/New_York', '03/08/2026 03:00 am'],
    ['2026-11-01T05:30:00Z', 'America/New_York', '11/01/2026 01:30 am'],
    ['2026-11-01T06:30:00Z', 'America/New_York', '11/01/2026 01:30 am'],
    ['2026-11-01T07:00:00Z', 'America/New_York', '11/01/2026 02:00 am'],
    ['2026-06-15T12:10:00Z', 'Asia/Kathmandu', '06/15/2026 05:55 pm'],
    ['2026-06-15T12:10:00Z', 'Australia/Lord_Howe', '06/15/2026 10:40 pm'],
  ])('%s in %s -> %s', (iso, zone, expected) => {
    expect(formatOrderTimestamp(new Date(iso), zone)).toBe(expected);
  });
});

describe('formatOrderDate', () => {
  it('reads a calendar date as month/day/year', () => {
    expect(formatOrderDate('2026-01-09')).toBe('01/09/2026');
  });
});
