import { describe, expect, it } from 'vitest';
import { countText } from './count-text.ts';

describe('countText', () => {
  it('agrees the noun with the number', () => {
    expect(countText(1, 'item')).toBe('1 item');
    expect(countText(0, 'item')).toBe('0 items');
    expect(countText(1204, 'item')).toBe('1,204 items');
    expect(countText(2, 'delivery', 'deliveries')).toBe('2 deliveries');
  });
});
