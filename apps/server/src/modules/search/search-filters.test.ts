import { describe, expect, it } from 'vitest';
import { parseFacetFilters, parseFilterString, parseNumericFilters, type Filter } from './search-filters.ts';

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

  it('negates with a leading dash, and reads an escaped dash in a value as a dash', () => {
    expect(parseFacetFilters(['-brand:A', 'tags:\\-40 F'])).toEqual([
      { kind: 'not', filter: facet('brand', 'A') },
      facet('tags', '-40 F'),
    ]);
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
