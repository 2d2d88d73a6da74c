import { describe, expect, it } from 'vitest';
import { eventLabel } from './event-charts.tsx';

describe('eventLabel', () => {
  it.each([
    [{ type: 'track', event: 'Product Viewed', count: 1 }, 'Viewed a product'],
    [{ type: 'track', event: 'Products Searched', count: 1 }, 'Searched the catalog'],
    [{ type: 'track', event: 'Search for Substitutions', count: 1 }, 'Looked for a substitute'],
    [{ type: 'page', event: null, count: 1 }, 'Page views'],
    [{ type: 'track', event: 'Something New', count: 1 }, 'Something New'],
  ])('reads %o as %s', (event, expected) => {
    expect(eventLabel(event)).toBe(expected);
  });
});
