import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_STATUS_FRIENDLY,
  canChangeStatus,
  nextStatusesOf,
  isOrderCancelable,
  isOrderEditable,
  orderChangeRefusal,
  type OrderStatus,
} from './order-status.ts';

const cutOffAt = new Date('2026-11-23T23:00:00Z');
const before = new Date('2026-11-23T22:59:59Z');

describe('isOrderEditable / isOrderCancelable', () => {
  it.each([
    ['Submitted', before, true],
    ['Submitted', cutOffAt, false],
    ['Submitted', new Date('2026-11-24T00:00:00Z'), false],
    ['Processing', before, false],
    ['Shipped', before, false],
    ['Delivered', before, false],
    ['Cancelled', before, false],
  ] as const)('%s at %s -> %s', (status, now, expected) => {
    expect(isOrderEditable({ status, cutOffAt }, now)).toBe(expected);
    expect(isOrderCancelable({ status, cutOffAt }, now)).toBe(expected);
  });
});

describe('canChangeStatus', () => {
  it.each([
    ['Submitted', 'Processing', true],
    ['Submitted', 'Cancelled', false],
    ['Submitted', 'Delivered', true],
    ['Processing', 'Processing', false],
    ['Processing', 'Shipped', true],
    ['Processing', 'Submitted', false],
    ['Shipped', 'Delivered', true],
    ['Shipped', 'Cancelled', false],
    ['Delivered', 'Shipped', false],
    ['Cancelled', 'Processing', false],
    ['Cancelled', 'Delivered', false],
  ] as const)('%s -> %s: %s', (from, to, expected) => {
    expect(canChangeStatus(from, to)).toBe(expected);
  });
});

describe('friendly names', () => {
  it('names every status', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_FRIENDLY[status as OrderStatus]).toBeTruthy();
  });
});

describe('orderChangeRefusal', () => {
  it.each([
    ['Submitted', before, 'edit', null],
    [
      'Submitted',
      cutOffAt,
      'edit',
      'Order W1 can no longer be changed: its cut-off has passed. Please contact your Sales Rep.',
    ],
    [
      'Processing',
      before,
      'cancel',
      'Order W1 can no longer be cancelled: its cut-off has passed. Please contact your Sales Rep.',
    ],
    ['Cancelled', before, 'edit', 'Order W1 was cancelled and cannot be changed.'],
    ['Delivered', before, 'cancel', 'Order W1 has been delivered and can no longer be cancelled.'],
  ] as const)('%s at %s, %s -> %s', (status, now, action, expected) => {
    expect(orderChangeRefusal({ status, cutOffAt, orderNumber: 'W1' }, now, action)).toBe(expected);
  });
});

describe('nextStatusesOf', () => {
  it('offers staff only the statuses ahead', () => {
    expect(nextStatusesOf('Submitted')).toEqual(['Processing', 'Shipped', 'Delivered']);
    expect(nextStatusesOf('Shipped')).toEqual(['Delivered']);
    expect(nextStatusesOf('Delivered')).toEqual([]);
    expect(nextStatusesOf('Cancelled')).toEqual([]);
  });
});
