import { beforeEach, describe, expect, it } from 'vitest';
import { useNavigationGuardStore } from '../../lib/navigation-guard-store.ts';
import { cartCallQuery, useCartEditStore } from './cart-edit-store.ts';
import { endOrderEdit } from './use-order-edit.ts';

beforeEach(() => {
  useCartEditStore.setState({ orderNumber: null, summaryLoading: false });
  useNavigationGuardStore.setState({ orderEditHasUnsavedChanges: false });
});

describe('cart calls while editing an order', () => {
  it('carry no order number for the default cart', () => {
    expect(cartCallQuery()).toEqual({});
  });

  it('carry the order number while an order is edited', () => {
    useCartEditStore.setState({ orderNumber: 'W5000123' });
    expect(cartCallQuery()).toEqual({ orderNumber: 'W5000123' });
  });

  it('go back to the default cart, with nothing left for the guard to protect, when the edit ends', () => {
    useCartEditStore.setState({ orderNumber: 'W5000123', summaryLoading: true });
    useNavigationGuardStore.setState({ orderEditHasUnsavedChanges: true });
    endOrderEdit();
    expect(cartCallQuery()).toEqual({});
    expect(useCartEditStore.getState().summaryLoading).toBe(false);
    expect(useNavigationGuardStore.getState().orderEditHasUnsavedChanges).toBe(false);
  });
});
