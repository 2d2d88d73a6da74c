import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './retry-delay.ts';

const policy = { baseMs: 1000, maxMs: 30_000 };
const noJitter = () => 1;

describe('retryDelayMs', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [5, 16_000],
    [6, 30_000],
    [40, 30_000],
  ])('after attempt %i waits %i ms at most', (attempt, expected) => {
    expect(retryDelayMs(attempt, policy, noJitter)).toBe(expected);
  });

  it('spreads retries between half and all of the delay', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(2000);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(3000);
    for (let i = 0; i < 100; i++) {
      const delay = retryDelayMs(4, policy);
      expect(delay).toBeGreaterThanOrEqual(4000);
      expect(delay).toBeLessThanOrEqual(8000);
    }
  });

  it('never overflows for absurd attempt numbers', () => {
    expect(retryDelayMs(10_000, DEFAULT_RETRY_POLICY, noJitter)).toBe(DEFAULT_RETRY_POLICY.maxMs);
  });
});
