import { describe, expect, it } from 'vitest';
import { cartOf, groupOf, lineOf, responseOf, subCartOf } from './cart.test-support.ts';
import { cartOfResponse, mergeCartUpdate } from './merge-cart-update.ts';

const ids = (cart: ReturnType<typeof cartOf>) =>
  cart.cartGroups.map((g) => [g.businessUnitId, g.subCarts.map((s) => [s.key, s.lines.map((l) => l.id)])]);

describe('mergeCartUpdate', () => {
  it('takes the values of lines present in the response', () => {
    const current = cartOf([groupOf('NYC01', [subCartOf('NYC01', [lineOf('a'), lineOf('b')])])]);
    const response = responseOf(
      cartOf([groupOf('NYC01', [subCartOf('NYC01', [lineOf('a', { quantity: 4 }), lineOf('b')])])]),
    );
    const merged = mergeCartUpdate(current, response);
    expect(merged.cartGroups[0]?.subCarts[0]?.lines.map((l) => l.quantity)).toEqual([4, 1]);
  });

  it('removes lines absent from the response', () => {
    const current = cartOf([groupOf('NYC01', [subCartOf('NYC01', [lineOf('a'), lineOf('b')])])]);
    const response = responseOf(cartOf([groupOf('NYC01', [subCartOf('NYC01', [lineOf('b')])])]));
    expect(ids(mergeCartUpdate(current, response))).toEqual([['NYC01', [['NYC01', ['b']]]]]);
  });

  it('removes sub-carts absent from the response and groups left empty', () => {
    const current = cartOf([
      groupOf('NYC01', [subCartOf('NYC01', [lineOf('a')]), subCartOf('NYC01:jit', [lineOf('b')])]),
      groupOf('CHI01', [subCartOf('CHI01', [lineOf('c')])]),
    ]);
    const response = responseOf(cartOf([groupOf('NYC01', [subCartOf('NYC01', [lineOf('a')])])]));
    expect(ids(mergeCartUpdate(current, response))).toEqual([['NYC01', [['NYC01', ['a']]]]]);
  });

  it('removes a sub-cart the response sends without lines, and its group when nothing is left', () => {
    const current = cartOf([groupOf('CHI01', [subCartOf('CHI01', [lineOf('c')])])]);
    const response = responseOf(cartOf([groupOf('CHI01', [subCartOf('CHI01', [])])]));
    expect(mergeCartUpdate(current, response).cartGroups).toEqual([]);
  });

  it('keeps the order on screen and adds new groups, sub-carts and lines after it', () => {
    const current = cartOf([
      groupOf('NYC01', [subCartOf('NYC01', [lineOf('a'), lineOf('b')])]),
      groupOf('CHI01', [subCartOf('CHI01', [lineOf('c')])]),
    ]);
    const response = responseOf(
      cartOf([
        groupOf('LAX01', [subCartOf('LAX01', [lineOf('e')])]),
        groupOf('CHI01', [subCartOf('CHI01', [lineOf('c')])]),
        groupOf('NYC01', [
          subCartOf('NYC01:dropShip:V1', [lineOf('d')]),
          subCartOf('NYC01', [lineOf('f'), lineOf('b'), lineOf('a')]),
        ]),
      ]),
    );
    expect(ids(mergeCartUpdate(current, response))).toEqual([
      [
        'NYC01',
        [
          ['NYC01', ['a', 'b', 'f']],
          ['NYC01:dropShip:V1', ['d']],
        ],
      ],
      ['CHI01', [['CHI01', ['c']]]],
      ['LAX01', [['LAX01', ['e']]]],
    ]);
  });

  it("takes the response's summary, messages, counter and sub-cart fields", () => {
    const current = cartOf([groupOf('NYC01', [subCartOf('NYC01', [lineOf('a')])])]);
    const updated = cartOf(
      [groupOf('NYC01', [subCartOf('NYC01', [lineOf('a')], { poNumber: { value: 'PO-7' } })])],
      {
        cartCounter: 9,
        oosLines: [
          {
            id: 'a',
            productSku: 'sku-a',
            productTitle: 'Product a',
            unitOfMeasure: 'CS',
            quantity: 1,
            availableStock: 0,
          },
        ],
        validationMessages: [{ type: 'error', text: 'Enter the delivery city.' }],
      },
    );
    const merged = mergeCartUpdate(current, responseOf(updated));
    expect(merged.cartCounter).toBe(9);
    expect(merged.oosLines).toHaveLength(1);
    expect(merged.validationMessages).toEqual([{ type: 'error', text: 'Enter the delivery city.' }]);
    expect(merged.cartGroups[0]?.subCarts[0]?.poNumber.value).toBe('PO-7');
    expect(merged).not.toHaveProperty('success');
  });

  it('empties the cart when the response has no groups', () => {
    const current = cartOf([groupOf('NYC01', [subCartOf('NYC01', [lineOf('a')])])]);
    expect(mergeCartUpdate(current, responseOf(cartOf([]))).cartGroups).toEqual([]);
  });
});

describe('cartOfResponse', () => {
  it('drops the success flag', () => {
    const cart = cartOf([]);
    expect(cartOfResponse(responseOf(cart))).toEqual(cart);
  });
});
