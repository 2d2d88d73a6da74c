import { describe, expect, it } from 'vitest';
import { alertStateAt, instantOf, localInputOf } from './site-alert-window.ts';

const alert = (startsAt: string | null, endsAt: string | null) => ({
  id: 'a',
  message: 'Hi',
  link: null,
  style: 'info' as const,
  startsAt,
  endsAt,
});

describe('alertStateAt', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('is showing from its start (inclusive) to its end (exclusive)', () => {
    expect(alertStateAt(null, now)).toBe('none');
    expect(alertStateAt(alert(null, null), now)).toBe('showing');
    expect(alertStateAt(alert('2026-11-24T12:00:00Z', null), now)).toBe('showing');
    expect(alertStateAt(alert('2026-11-24T12:00:01Z', null), now)).toBe('scheduled');
    expect(alertStateAt(alert(null, '2026-11-24T12:00:00Z'), now)).toBe('ended');
  });
});

describe('datetime-local values', () => {
  it('round-trip through an ISO instant in the browser time zone', () => {
    expect(localInputOf(instantOf('2026-12-01T08:30'))).toBe('2026-12-01T08:30');
    expect(instantOf('nonsense')).toBe('nonsense');
  });
});
