// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdsEvery, widgetItemsOf } from './widget-items.ts';

const item = (productSku: string, unitOfMeasure: string) => ({ productSku, unitOfMeasure });
const widget = (itemIdList: string[], unitOfMeasure = '') => ({
  itemIdList,
  itemName: 'Plain Flour',
  unitOfMeasure,
  segmentData: {},
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('holdsEvery: is every item the widget adds already in the guide, SKU and unit?', () => {
  it.each([
    ['the SKU in the same unit', [item('1', 'CS')], [item('1', 'CS')], true],
    ['the SKU in another unit only', [item('1', 'EA')], [item('1', 'CS')], false],
    ['the SKU in both units', [item('1', 'CS'), item('1', 'EA')], [item('1', 'EA')], true],
    ['one of two items', [item('1', 'CS')], [item('1', 'CS'), item('2', 'CS')], false],
    ['both of two items', [item('2', 'CS'), item('1', 'CS')], [item('1', 'CS'), item('2', 'CS')], true],
    ['nothing held', [], [item('1', 'CS')], false],
  ])('%s', (_, contained, items, expected) => {
    expect(holdsEvery(contained, items)).toBe(expected);
  });
});

describe('widgetItemsOf', () => {
  it("takes the widget's unit when it names one, without asking the server", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(widgetItemsOf(widget(['1', '2'], 'EA'))).resolves.toEqual([
      item('1', 'EA'),
      item('2', 'EA'),
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("otherwise looks up each product's default unit", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          sku: '1',
          variants: [
            { text: 'CS', isDefault: false },
            { text: 'EA', isDefault: true },
          ],
        }),
      ),
    );
    await expect(widgetItemsOf(widget(['1']))).resolves.toEqual([item('1', 'EA')]);
  });

  it('refuses a product sold in no unit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ sku: '1', variants: [] })),
    );
    await expect(widgetItemsOf(widget(['1']))).rejects.toThrow('1 cannot be added to a guide.');
  });
});
