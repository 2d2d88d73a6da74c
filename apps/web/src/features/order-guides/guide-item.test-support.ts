import type { OrderGuideLineItem } from '@larder/contract';

type GuideVariant = OrderGuideLineItem['variants'][number];

/** A guide line item for tests: every field the contract asks for, with the given ones over them. */
export function guideItem(productSku: string, fields: Partial<OrderGuideLineItem> = {}): OrderGuideLineItem {
  return {
    productSku,
    unitOfMeasure: 'CS',
    name: `Item ${productSku}`,
    brandName: 'B',
    productUrl: '',
    imageUrl: '',
    category: '',
    subcategory: '',
    itemSequence: 1,
    displayOrder: 1,
    isSelected: false,
    quantity: 0,
    inStock: true,
    variants: [],
    ...fields,
  };
}

/** A unit of a guide item for tests, in stock at $1.00. */
export function guideVariant(
  text: string,
  isDefault = false,
  fields: Partial<GuideVariant> = {},
): GuideVariant {
  return { code: text, text, weight: '', price: '$1.00', inStock: true, isDefault, ...fields };
}
