// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetUserTimeZone, timeZoneCookie, userTimeZone } from './user-time-zone.ts';

function cookieValue(): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith('cw_tz='))
    ?.slice('cw_tz='.length);
}

describe('userTimeZone', () => {
  beforeEach(() => {
    forgetUserTimeZone();
    document.cookie = 'cw_tz=; max-age=0; path=/';
  });
  afterEach(forgetUserTimeZone);

  it.each([
    ['?tz=Europe/Berlin', 'America/Chicago', 'Europe/Berlin'],
    ['?tz=Not/AZone', 'America/Chicago', 'America/Chicago'],
    ['', 'America/Denver', 'America/Denver'],
    ['?tz=', null, 'America/New_York'],
    ['?tz=Mars/Olympus', 'Also/Invalid', 'America/New_York'],
  ])('URL %j with browser zone %j chooses %s', (search, browser, expected) => {
    expect(userTimeZone(search, () => browser)).toBe(expected);
  });

  it('stores the choice in the cw_tz cookie', () => {
    userTimeZone('?tz=Asia/Tokyo', () => 'America/Chicago');
    expect(decodeURIComponent(cookieValue() ?? '')).toBe('Asia/Tokyo');
  });

  it('keeps the choice for later URLs without tz, and lets a new valid tz replace it', () => {
    userTimeZone('?tz=Asia/Tokyo', () => 'America/Chicago');
    expect(userTimeZone('?q=salmon', () => 'America/Chicago')).toBe('Asia/Tokyo');
    expect(userTimeZone('?tz=Europe/Paris', () => 'America/Chicago')).toBe('Europe/Paris');
    expect(decodeURIComponent(cookieValue() ?? '')).toBe('Europe/Paris');
  });

  it('asks the browser for its zone only while no zone is chosen', () => {
    let asked = 0;
    const browser = () => {
      asked += 1;
      return 'America/Denver';
    };
    expect(userTimeZone('', browser)).toBe('America/Denver');
    expect(userTimeZone('?q=salmon', browser)).toBe('America/Denver');
    expect(userTimeZone('', browser)).toBe('America/Denver');
    expect(asked).toBe(1);
  });
});

describe('timeZoneCookie', () => {
  it('lasts one year on the whole site', () => {
    expect(timeZoneCookie('America/New_York')).toBe(
      'cw_tz=America%2FNew_York; path=/; max-age=31536000; samesite=lax',
    );
  });
});
