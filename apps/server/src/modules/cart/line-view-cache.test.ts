import type { CartLine } from '@larder/contract';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderableVariant } from '../catalog/catalog.service.ts';
import type { CartLineRow } from './cart.repository.ts';
import { cartLines } from './cart.table.ts';
import {
  COLUMNS_NOT_IN_VIEW,
  forgetLineViews,
  keptLineJson,
  lineViewOf,
  type LineViewInputs,
} from './line-view-cache.ts';

const inputs: LineViewInputs = {
  today: '2026-11-24',
  jitFlag: false,
  isProtein: false,
  isCme: false,
  isPPro: false,
  isSpecialty: false,
};
// Only its identity matters to the cache: the same object while its content, price and stock stand.
const variant = { id: '100001-CS' } as OrderableVariant;

function rowOf(id: string, quantity: number): CartLineRow {
  return {
    id,
    cartId: 'cart-1',
    variantId: variant.id,
    productSku: '100001',
    businessUnitId: 'bu-1',
    quantity,
    cutInstructions1: null,
    cutInstructions2: null,
    customerNotes: null,
    position: 1,
    createdAt: new Date('2026-11-24T00:00:00Z'),
  };
}

function viewOf(row: CartLineRow): CartLine {
  return {
    id: row.id,
    productSku: row.productSku,
    variantId: variant.id,
    quantity: row.quantity,
    quantityWarningMessage: null,
    totalPrice: '$1.00',
    unitPrice: '$1.00',
    unitOfMeasure: 'CS',
    packSize: '1/10 LB',
    message: null,
    productTitle: 'Flour',
    brandName: 'Mill',
    category: 'Dry',
    subcategory: 'Baking',
    subsubcategory: 'Flour',
    priceInfo: {
      unitPrice: 1,
      isPricePending: false,
      catchWeightUnit: null,
      averageWeight: null,
      display: '$1.00',
    },
    productUrl: '/product/100001/',
    imageUrl: '/images/products/flour.svg',
    code: variant.id,
    cutInstructions1: null,
    cutInstructions2: null,
    variants: [],
    inStock: true,
    availableStock: 5,
    minQuantity: null,
    maxQuantity: null,
    sellByMultiple: 1,
  };
}

function viewWithCount(row: CartLineRow) {
  let computed = 0;
  const result = lineViewOf(row, variant, [variant], inputs, () => {
    computed += 1;
    return { view: viewOf(row), messages: [], extra: null };
  });
  return { result, computed };
}

describe('kept line views', () => {
  it('are used again while the row is the same, made anew when it changed, and kept as validated JSON', () => {
    const first = viewWithCount(rowOf('line-a', 2));
    expect(first.computed).toBe(1);
    expect(JSON.parse(keptLineJson(first.result.view)!.toString())).toEqual(viewOf(rowOf('line-a', 2)));
    const again = viewWithCount(rowOf('line-a', 2));
    expect(again.computed).toBe(0);
    expect(again.result.view).toBe(first.result.view);
    const changed = viewWithCount(rowOf('line-a', 3));
    expect(changed.computed).toBe(1);
    expect(changed.result.view.quantity).toBe(3);
  });

  it('are made anew once forgotten (a submitted cart drops its lines)', () => {
    expect(viewWithCount(rowOf('line-b', 1)).computed).toBe(1);
    expect(viewWithCount(rowOf('line-b', 1)).computed).toBe(0);
    forgetLineViews(['line-b']);
    expect(viewWithCount(rowOf('line-b', 1)).computed).toBe(1);
  });
});

/** Another value of a column's kind: the row then differs in that column alone. */
function otherValue(value: unknown): unknown {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (value instanceof Date) return new Date(value.getTime() + 1);
  if (typeof value === 'string') return `${value}-changed`;
  return 'set'; // null, or a column this test's row does not fill in yet
}

describe('kept line views and the columns of cart_lines', () => {
  it('are made anew when any column of the line changes, but for the few the view does not show', () => {
    // A column added to cart_lines is compared and changed here without a word; leaving one out of the
    // comparison takes naming it in COLUMNS_NOT_IN_VIEW, which this list then has to agree with.
    expect([...COLUMNS_NOT_IN_VIEW].sort()).toEqual(['cartId', 'createdAt', 'id', 'position']);
    const columns = Object.keys(getTableColumns(cartLines)) as (keyof CartLineRow)[];
    for (const column of columns.filter((name) => !COLUMNS_NOT_IN_VIEW.has(name))) {
      const row = rowOf(`line-column-${column}`, 2);
      expect(viewWithCount(row).computed).toBe(1);
      expect(viewWithCount({ ...row }).computed).toBe(0);
      const changed = { ...row, [column]: otherValue(row[column]) };
      expect(viewWithCount(changed).computed, `a change to ${column} served the kept view`).toBe(1);
    }
  });
});
