import { describe, expect, it } from 'vitest';
import { zonedDayEnd, zonedDayStart, zoneOffsetMs } from './zone-offset.ts';

const HOUR = 3_600_000;

describe('zoneOffsetMs', () => {
  it.each([
    ['America/New_York', '2026-03-08T06:59:59Z', -5 * HOUR],
    ['America/New_York', '2026-03-08T07:00:00Z', -4 * HOUR],
    ['America/New_York', '2026-11-01T05:59:59Z', -4 * HOUR],
    ['America/New_York', '2026-11-01T06:00:00Z', -5 * HOUR],
    ['Asia/Kathmandu', '2026-06-01T12:00:00Z', 5.75 * HOUR],
    ['Australia/Lord_Howe', '2026-01-15T12:00:00Z', 11 * HOUR],
    ['Australia/Lord_Howe', '2026-07-15T12:00:00Z', 10.5 * HOUR],
    ['UTC', '2026-11-23T08:00:00Z', 0],
  ])('%s at %s is %d ms, read cold and again from the cache', (zone, instant, expected) => {
    const ms = Date.parse(instant);
    expect(zoneOffsetMs(ms, zone)).toBe(expected);
    expect(zoneOffsetMs(ms, zone)).toBe(expected);
  });

  it('keeps each side of a transition inside one window apart', () => {
    // Lord Howe moves by half an hour at 02:00 local; both sides of the instant must read right.
    const change = Date.parse('2026-04-04T15:00:00Z');
    expect(zoneOffsetMs(change - 1000, 'Australia/Lord_Howe')).toBe(11 * HOUR);
    expect(zoneOffsetMs(change, 'Australia/Lord_Howe')).toBe(10.5 * HOUR);
  });
});

describe('zonedDayStart and zonedDayEnd', () => {
  it.each([
    ['2026-11-26', 'America/Los_Angeles', '2026-11-26T08:00:00.000Z', '2026-11-27T08:00:00.000Z'],
    ['2026-11-26', 'UTC', '2026-11-26T00:00:00.000Z', '2026-11-27T00:00:00.000Z'],
    // The day clocks go forward is 23 hours long; the day they go back 25.
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
    ['2026-06-01', 'Asia/Kathmandu', '2026-05-31T18:15:00.000Z', '2026-06-01T18:15:00.000Z'],
    // Midnight is skipped in Santiago when clocks go forward: the day starts at 01:00.
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z', '2026-09-07T03:00:00.000Z'],
  ])('%s in %s runs from %s to %s', (date, zone, start, end) => {
    expect(zonedDayStart(date, zone).toISOString()).toBe(start);
    expect(zonedDayEnd(date, zone).toISOString()).toBe(end);
  });
});
