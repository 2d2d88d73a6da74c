import { describe, expect, it } from 'vitest';
import { guardNavigation, samePath, type GuardState } from './navigation-guard.ts';

const calm: GuardState = {
  guideMode: null,
  guideCartItemCount: 0,
  guideSpeedBumpDecided: false,
  orderEditHasUnsavedChanges: false,
  defaultCartLoaded: true,
};

describe('guardNavigation', () => {
  it('1. blocks with the navigation-confirm modal while the guide is in edit mode, before any other check', () => {
    const state: GuardState = {
      ...calm,
      guideMode: 'edit',
      guideCartItemCount: 3,
      orderEditHasUnsavedChanges: true,
    };
    expect(guardNavigation(state, '/order-guides/detail/', '/cart/')).toEqual({
      kind: 'block',
      modal: 'navigationConfirm',
    });
  });

  it('2. blocks with the guide-cart speed-bump in default mode with items and no decision, before the order check', () => {
    const state: GuardState = {
      ...calm,
      guideMode: 'default',
      guideCartItemCount: 2,
      orderEditHasUnsavedChanges: true,
    };
    expect(guardNavigation(state, '/order-guides/detail/', '/')).toEqual({
      kind: 'block',
      modal: 'guideCartSpeedBump',
    });
  });

  it('2. lets the guide go once the speed-bump is decided or its cart is empty', () => {
    const decided: GuardState = {
      ...calm,
      guideMode: 'default',
      guideCartItemCount: 2,
      guideSpeedBumpDecided: true,
    };
    const empty: GuardState = { ...calm, guideMode: 'default', guideCartItemCount: 0 };
    expect(guardNavigation(decided, '/a/', '/b/').kind).toBe('proceed');
    expect(guardNavigation(empty, '/a/', '/b/').kind).toBe('proceed');
  });

  it('3. blocks with the edit-order speed-bump while an edited order has unsaved changes', () => {
    expect(guardNavigation({ ...calm, orderEditHasUnsavedChanges: true }, '/cart/', '/')).toEqual({
      kind: 'block',
      modal: 'editOrderSpeedBump',
    });
  });

  it('4. otherwise goes ahead with the step-4 effects in order, reloading content when the path differs', () => {
    expect(guardNavigation(calm, '/', '/about-us/')).toEqual({
      kind: 'proceed',
      effects: [
        'clearUnsavedOrderFlags',
        'cancelPendingRequests',
        'reloadLayoutContent',
        'clearErrors',
        'reloadPageContent',
      ],
    });
  });

  it('4. loads the default cart first when none is loaded', () => {
    const decision = guardNavigation({ ...calm, defaultCartLoaded: false }, '/', '/cart/');
    expect(decision).toEqual({
      kind: 'proceed',
      effects: [
        'clearUnsavedOrderFlags',
        'loadDefaultCart',
        'cancelPendingRequests',
        'reloadLayoutContent',
        'clearErrors',
        'reloadPageContent',
      ],
    });
  });

  it('4. keeps the page content when only the query changes', () => {
    const decision = guardNavigation(calm, '/search/', '/search');
    expect(decision.kind === 'proceed' && decision.effects).not.toContain('reloadPageContent');
  });
});

describe('samePath', () => {
  it.each([
    ['/about-us/', '/about-us', true],
    ['/About-Us/', '/about-us/', true],
    ['/', '/', true],
    ['/products/protein/', '/products/produce/', false],
  ])('%s vs %s: %s', (a, b, same) => {
    expect(samePath(a, b)).toBe(same);
  });
});
