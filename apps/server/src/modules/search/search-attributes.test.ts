import { describe, expect, it } from 'vitest';
import { snippet } from './highlight.ts';
import { attributeSelection, highlightableAttributes, selects, snippetSpecs } from './search-attributes.ts';

const tags = { highlightPreTag: '<b>', highlightPostTag: '</b>', snippetEllipsisText: '…' };

describe('attribute selections (attributesToRetrieve, responseFields)', () => {
  it('keeps what is named; * keeps everything; beside *, -name leaves a name out', () => {
    const named = attributeSelection(['name', 'brand']);
    expect([selects(named, 'name'), selects(named, 'price')]).toEqual([true, false]);
    expect(attributeSelection(['*'])).toBeNull();
    expect(attributeSelection(undefined)).toBeNull();
    const allBut = attributeSelection(['*', '-price']);
    expect([selects(allBut, 'name'), selects(allBut, 'price')]).toEqual([true, false]);
    expect(selects(attributeSelection([]), 'name')).toBe(false);
  });

  it('highlights and snippets text attributes only, and refuses a snippet length outside 1 to 200', () => {
    expect(highlightableAttributes(['name', 'price', 'tags'])).toEqual(['name']);
    expect(highlightableAttributes(['*'])).toContain('description');
    expect(snippetSpecs(['description:20', 'name', 'variants:3'])).toEqual([
      { attribute: 'description', words: 20 },
      { attribute: 'name', words: 10 },
    ]);
    expect(() => snippetSpecs(['description:0'])).toThrow('attributesToSnippet');
    expect(() => snippetSpecs(['description:x'])).toThrow('attributesToSnippet');
  });
});

describe('snippet', () => {
  const text =
    'Cold pressed from ripe olives in small batches, a peppery finish for salads and bread dipping';

  it('cuts the words around the first match, with the ellipsis on the sides it cut', () => {
    expect(snippet(text, [{ term: 'pepper', corrections: [] }], 3, tags)).toEqual({
      value: '…a <b>peppery</b> finish…',
      matchLevel: 'full',
    });
  });

  it('starts at the beginning when nothing matches, and keeps a short text whole', () => {
    expect(snippet(text, [{ term: 'lemon', corrections: [] }], 2, tags)).toEqual({
      value: 'Cold pressed…',
      matchLevel: 'none',
    });
    expect(snippet('Olive Oil', [{ term: 'oil', corrections: [] }], 10, tags)).toEqual({
      value: 'Olive <b>Oil</b>',
      matchLevel: 'full',
    });
    expect(snippet('', [], 10, tags)).toEqual({ value: '', matchLevel: 'none' });
  });
});
