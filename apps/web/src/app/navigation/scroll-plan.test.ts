import { describe, expect, it } from 'vitest';
import { scrollPlan } from './scroll-plan.ts';

describe('scrollPlan', () => {
  it('restores the saved position 800 ms after a back navigation', () => {
    expect(scrollPlan('POP', 1234)).toEqual({ top: 1234, delayMs: 800 });
  });

  it('scrolls to the top at once after any other navigation', () => {
    expect(scrollPlan('PUSH', 1234)).toEqual({ top: 0, delayMs: 0 });
    expect(scrollPlan('REPLACE', 99)).toEqual({ top: 0, delayMs: 0 });
  });
});
