import { describe, expect, it } from 'vitest';
import { EventRateLimiter } from './event-rate-limiter.ts';

describe('EventRateLimiter', () => {
  it('allows up to the limit per address per minute, then refuses without counting', () => {
    let now = 60_000 * 100;
    const limiter = new EventRateLimiter(10, () => now);
    expect(limiter.take('10.0.0.1', 6)).toBe(true);
    expect(limiter.take('10.0.0.1', 5)).toBe(false);
    expect(limiter.take('10.0.0.1', 4)).toBe(true);
    expect(limiter.take('10.0.0.1', 1)).toBe(false);
    expect(limiter.take('10.0.0.2', 10)).toBe(true);

    now += 60_000;
    expect(limiter.take('10.0.0.1', 10)).toBe(true);
  });
});
