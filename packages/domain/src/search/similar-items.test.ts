import { describe, expect, it } from 'vitest';
import { rankSimilarItems, similarityScore, type SimilarityFields } from './similar-items.ts';

const product: SimilarityFields = {
  sku: 'P',
  name: 'Chicken Breast',
  brand: 'Bramble',
  packSize: '4/10 LB',
  subcategory: 'Poultry',
  subsubcategory: 'Chicken',
  inStock: false,
};
const item = (sku: string, fields: Partial<SimilarityFields>): SimilarityFields => ({
  ...product,
  sku,
  name: `Item ${sku}`,
  brand: 'Other',
  packSize: '1/5 LB',
  subsubcategory: 'Turkey',
  inStock: true,
  ...fields,
});

describe('similarityScore', () => {
  it.each<[string, Partial<SimilarityFields>, number]>([
    ['nothing shared but the subcategory', {}, 0],
    ['same leaf', { subsubcategory: 'Chicken' }, 1],
    ['same pack', { packSize: '4/10 LB' }, 2],
    ['same brand', { brand: 'Bramble' }, 4],
    ['brand, pack and leaf', { brand: 'Bramble', packSize: '4/10 LB', subsubcategory: 'Chicken' }, 7],
  ])('%s -> %d', (_name, fields, expected) => {
    expect(similarityScore(product, item('X', fields))).toBe(expected);
  });
});

describe('rankSimilarItems', () => {
  it('keeps in-stock items of the subcategory other than the product, closest first, then by name', () => {
    const candidates = [
      item('A', { name: 'Zeta' }),
      item('B', { brand: 'Bramble' }),
      item('C', { packSize: '4/10 LB' }),
      item('D', { brand: 'Bramble', inStock: false }),
      item('E', { subcategory: 'Beef', brand: 'Bramble' }),
      item('P', { brand: 'Bramble' }),
      item('F', { name: 'Alpha' }),
    ];
    expect(rankSimilarItems(product, candidates).map((c) => c.sku)).toEqual(['B', 'C', 'F', 'A']);
    expect(rankSimilarItems(product, candidates, 2).map((c) => c.sku)).toEqual(['B', 'C']);
  });
});
