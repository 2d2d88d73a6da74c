import { create } from 'zustand';

/** What the navigation guard reads; order guide and order-edit features fill it in (spec section 2). */
export interface NavigationGuardState {
  /** The mode of the order guide detail on screen, or null when no guide is shown. */
  guideMode: 'default' | 'edit' | null;
  /** Entries in the guide's cart. */
  guideCartItemCount: number;
  /** Whether the buyer already answered the guide-cart speed-bump. */
  guideSpeedBumpDecided: boolean;
  /** An order is being edited and has changes not yet submitted. */
  orderEditHasUnsavedChanges: boolean;
  /** Whether the default cart has been loaded. */
  defaultCartLoaded: boolean;
  /** Loads the default cart; registered by the cart feature. */
  loadDefaultCart: (() => Promise<void>) | null;
}

/** The navigation guard's state, written by the features whose unsaved work it protects. */
export const useNavigationGuardStore = create<NavigationGuardState>()(() => ({
  guideMode: null,
  guideCartItemCount: 0,
  guideSpeedBumpDecided: false,
  orderEditHasUnsavedChanges: false,
  defaultCartLoaded: false,
  loadDefaultCart: null,
}));
