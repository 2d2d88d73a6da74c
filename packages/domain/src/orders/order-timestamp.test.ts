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
  ])('%s in %s -> %s', (iso, zone, expected) => {
    expect(formatOrderTimestamp(new Date(iso), zone)).toBe(expected);
  });
});

describe('formatOrderDate', () => {
  it('reads a calendar date as month/day/year', () => {
    expect(formatOrderDate('2026-01-09')).toBe('01/09/2026');
  });
});
