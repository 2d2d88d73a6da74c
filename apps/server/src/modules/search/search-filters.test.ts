import { describe, expect, it } from 'vitest';
import {
  parseFacetFilters,
  parseFilterString,
  parseNumericFilters,
  parseTagFilters,
  type Filter,
} from './search-filters.ts';

const facet = (attribute: string, value: string) => ({ kind: 'facet', attribute, value }) as Filter;

describe('parseFilterString', () => {
  it.each<[string, Filter | null]>([
    ['', null],
    ['brand:Acme', facet('brand', 'Acme')],
    ['brand:"Larder Prime"', facet('brand', 'Larder Prime')],
    ["brand:'Chef\\'s Pick'", facet('brand', "Chef's Pick")],
    ['objectID:"100001"', facet('sku', '100001')],
    ['price >= 10.5', { kind: 'numeric', attribute: 'price', operator: '>=', value: 10.5 }],
    ['price:10 TO 20', { kind: 'range', attribute: 'price', from: 10, to: 20 }],
    ['NOT tags:New', { kind: 'not', filter: facet('tags', 'New') }],
    [
      'brand:A OR brand:B AND inStock:true',
      {
        kind: 'or',
        filters: [
          facet('brand', 'A'),
          { kind: 'and', filters: [facet('brand', 'B'), facet('inStock', 'true')] },
        ],
      },
    ],
    [
      '(brand:A OR brand:B) AND category:C',
      {
        kind: 'and',
        filters: [
          { kind: 'or', filters: [facet('brand', 'A'), facet('brand', 'B')] },
          facet('category', 'C'),
        ],
      },
    ],
  ])('%s', (input, expected) => {
    expect(parseFilterString(input)).toEqual(expected);
  });

  it.each([
    'brand',
    'brand:',
    'brand:x)',
    '(brand:x',
    'brand:"open',
    'secret:1',
    'name:chicken',
    'price > abc',
    'brand > 3',
    'price:1 TO',
    'brand:x; drop table products',
    'brand:x AND',
    `${'('.repeat(12)}brand:x${')'.repeat(12)}`,
    'inStock:maybe',
  ])('refuses %s with a 400', (input) => {
    expect(() => parseFilterString(input)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

describe('parseFacetFilters and parseNumericFilters', () => {
  it('ANDs entries and ORs nested arrays, from arrays or JSON strings', () => {
    const expected = [
      { kind: 'or', filters: [facet('brand', 'A'), facet('brand', 'B')] },
      facet('category', 'C'),
    ];
    expect(parseFacetFilters([['brand:A', 'brand:B'], 'category:C'])).toEqual(expected);
    expect(parseFacetFilters('[["brand:A","brand:B"],"category:C"]')).toEqual(expected);
    expect(parseFacetFilters('brand:A')).toEqual([facet('brand', 'A')]);
  });

  it("negates a value written attribute:-value, and reads an escaped '\\-' as a literal dash (Algolia's syntax)", () => {
    expect(parseFacetFilters(['brand:-Larder Prime', 'tags:\\-40 F', 'brand:"-A"'])).toEqual([
      { kind: 'not', filter: facet('brand', 'Larder Prime') },
      facet('tags', '-40 F'),
      facet('brand', '-A'),
    ]);
    expect(parseFacetFilters([['brand:-A', 'brand:B']])).toEqual([
      { kind: 'or', filters: [{ kind: 'not', filter: facet('brand', 'A') }, facet('brand', 'B')] },
    ]);
  });

  it('refuses the undocumented -attribute:value form as an unknown attribute', () => {
    expect(() => parseFacetFilters(['-brand:A'])).toThrow("Unknown filter attribute '-brand'.");
  });

  it('reads tagFilters as values of tags, with the same negation and escape, and _tags as tags', () => {
    expect(parseTagFilters(['Organic', ['-New', '\\-5 F']])).toEqual([
      facet('tags', 'Organic'),
      { kind: 'or', filters: [{ kind: 'not', filter: facet('tags', 'New') }, facet('tags', '-5 F')] },
    ]);
    expect(parseFacetFilters(['_tags:Organic'])).toEqual([facet('tags', 'Organic')]);
  });

  it('reads numeric comparisons and ranges', () => {
    expect(parseNumericFilters(['price<=20', ['brandCode=1', 'brandCode=2'], 'price:1 TO 5'])).toEqual([
      { kind: 'numeric', attribute: 'price', operator: '<=', value: 20 },
      {
        kind: 'or',
        filters: [
          { kind: 'numeric', attribute: 'brandCode', operator: '=', value: 1 },
          { kind: 'numeric', attribute: 'brandCode', operator: '=', value: 2 },
        ],
      },
      { kind: 'range', attribute: 'price', from: 1, to: 5 },
    ]);
  });

  it.each<[string, unknown]>([
    ['a number entry', [1]],
    ['no colon', ['brand']],
    ['an unknown attribute', ['password:x']],
    ['broken JSON', '[["brand:a"'],
    ['an object', { brand: 'a' }],
  ])('refuses %s', (_name, input) => {
    expect(() => parseFacetFilters(input)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
