import { create } from 'zustand';
import type { EmbeddedMessage } from './runtime/types.ts';

/** The embedded placements the storefront shows: the contract's HOME_PLACEMENT_ID and CART_PLACEMENT_ID, kept here so the bundle never pulls in zod. */
export const EMBEDDED_PLACEMENTS = { home: 101, cart: 102 } as const;

/** What an embedded card can do; set by the messaging runtime once it runs. */
export interface EmbeddedActions {
  click: (message: EmbeddedMessage, buttonId: string | null, targetUrl: string) => void;
  dismiss: (message: EmbeddedMessage) => void;
  startImpression: (message: EmbeddedMessage) => void;
  pauseImpression: (message: EmbeddedMessage) => void;
}

/** Embedded messages by placement, and whether embedded messaging turned itself off (spec section 8). */
export interface EmbeddedState {
  byPlacement: Record<number, EmbeddedMessage[]>;
  disabled: boolean;
  actions: EmbeddedActions | null;
}

/** The embedded messages the runtime fetched, read by the placements on the pages. */
export const useEmbeddedStore = create<EmbeddedState>(() => ({
  byPlacement: {},
  disabled: false,
  actions: null,
}));

/** Empties the store (sign-out). */
export function resetEmbeddedStore(): void {
  useEmbeddedStore.setState({ byPlacement: {}, disabled: false, actions: null });
}
