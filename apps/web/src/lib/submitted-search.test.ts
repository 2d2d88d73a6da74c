import { describe, expect, it } from 'vitest';
import { markSearchSubmitted, takeSearchSubmitted } from './submitted-search.ts';

describe('submitted search', () => {
  it('answers yes once for the words submitted, whatever their case or spaces, and no for others', () => {
    markSearchSubmitted(' 100226-CS ');
    expect(takeSearchSubmitted('salmon')).toBe(false);
    expect(takeSearchSubmitted('100226-cs')).toBe(true);
    expect(takeSearchSubmitted('100226-cs')).toBe(false);
  });
});
