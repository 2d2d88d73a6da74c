import type { NavigationGuardState } from '../../lib/navigation-guard-store.ts';

/** A modal that a blocked navigation opens. */
export type GuardModal = 'navigationConfirm' | 'guideCartSpeedBump' | 'editOrderSpeedBump';

/** Work done, in this order, when a navigation goes ahead (spec section 2, step 4). */
export type NavigationEffect =
  | 'clearUnsavedOrderFlags'
  | 'loadDefaultCart'
  | 'cancelPendingRequests'
  | 'reloadLayoutContent'
  | 'clearErrors'
  | 'reloadPageContent';

/** The guard's answer: block and open a modal, or go ahead with the step-4 effects. */
export type GuardDecision =
  { kind: 'block'; modal: GuardModal } | { kind: 'proceed'; effects: NavigationEffect[] };

/** The guard's view of the state (functions left out). */
export type GuardState = Pick<
  NavigationGuardState,
  | 'guideMode'
  | 'guideCartItemCount'
  | 'guideSpeedBumpDecided'
  | 'orderEditHasUnsavedChanges'
  | 'defaultCartLoaded'
>;

/** Paths compare without a trailing slash or letter case: /About-Us/ and /about-us are one page. */
export function samePath(a: string, b: string): boolean {
  const normal = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  return normal(a) === normal(b);
}

/** Step 4 of the guard: what a navigation that goes ahead does, in order. */
export function navigationEffects(state: GuardState, fromPath: string, toPath: string): NavigationEffect[] {
  const effects: NavigationEffect[] = ['clearUnsavedOrderFlags'];
  if (!state.defaultCartLoaded) effects.push('loadDefaultCart');
  effects.push('cancelPendingRequests', 'reloadLayoutContent', 'clearErrors');
  if (!samePath(fromPath, toPath)) effects.push('reloadPageContent');
  return effects;
}

/** The navigation guard, its four steps in the spec's order (section 2). */
export function guardNavigation(state: GuardState, fromPath: string, toPath: string): GuardDecision {
  if (state.guideMode === 'edit') return { kind: 'block', modal: 'navigationConfirm' };
  if (state.guideMode === 'default' && state.guideCartItemCount > 0 && !state.guideSpeedBumpDecided) {
    return { kind: 'block', modal: 'guideCartSpeedBump' };
  }
  if (state.orderEditHasUnsavedChanges) return { kind: 'block', modal: 'editOrderSpeedBump' };
  return { kind: 'proceed', effects: navigationEffects(state, fromPath, toPath) };
}
