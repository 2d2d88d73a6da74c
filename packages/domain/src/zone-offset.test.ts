import { describe, expect, it } from 'vitest';
import { zoneOffsetMs } from './zone-offset.ts';

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
