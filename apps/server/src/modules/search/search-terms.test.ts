import { describe, expect, it } from 'vitest';
import { phraseWordsOf, wordsOf } from './search-normalize.ts';
import { resolveQuery, tsqueryTextOf } from './search-terms.ts';
import { editDistance, singularOf, vocabularyOf } from './search-vocabulary.ts';

const catalog = vocabularyOf(
  'salmon salt salted fillet filet ribeye steak sheet pan saucepan stock pot green onions chickpeas knife knives chicken breast tenders ricotta rice pork belly shrimp 16x20 u10'.split(
    ' ',
  ),
);
const groups = [
  ['evoo', 'extra virgin olive oil'],
  ['scallions', 'green onions'],
  ['garbanzo beans', 'garbanzo', 'chickpeas'],
].map((group) => group.map(phraseWordsOf));
const synonymWords = vocabularyOf(groups.flat(2));

function tsquery(query: string, tolerant = false): string {
  return tsqueryTextOf(resolveQuery(wordsOf(query), catalog, synonymWords, groups, tolerant).slots);
}

describe('edit distance and plurals', () => {
  it('counts a transposition as one edit and stops early past the limit', () => {
    expect(editDistance('tenderlion', 'tenderloin')).toBe(1);
    expect(editDistance('salmn', 'salmon')).toBe(1);
    expect(editDistance('salmn', 'salt')).toBe(2);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(singularOf('berries')).toBe('berry');
    expect(singularOf('onions')).toBe('onion');
    expect(singularOf('tomatoes')).toBe('tomato');
    expect(singularOf('glass')).toBe('glass');
  });
});

describe('resolving a query', () => {
  it('corrects a misspelt word to the closest catalog words only, not every similar one', () => {
    expect(tsquery('salmn')).toBe('(salmn:* | salmon:*)');
    expect(tsquery('ricota')).toBe('(ricota:* | ricotta:*)');
    expect(tsquery('chiken brest')).toBe('((chiken:* | chicken:*) & (brest:* | breast:*))');
  });

  it('leaves known words, prefixes, short words and numbers as typed', () => {
    expect(tsquery('salm')).toBe('salm:*');
    expect(tsquery('16/20 shrimp')).toBe('(16x20:* & shrimp:*)');
    expect(tsquery('U-10')).toBe('u10:*');
  });

  it('joins two words that make one and splits one made of two', () => {
    expect(tsquery('rib eye')).toBe('((rib:* & eye:*) | ribeye:*)');
    expect(tsquery('sheetpan')).toBe('(sheetpan:* | (sheet:* & pan:*))');
    expect(tsquery('porkbelly')).toBe('(porkbelly:* | (pork:* & belly:*))');
  });

  it('expands a synonym phrase to every phrase of its group, the longest phrase first', () => {
    expect(tsquery('evoo')).toBe('(evoo:* | (extra:* & virgin:* & olive:* & oil:*))');
    expect(tsquery('scallion')).toBe('(scallion:* | scallions:* | (green:* & onions:*))');
    expect(tsquery('garbanzo beans')).toBe('((garbanzo:* & beans:*) | garbanzo:* | chickpeas:*)');
  });

  it('knows the plurals the stemmer does not: knives and knife', () => {
    expect(tsquery('knives')).toBe('(knives:* | knife:*)');
    expect(tsquery('knife')).toBe('(knife:* | knives:*)');
  });

  it('when tolerant, lets a known word match its near neighbours too', () => {
    expect(tsquery('fillet')).toBe('fillet:*');
    expect(tsquery('fillet', true)).toBe('(fillet:* | filet:*)');
    expect(tsquery('knives steak', true)).toContain('knife:*');
  });
});
