import { describe, expect, it } from 'vitest';
import { countdownText, cutOffText } from './cut-off-text.ts';

describe('cutOffText', () => {
  it('shows the cut-off in the user time zone, relative to their day', () => {
    // 18:00 UTC is 2:00 PM in New York in summer.
    const text = cutOffText(
      '2025-06-11T18:00:00Z',
      '2025-06-12',
      'America/New_York',
      new Date('2025-06-11T12:00:00Z'),
    );
    expect(text).toEqual({
      cutOff: 'Order by 2:00 PM EDT today',
      delivery: 'Delivery Thu, Jun 12',
      countdown: null,
    });
  });

  it('says tomorrow, or the weekday, for later cut-offs', () => {
    const now = new Date('2025-06-11T20:00:00Z');
    expect(cutOffText('2025-06-12T18:00:00Z', null, 'America/New_York', now).cutOff).toBe(
      'Order by 2:00 PM EDT tomorrow',
    );
    expect(cutOffText('2025-06-14T18:00:00Z', null, 'America/New_York', now).cutOff).toBe(
      'Order by 2:00 PM EDT Saturday',
    );
  });

  it('uses the chosen zone, across a DST change', () => {
    // Sunday 2025-11-02 the US leaves daylight time: 19:00 UTC is 2:00 PM EST, 11:00 AM PST.
    const now = new Date('2025-11-02T12:00:00Z');
    expect(cutOffText('2025-11-02T19:00:00Z', null, 'America/New_York', now).cutOff).toBe(
      'Order by 2:00 PM EST today',
    );
    expect(cutOffText('2025-11-02T19:00:00Z', null, 'America/Los_Angeles', now).cutOff).toBe(
      'Order by 11:00 AM PST today',
    );
  });

  it('counts down under three hours, and says when the cut-off passed', () => {
    const cutOff = '2025-06-11T18:00:00Z';
    expect(cutOffText(cutOff, null, 'UTC', new Date('2025-06-11T14:59:00Z')).countdown).toBeNull();
    expect(cutOffText(cutOff, null, 'UTC', new Date('2025-06-11T15:01:00Z')).countdown).toBe(
      '2 h 59 min left',
    );
    expect(cutOffText(cutOff, null, 'UTC', new Date('2025-06-11T18:00:00Z')).countdown).toBe(
      'Cut-off passed',
    );
  });
});

describe('countdownText', () => {
  it.each([
    [30_000, 'Less than a minute left'],
    [12 * 60_000 + 5_000, '12 min left'],
    [65 * 60_000, '1 h 05 min left'],
  ])('%i ms: %s', (ms, text) => {
    expect(countdownText(ms)).toBe(text);
  });
});
