import { describe, expect, it } from 'vitest';
import { highlight } from './highlight.ts';

const terms = (...words: [string, string[]?][]) =>
  words.map(([term, corrections = []]) => ({ term, corrections }));

describe('highlight', () => {
  it.each<[string, string, ReturnType<typeof terms>, string, 'none' | 'partial' | 'full']>([
    [
      'every term found',
      'Chicken Breast, Fresh',
      terms(['chick'], ['breast']),
      '<em>Chicken</em> <em>Breast</em>, Fresh',
      'full',
    ],
    ['one of two terms', 'Chicken Thigh', terms(['chick'], ['breast']), '<em>Chicken</em> Thigh', 'partial'],
    [
      'through a correction',
      'Chicken Breast',
      terms(['chiken', ['chicken']]),
      '<em>Chicken</em> Breast',
      'full',
    ],
    ['nothing', 'Olive Oil', terms(['chick']), 'Olive Oil', 'none'],
    ['only at word starts', 'Pickled Chick', terms(['ick']), 'Pickled Chick', 'none'],
    [
      'pack notation as one word',
      'Shrimp 16/20, IQF',
      terms(['16x20']),
      'Shrimp <em>16/20</em>, IQF',
      'full',
    ],
    [
      'a U count',
      'Sea Scallops U-10',
      terms(['u10'], ['scal']),
      'Sea <em>Scallops</em> <em>U-10</em>',
      'full',
    ],
    ['without accents', 'Jalapeño Peppers', terms(['jalapeno']), '<em>Jalapeño</em> Peppers', 'full'],
  ])('%s', (_name, value, query, expected, level) => {
    const result = highlight(value, query, '<em>', '</em>');
    expect(result.value).toBe(expected);
    expect(result.matchLevel).toBe(level);
  });

  it('says when every word is highlighted', () => {
    expect(highlight('100123', terms(['100123']), '<b>', '</b>')).toMatchObject({
      value: '<b>100123</b>',
      fullyHighlighted: true,
      matchedWords: ['100123'],
    });
  });
});
