import type { OrderGuideLineItem } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { guideSearchEvent } from './use-guide-search-tracking.ts';
import { guideItem } from './guide-item.test-support.ts';

const item = (productSku: string): OrderGuideLineItem =>
  guideItem(productSku, { brandName: 'Hillside', category: 'Dairy' });

const organization = {
  id: '100101',
  name: 'Bistro Marguerite',
  isActive: true,
  businessUnit: 'BU1',
  customerGroupId: 'G',
  primarySalesRepName: '',
  primarySalesRepEmail: '',
  isProtein: false,
  isCme: false,
  isSpecialty: true,
  isPPro: false,
  brand: 0 as const,
  region: 'Northeast',
  isOnHold: false,
};

describe('guideSearchEvent', () => {
  it('carries the term, the guide, the account and the products shown in order', () => {
    const skus = Array.from({ length: 25 }, (_, i) => String(100 + i));
    const event = guideSearchEvent(
      'milk',
      { id: 4, name: 'Weekly' },
      {
        categories: [
          { name: 'Dairy', lineItems: skus.slice(0, 3).map(item), isSelected: false, isEditable: true },
        ],
        ungroupedProducts: {
          name: 'Ungrouped',
          lineItems: skus.slice(3).map(item),
          isSelected: false,
          isEditable: false,
        },
      },
      { email: 'chef@larder.test', currentOrganization: organization },
    );
    expect(event).toMatchObject({
      query: 'milk',
      order_guide_id: 4,
      order_guide_name: 'Weekly',
      result_count: 25,
      account: {
        email: 'chef@larder.test',
        organization_id: '100101',
        organization_name: 'Bistro Marguerite',
      },
    });
    const products = event.products as { sku: string; position: number }[];
    expect(products).toHaveLength(20);
    expect(products[0]).toMatchObject({ sku: '100', position: 1, brand: 'Hillside', category: 'Dairy' });
    expect(products[19]).toMatchObject({ sku: '119', position: 20 });
  });
});
