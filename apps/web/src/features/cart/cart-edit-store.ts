import { create } from 'zustand';

interface CartEditState {
  /** The placed order whose edit cart is on screen, or null for the default cart. */
  orderNumber: string | null;
  /** The edit cart's summary is loading: the cart is not valid (cannot be submitted) until it arrives. */
  summaryLoading: boolean;
}

/** Whether the cart on screen edits a placed order (spec section 4: cart calls then take its orderNumber). */
export const useCartEditStore = create<CartEditState>()(() => ({ orderNumber: null, summaryLoading: false }));

/** The query every cart call adds while an order is being edited. */
export function cartCallQuery(): { orderNumber?: string } {
  const { orderNumber } = useCartEditStore.getState();
  return orderNumber ? { orderNumber } : {};
}
