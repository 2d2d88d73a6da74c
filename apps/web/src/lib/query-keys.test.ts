import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys.ts';

describe('queryKeys', () => {
  it('the cart prefix other features invalidate covers every cart query', () => {
    for (const key of [
      queryKeys.cart.current,
      queryKeys.cart.productOptions('100200'),
      queryKeys.cart.orderConfirmation('c-1'),
    ]) {
      expect(partialMatchKey(key, queryKeys.cart.all)).toBe(true);
    }
  });

  it('the order-guide prefix covers the lists, the menus and every page of a guide', () => {
    for (const key of [
      queryKeys.orderGuides.list,
      queryKeys.orderGuides.listing,
      queryKeys.orderGuides.headerList,
      queryKeys.orderGuides.createdByMe(['100200']),
      queryKeys.orderGuides.detail(7, 'customGroups', 50),
    ]) {
      expect(partialMatchKey(key, queryKeys.orderGuides.all)).toBe(true);
    }
  });

  it('no feature’s prefix covers another feature’s queries', () => {
    expect(partialMatchKey(queryKeys.orderGuides.list, queryKeys.cart.all)).toBe(false);
    expect(partialMatchKey(queryKeys.cart.current, queryKeys.orderGuides.all)).toBe(false);
  });
});
