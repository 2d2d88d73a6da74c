import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './format.ts';

describe('dateTimeFormat', () => {
  it('shares one formatter per locale and options, and formats as a new one would', () => {
    const options = { timeZone: 'America/Chicago', weekday: 'long' } as const;
    const shared = dateTimeFormat('en-US', options);
    expect(dateTimeFormat('en-US', { ...options })).toBe(shared);
    expect(dateTimeFormat('en-US', { ...options, timeZone: 'Asia/Tokyo' })).not.toBe(shared);
    expect(dateTimeFormat('en-CA', options)).not.toBe(shared);
    const instant = new Date('2026-11-24T03:00:00Z');
    expect(shared.format(instant)).toBe(new Intl.DateTimeFormat('en-US', options).format(instant));
    expect(shared.format(instant)).toBe('Monday');
  });
});
