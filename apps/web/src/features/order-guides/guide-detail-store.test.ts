import type { OrderGuideLineItem } from '@larder/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { guardNavigation } from '../../app/navigation/navigation-guard.ts';
import { useNavigationGuardStore } from '../../lib/navigation-guard-store.ts';
import {
  closeGuide,
  openGuide,
  setGuideQuantity,
  setOnHand,
  useGuideDetailStore,
} from './guide-detail-store.ts';
import { guideItem } from './guide-item.test-support.ts';

const item = (productSku: string, unitOfMeasure = 'CS'): OrderGuideLineItem =>
  guideItem(productSku, { unitOfMeasure, name: productSku });

const decide = () => guardNavigation(useNavigationGuardStore.getState(), '/order-guides/detail/', '/cart/');

beforeEach(() => {
  closeGuide();
  useNavigationGuardStore.setState({ guideSpeedBumpDecided: false, orderEditHasUnsavedChanges: false });
});

describe('the guide detail state feeds the navigation guard (steps 1 and 2)', () => {
  it('edit mode blocks with the navigation-confirm modal', () => {
    openGuide(4, 'cwCategories');
    useGuideDetailStore.setState({ mode: 'edit' });
    expect(decide()).toEqual({ kind: 'block', modal: 'navigationConfirm' });
  });

  it('quantities in default mode block with the guide-cart speed bump until decided', () => {
    openGuide(4, 'cwCategories');
    setGuideQuantity(item('1'), 2);
    setGuideQuantity(item('2'), 1);
    expect(useNavigationGuardStore.getState().guideCartItemCount).toBe(2);
    expect(decide()).toEqual({ kind: 'block', modal: 'guideCartSpeedBump' });
    useNavigationGuardStore.setState({ guideSpeedBumpDecided: true });
    expect(decide().kind).toBe('proceed');
  });

  it('quantity 0 removes the entry; an empty guide cart lets navigation through', () => {
    openGuide(4, 'cwCategories');
    setGuideQuantity(item('1'), 2);
    setGuideQuantity(item('1'), 0);
    expect(useNavigationGuardStore.getState().guideCartItemCount).toBe(0);
    expect(decide().kind).toBe('proceed');
  });

  it('leaving the guide clears its mode and cart, and opening another guide drops what was held', () => {
    openGuide(4, 'cwCategories');
    setGuideQuantity(item('1'), 2);
    openGuide(5, 'cwCategories');
    expect(useGuideDetailStore.getState().cart).toEqual([]);
    closeGuide();
    expect(useNavigationGuardStore.getState()).toMatchObject({ guideMode: null, guideCartItemCount: 0 });
  });
});

describe('one SKU in two units', () => {
  it('a quantity typed for one unit leaves the other unit alone', () => {
    openGuide(4, 'cwCategories');
    setGuideQuantity(item('1', 'CS'), 2);
    setGuideQuantity(item('1', 'EA'), 5);
    expect(useGuideDetailStore.getState().cart.map((e) => [e.unitOfMeasure, e.quantity])).toEqual([
      ['CS', 2],
      ['EA', 5],
    ]);
    setGuideQuantity(item('1', 'EA'), 0);
    expect(useGuideDetailStore.getState().cart.map((e) => [e.unitOfMeasure, e.quantity])).toEqual([
      ['CS', 2],
    ]);
  });

  it("a substitution's quantity is kept per unit of its parent, not shared by the parent's two rows", () => {
    openGuide(4, 'cwCategories');
    const substitute = item('9', 'CS');
    setGuideQuantity(substitute, 2, item('1', 'CS'));
    setGuideQuantity(substitute, 5, item('1', 'EA'));
    const held = () =>
      useGuideDetailStore
        .getState()
        .cart.map((e) => [e.productSku, e.parentProductSku, e.parentUnitOfMeasure, e.quantity]);
    expect(held()).toEqual([
      ['9', '1', 'CS', 2],
      ['9', '1', 'EA', 5],
    ]);
    setGuideQuantity(substitute, 0, item('1', 'EA'));
    expect(held()).toEqual([['9', '1', 'CS', 2]]);
    expect(useNavigationGuardStore.getState().guideCartItemCount).toBe(1);
  });

  it('on-hand counts are kept per unit', () => {
    openGuide(4, 'cwCategories');
    setOnHand(item('1', 'CS'), 3);
    setOnHand(item('1', 'EA'), 7);
    setOnHand(item('1', 'CS'), null);
    expect(Object.values(useGuideDetailStore.getState().onHand)).toEqual([7]);
  });
});
