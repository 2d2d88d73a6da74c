import { describe, expect, it } from 'vitest';
import { cutOffCountdown, movedDeliveryText } from './cut-off-countdown.ts';

const cutOff = '2026-11-22T21:00:00.000Z';
const before = (ms: number) => new Date(new Date(cutOff).getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const TUESDAY = 'Tuesday, November 24';

describe('cutOffCountdown', () => {
  it.each([
    [3 * HOUR + 12 * MIN, 'Order within 3 h 12 min for Tuesday, November 24'],
    [3 * HOUR + 12 * MIN + 59_999, 'Order within 3 h 12 min for Tuesday, November 24'],
    [2 * HOUR, 'Order within 2 h for Tuesday, November 24'],
    [45 * MIN + 30_000, 'Order within 45 min for Tuesday, November 24'],
    [MIN, 'Order within 1 min for Tuesday, November 24'],
    [59_000, 'Order in the next minute for Tuesday, November 24'],
    [26 * HOUR + 5 * MIN, 'Order within 1 d 2 h for Tuesday, November 24'],
    [48 * HOUR + 30 * MIN, 'Order within 2 d for Tuesday, November 24'],
  ])('%i ms before the cut-off reads "%s"', (msLeft, text) => {
    expect(cutOffCountdown(cutOff, TUESDAY, before(msLeft)).text).toBe(text);
  });

  it('never rounds the time left up', () => {
    expect(cutOffCountdown(cutOff, TUESDAY, before(HOUR - 1)).text).toBe(
      'Order within 59 min for Tuesday, November 24',
    );
  });

  it('is urgent under three hours and says so once the cut-off has passed', () => {
    expect(cutOffCountdown(cutOff, TUESDAY, before(3 * HOUR)).urgent).toBe(false);
    expect(cutOffCountdown(cutOff, TUESDAY, before(3 * HOUR - 1)).urgent).toBe(true);
    expect(cutOffCountdown(cutOff, TUESDAY, before(0))).toEqual({
      text: 'The cut-off for Tuesday, November 24 has passed.',
      passed: true,
      urgent: true,
    });
    expect(cutOffCountdown(cutOff, TUESDAY, before(-5 * MIN)).passed).toBe(true);
  });
});

describe('movedDeliveryText', () => {
  it('says which delivery moved where', () => {
    expect(movedDeliveryText('2026-11-24', 'Thursday, November 26')).toBe(
      'The cut-off for Tuesday, November 24 has passed; this delivery moved to Thursday, November 26.',
    );
  });
});
