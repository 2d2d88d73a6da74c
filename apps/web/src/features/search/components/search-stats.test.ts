import { describe, expect, it } from 'vitest';
import { statsText } from './search-stats.tsx';

describe('statsText', () => {
  it.each<[number, number, string]>([
    [0, 3, 'No results'],
    [1, 4, '1 result found in 4ms'],
    [2, 0, '2 results found in 0ms'],
    [12345, 12, '12,345 results found in 12ms'],
  ])('%d hits in %d ms -> %s', (hits, ms, expected) => {
    expect(statsText(hits, ms)).toBe(expected);
  });
});
