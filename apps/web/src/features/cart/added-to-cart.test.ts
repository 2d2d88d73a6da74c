import { describe, expect, it } from 'vitest';
import { placeAddedItems } from './added-to-cart.ts';
import { cartOf, groupOf, lineOf, subCartOf } from './cart.test-support.ts';

const item = (id: string, unit = 'CS') => ({
  productSku: `sku-${id}`,
  unitOfMeasure: unit,
  quantity: 2,
  name: `Product ${id}`,
});

const tuesday = { date: '2026-11-24', name: 'Tuesday, November 24', cutOff: '2026-11-23T23:00:00Z' };
const thursday = { date: '2026-11-26', name: 'Thursday, November 26', cutOff: '2026-11-25T23:00:00Z' };

describe('placeAddedItems', () => {
  const cart = cartOf([
    groupOf('NYC01', [
      subCartOf('NYC01', [lineOf('a'), lineOf('b')], {
        deliveryInformation: {
          availableDates: [tuesday, thursday],
          expectedDeliveryDate: tuesday,
          selectedDeliveryDate: '2026-11-26',
          erpDeliveryDate: null,
          cutOff: null,
          timeZone: 'America/New_York',
          movedFrom: null,
        },
      }),
      subCartOf('NYC01:V9', [lineOf('c')], { isDropShip: true, vendorId: 'V9', vendorName: 'Acme Oils' }),
    ]),
  ]);

  it.each([
    ['the selected date when one is chosen', [item('a')], 'NYC01', 'Unit NYC01', 'Thursday, November 26'],
    [
      'the vendor of a drop-ship delivery, and no date when none is offered',
      [item('c')],
      'NYC01:V9',
      'Ships direct from Acme Oils',
      null,
    ],
  ])('names %s', (_, items, key, shipsFrom, date) => {
    const { deliveries, missing } = placeAddedItems(cart, items);
    expect(missing).toEqual([]);
    expect(deliveries.map((d) => [d.key, d.shipsFrom, d.deliveryDate])).toEqual([[key, shipsFrom, date]]);
  });

  it('falls back to the expected date when none is selected', () => {
    const expected = cartOf([
      groupOf('B', [
        subCartOf('B', [lineOf('a')], {
          deliveryInformation: {
            availableDates: [tuesday],
            expectedDeliveryDate: tuesday,
            selectedDeliveryDate: null,
            erpDeliveryDate: null,
            cutOff: null,
            timeZone: 'America/New_York',
            movedFrom: null,
          },
        }),
      ]),
    ]);
    expect(placeAddedItems(expected, [item('a')]).deliveries[0]?.deliveryDate).toBe('Tuesday, November 24');
  });

  it('groups several products by the delivery each joined, in cart order, with their lines', () => {
    const { deliveries } = placeAddedItems(cart, [item('c'), item('b'), item('a')]);
    expect(deliveries.map((d) => [d.key, d.items.map((i) => i.line.id)])).toEqual([
      ['NYC01', ['a', 'b']],
      ['NYC01:V9', ['c']],
    ]);
  });

  it('matches on SKU and unit, and reports what the cart does not hold', () => {
    const { deliveries, missing } = placeAddedItems(cart, [item('a', 'EA'), item('z')]);
    expect(deliveries).toEqual([]);
    expect(missing.map((m) => `${m.productSku} ${m.unitOfMeasure}`)).toEqual(['sku-a EA', 'sku-z CS']);
  });
});
