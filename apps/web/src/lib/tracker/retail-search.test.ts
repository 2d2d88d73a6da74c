import { RETAIL_SEARCH_FEED_EVENTS } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { RETAIL_SEARCH_EMPTY_EVENT, RETAIL_SEARCH_TYPES, retailSearchProperties } from './retail-search.ts';

describe('retail-search feed names', () => {
  it("are the contract's, which the collector gates to specialty organizations", () => {
    expect([RETAIL_SEARCH_EMPTY_EVENT, ...RETAIL_SEARCH_TYPES]).toEqual([...RETAIL_SEARCH_FEED_EVENTS]);
  });

  it('a purchase carries its products, revenue and order id', () => {
    expect(
      retailSearchProperties(
        'purchase-complete',
        { products: [{ id: 'A', quantity: 1 }], revenue: 12.5, orderId: 'W1' },
        { visitorId: 'v', sessionId: 's' },
      ),
    ).toEqual({
      eventType: 'purchase-complete',
      visitorId: 'v',
      sessionId: 's',
      productDetails: [{ product: { id: 'A' }, quantity: 1 }],
      purchaseTransaction: { id: 'W1', revenue: 12.5, currencyCode: 'USD' },
    });
  });
});
