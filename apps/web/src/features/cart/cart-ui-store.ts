import { create } from 'zustand';

interface CartUiState {
  /** Cart updates sent and not yet answered. */
  activeUpdateRequests: number;
  /** Edits typed and still waiting out their debounce, by editor id: updates about to be sent. */
  pendingEdits: Record<string, true>;
  /** The error text shown at the top of the cart after a failed update (spec section 8). */
  updateError: string | null;
  /** What the cart's live region last said about a change (item and new quantity, or its removal). */
  announcement: string;
  /** The cart was just submitted: the page shows that, not the new empty cart, until the confirmation opens. */
  justSubmitted: boolean;
}

/** The cart page's UI state shared by its many editors: what is in flight and the last update error. */
export const useCartUiStore = create<CartUiState>()(() => ({
  activeUpdateRequests: 0,
  pendingEdits: {},
  updateError: null,
  announcement: '',
  justSubmitted: false,
}));

/** Marks an editor as holding (or no longer holding) an edit not yet sent. */
export function setPendingEdit(editorId: string, pending: boolean): void {
  useCartUiStore.setState((state) => {
    if (Boolean(state.pendingEdits[editorId]) === pending) return state;
    const pendingEdits = { ...state.pendingEdits };
    if (pending) pendingEdits[editorId] = true;
    else delete pendingEdits[editorId];
    return { pendingEdits };
  });
}

/** Updates in flight plus edits about to be sent: what the submit rule must wait for. */
export function useActiveUpdateCount(): number {
  return useCartUiStore((state) => state.activeUpdateRequests + Object.keys(state.pendingEdits).length);
}
