import { describe, expect, it } from 'vitest';
import {
  INACTIVE_ACCOUNT_MESSAGE,
  ON_HOLD_DEFAULT_MESSAGE,
  customerStatusOf,
  isOrderingAllowed,
  onHoldMessage,
} from './customer-status.ts';

describe('isOrderingAllowed', () => {
  it.each([
    [{ canOrder: true, errors: [] }, 'org-1', true],
    [{ canOrder: true, errors: [] }, null, false],
    [{ canOrder: true, errors: [] }, '', false],
    [{ canOrder: false, errors: [] }, 'org-1', false],
    [{ canOrder: false, errors: ['Credit limit exceeded.'] }, undefined, false],
  ])('status %j with organization %j -> %s', (status, org, expected) => {
    expect(isOrderingAllowed(status, org)).toBe(expected);
  });
});

describe('onHoldMessage', () => {
  it('joins the status errors', () => {
    expect(
      onHoldMessage({ canOrder: false, errors: ['Credit limit exceeded.', 'Invoice 88 overdue.'] }),
    ).toBe('Credit limit exceeded. Invoice 88 overdue.');
  });
  it('falls back to the default sentence when there are no errors', () => {
    expect(onHoldMessage({ canOrder: false, errors: [] })).toBe(ON_HOLD_DEFAULT_MESSAGE);
  });
  it('ignores blank error texts', () => {
    expect(onHoldMessage({ canOrder: false, errors: ['  ', ''] })).toBe(ON_HOLD_DEFAULT_MESSAGE);
  });
});

describe('customerStatusOf', () => {
  it('blocks ordering without an organization', () => {
    expect(customerStatusOf(null)).toEqual({ canOrder: false, errors: [] });
  });
  it('blocks ordering on hold and carries the hold texts', () => {
    expect(customerStatusOf({ isOnHold: true, holdErrors: ['Past due.'] })).toEqual({
      canOrder: false,
      errors: ['Past due.'],
    });
  });
  it('blocks ordering for an account the distributor made inactive, hold or not', () => {
    expect(customerStatusOf({ isOnHold: false, holdErrors: [], isActive: false })).toEqual({
      canOrder: false,
      errors: [INACTIVE_ACCOUNT_MESSAGE],
    });
    expect(customerStatusOf({ isOnHold: false, holdErrors: [], isActive: true }).canOrder).toBe(true);
  });
  it('allows ordering for an organization in good standing, ignoring stale hold texts', () => {
    expect(customerStatusOf({ isOnHold: false, holdErrors: ['old'] })).toEqual({
      canOrder: true,
      errors: [],
    });
  });
});
