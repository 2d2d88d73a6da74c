import { describe, expect, it } from 'vitest';
import { skuOfPath } from './sku-of-path.ts';

describe('skuOfPath', () => {
  it('takes the second path segment', () => {
    expect(skuOfPath('/product/10234/atlantic-salmon-fillet/')).toBe('10234');
    expect(skuOfPath('/product/AB%2012')).toBe('AB 12');
  });

  it('has none without a second segment', () => {
    expect(skuOfPath('/product/')).toBeNull();
  });
});
