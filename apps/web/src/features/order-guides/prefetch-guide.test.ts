import { describe, expect, it } from 'vitest';
import { guideIdOfSearch } from './prefetch-guide.ts';

describe('guideIdOfSearch', () => {
  it.each([
    ['?id=12', 12],
    ['?x=1&id=7', 7],
    ['?id=-1', null],
    ['?id=0', null],
    ['?id=abc', null],
    ['', null],
  ])('%j -> %s', (search, expected) => {
    expect(guideIdOfSearch(search)).toBe(expected);
  });
});
