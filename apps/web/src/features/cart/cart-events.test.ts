import type { ConfirmedOrder } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { submitEvents } from './cart-events.ts';
import { cartOf, groupOf, lineOf, subCartOf } from './cart.test-support.ts';

function orderOf(overrides: Partial<ConfirmedOrder>): ConfirmedOrder {
  return {
    orderId: 'o1',
    webOrderNumber: 'W1001',
    erpOrderNumber: 'E5001',
    businessUnitId: 'NYC01',
    businessUnitName: 'Unit NYC01',
    vendorName: null,
    isJIT: false,
    isDropShip: false,
    isPreOrder: false,
    deliveryDate: '2026-11-24',
    purchaseOrderNumber: '',
    itemCount: 1,
    total: '$1,010.00',
    ...overrides,
  };
}

describe('submitEvents', () => {
  const cart = cartOf([
    groupOf('NYC01', [
      subCartOf('NYC01', [lineOf('a', { quantity: 2 })]),
      subCartOf('NYC01:dropShip:V1', [lineOf('b')], {
        isDropShip: true,
        vendorId: 'V1',
        vendorName: 'Mezzaluna',
      }),
    ]),
  ]);
  const response = {
    success: true,
    orderConfirmationUrl: '/order-confirmation/?cart=cart-1',
    warnings: [],
    validationMessages: [],
    confirmedOrders: [
      orderOf({}),
      orderOf({
        webOrderNumber: 'W1002',
        erpOrderNumber: 'E5002',
        isDropShip: true,
        vendorName: 'Mezzaluna',
      }),
    ],
  };

  it('sends one Order Submitted with every order number, the total and every product line', () => {
    const { orderSubmitted } = submitEvents(cart, response);
    expect(orderSubmitted).toMatchObject({
      cart_id: 'cart-1',
      order_ids: ['W1001', 'W1002'],
      erp_order_numbers: ['E5001', 'E5002'],
      total: 10,
      currency: 'USD',
    });
    expect((orderSubmitted.products as { sku: string }[]).map((p) => p.sku)).toEqual(['sku-a', 'sku-b']);
  });

  it('sends one Customer Order per order with the lines of its own delivery', () => {
    const { customerOrders } = submitEvents(cart, response);
    expect(customerOrders).toHaveLength(2);
    expect(customerOrders[0]).toMatchObject({ order_id: 'W1001', total: 1010 });
    expect(customerOrders[0]?.products).toEqual([expect.objectContaining({ sku: 'sku-a', quantity: 2 })]);
    expect(customerOrders[1]?.products).toEqual([expect.objectContaining({ sku: 'sku-b' })]);
  });
});
