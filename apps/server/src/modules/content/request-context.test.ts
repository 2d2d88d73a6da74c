import { describe, expect, it } from 'vitest';
import { languageOf } from './request-context.ts';

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-CA,fr;q=0.9', 'en'],
    ['fr;q=0.9, EN-gb;q=0.8', 'en'],
    ['en;q=0, fr', 'en'],
    ['*', 'en'],
  ])('%j -> %s', (header, expected) => {
    expect(languageOf(header)).toBe(expected);
  });
});
