import { describe, expect, it } from 'vitest';
import {
  changedElsewhereText,
  enqueueChange,
  gtinOf,
  itemWithBarcode,
  needsConnectionText,
  withCheckDigit,
  offlineBannerText,
  orderQuantityFromCount,
  pendingChangesText,
  placeItem,
  sendOrder,
  UNPLACED_AREA,
  walkInStorageOrder,
  type QueuedChange,
} from './index.ts';

function change(seq: number, sku: string, quantity: number, sentAt: string | null = null): QueuedChange {
  return {
    key: `key-${seq}`,
    seq,
    productSku: sku,
    unitOfMeasure: 'CS',
    quantity,
    typedQuantity: quantity,
    changedAt: new Date(Date.UTC(2026, 10, 27, 10, seq)).toISOString(),
    seenPrice: null,
    baseQuantity: 0,
    guideId: 1,
    name: sku,
    sentAt,
  };
}

describe('orderQuantityFromCount', () => {
  it.each([
    // par, on hand, multiple, min, expected
    [10, 4, 1, null, 6],
    [10, 4, 4, null, 8],
    [10, 9, 1, 3, 3],
    [10, 9, 2, 3, 4],
    [10, 10, 1, null, 0],
    [10, 12, 4, 4, 0],
    [null, 0, 1, null, 0],
    [6, -2, 1, null, 6],
  ])(
    'par %s, on hand %s, multiple %s, minimum %s orders %s',
    (par, onHand, sellByMultiple, minQuantity, expected) => {
      expect(orderQuantityFromCount({ par, onHand, sellByMultiple, minQuantity })).toBe(expected);
    },
  );
});

describe('the offline edit queue', () => {
  it('replaces an unsent change of the same line and keeps the order changes were made in', () => {
    let queue: QueuedChange[] = [];
    queue = enqueueChange(queue, change(1, 'A', 1));
    queue = enqueueChange(queue, change(2, 'B', 2));
    queue = enqueueChange(queue, change(3, 'A', 12));
    expect(sendOrder(queue).map((c) => [c.productSku, c.quantity, c.key])).toEqual([
      ['B', 2, 'key-2'],
      ['A', 12, 'key-3'],
    ]);
  });

  it('keeps a change already sent (its answer may be on the way) and queues the new one after it', () => {
    const queue = enqueueChange([change(1, 'A', 1, '2026-11-27T10:00:00Z')], change(2, 'A', 5));
    expect(queue.map((c) => c.key)).toEqual(['key-1', 'key-2']);
  });

  it('says how many changes wait, and the banner', () => {
    expect(pendingChangesText(0)).toBeNull();
    expect(pendingChangesText(1)).toBe('1 change waiting for a connection');
    expect(pendingChangesText(12)).toBe('12 changes waiting for a connection');
    expect(offlineBannerText('2:14 PM')).toBe('Offline - showing prices from 2:14 PM');
  });
});

describe('storage order', () => {
  const items = ['A', 'B', 'C', 'D'].map((sku) => ({ productSku: sku, unitOfMeasure: 'CS' }));
  it('walks the areas in order, then what no area lists', () => {
    let areas = placeItem([], items[2]!, 'Walk-in');
    areas = placeItem(areas, items[0]!, 'Dry store');
    areas = placeItem(areas, items[1]!, 'Walk-in');
    const walk = walkInStorageOrder(items, areas);
    expect(walk.map((a) => [a.name, a.items.map((i) => i.productSku)])).toEqual([
      ['Walk-in', ['C', 'B']],
      ['Dry store', ['A']],
      [UNPLACED_AREA, ['D']],
    ]);
  });

  it('moves an item out of its old area', () => {
    const areas = placeItem(placeItem([], items[0]!, 'Walk-in'), items[0]!, 'Freezer');
    expect(walkInStorageOrder(items.slice(0, 1), areas).map((a) => a.name)).toEqual(['Freezer']);
  });
});

describe('case barcodes', () => {
  it('keeps a UPC-A, an EAN-13 and a GTIN-14 of the same case as one 14-digit GTIN', () => {
    expect(gtinOf('036000291452')).toBe('00036000291452');
    expect(gtinOf('0036000291452')).toBe('00036000291452');
    expect(gtinOf(' 00036000291452 ')).toBe('00036000291452');
    expect(gtinOf('12345')).toBeNull();
    expect(gtinOf('03600029145x')).toBeNull();
  });

  it('appends the GS1 check digit', () => {
    expect(withCheckDigit('400638133393')).toBe('4006381333931');
    expect(withCheckDigit('061414100001')).toMatch(/^061414100001\d$/);
  });

  it('finds a kept guide item, or its substitution, by any form of its barcode', () => {
    type Item = { productSku: string; gtin?: string; substitutions?: Item[] };
    const items: Item[] = [
      { productSku: 'A', gtin: '00036000291452' },
      { productSku: 'B', substitutions: [{ productSku: 'S', gtin: '04006381333931' }] },
    ];
    expect(itemWithBarcode(items, '036000291452')?.productSku).toBe('A');
    expect(itemWithBarcode(items, '4006381333931')?.productSku).toBe('S');
    expect(itemWithBarcode(items, '4006381333948')).toBeNull();
    expect(itemWithBarcode(items, 'abc')).toBeNull();
  });
});

describe('what the buyer is told offline', () => {
  it('names a line changed on another device with its quantity now', () => {
    expect(changedElsewhereText(6, false)).toBe('Changed on another device: now 6.');
    expect(changedElsewhereText(4, true)).toBe(
      'Changed on another device too; your later change was kept: now 4.',
    );
  });

  it('says what needs a connection', () => {
    expect(needsConnectionText('Search')).toBe(
      'Search needs a connection. It works again when you are back online.',
    );
  });
});
