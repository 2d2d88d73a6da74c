import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, chooseTimeZone, isValidTimeZone } from './timezone.ts';

describe('chooseTimeZone', () => {
  it.each([
    ['America/Chicago', 'America/Denver', 'America/Chicago'],
    ['Not/AZone', 'America/Denver', 'America/Denver'],
    [null, 'Europe/Paris', 'Europe/Paris'],
    ['', '', DEFAULT_TIME_ZONE],
    ['bogus', 'also-bogus', DEFAULT_TIME_ZONE],
    [undefined, undefined, 'America/New_York'],
  ])('url %j, browser %j -> %s', (url, browser, expected) => {
    expect(chooseTimeZone(url, browser)).toBe(expected);
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and rejects others', () => {
    expect(isValidTimeZone('America/Los_Angeles')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone(null)).toBe(false);
  });
});
