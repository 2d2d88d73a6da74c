import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  formatRate,
  presetOf,
  presetRange,
  rangeErrors,
  shiftDate,
  todayIn,
} from './analytics-range.ts';

describe('analytics ranges', () => {
  it('makes a preset of N days ending today, both ends included, across month and year ends', () => {
    expect(presetRange(7, '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(presetRange(365, '2024-12-31')).toEqual({ from: '2024-01-02', to: '2024-12-31' });
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('recognises a preset only when it ends today', () => {
    expect(presetOf(presetRange(90, '2026-11-24'), '2026-11-24')).toBe(90);
    expect(presetOf(presetRange(90, '2026-11-23'), '2026-11-24')).toBeNull();
    expect(presetOf({ from: '2026-11-01', to: '2026-11-24' }, '2026-11-24')).toBeNull();
  });

  it('checks a typed range as the server does', () => {
    expect(rangeErrors({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(rangeErrors({ from: '2026-01-02', to: '2026-01-01' })).toEqual({
      to: 'The last day must be on or after the first day.',
    });
    expect(rangeErrors({ from: '2024-01-01', to: '2025-02-03' })).toBeNull();
    expect(rangeErrors({ from: '2024-01-01', to: '2025-02-04' })?.from).toMatch(/400 days/);
    expect(rangeErrors({ from: '', to: '2026-01-01' })).toEqual({ from: 'Enter the first day.' });
  });

  it('gives today in the time zone asked, and short labels', () => {
    const now = new Date('2026-11-25T03:00:00Z');
    expect(todayIn('America/Chicago', now)).toBe('2026-11-24');
    expect(todayIn('UTC', now)).toBe('2026-11-25');
    expect(dayLabel('2026-11-03')).toBe('Nov 3');
    expect(dayLabel('2026-11-03', true)).toBe('Nov 3, 2026');
    expect(formatRate(0.1234)).toBe('12.3%');
  });
});
